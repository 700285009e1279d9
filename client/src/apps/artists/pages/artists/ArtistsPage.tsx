import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import type { Environment } from "relay-runtime";
import { loadQuery, type PageData } from "../../../../system/pageLoader";
import { letterParam } from "../../../../system/letterParam";
import { AppLink } from "../../../../components/AppLink/AppLink";
import { LetterBar } from "../../../../components/LetterBar/LetterBar";
import { letterLabel, letterSlug } from "../../../../lib/artistIndex";
import { ArtistList, PAGE_SIZE } from "../../../../features/catalogue/ArtistList/ArtistList";
import type { ArtistsPageQuery } from "./__generated__/ArtistsPageQuery.graphql";
import { paths } from "../../../../system/paths";

const query = graphql`
  query ArtistsPageQuery($first: Int!, $where: ArtistWhereInput) {
    artistInitials
    ...ArtistList_query @arguments(first: $first, where: $where)
  }
`;

type Vars = ArtistsPageQuery["variables"];
type Data = PageData<Vars> & { letter: string | null };

/** /artists and /artists/{letter} (A–Z, or 'other' for '#'). */
export async function load(env: Environment, args: LoaderFunctionArgs): Promise<Data> {
  const letter = letterParam(args, paths.artists);
  const variables: Vars = { first: PAGE_SIZE, where: letter ? { initial: letter } : null };
  await loadQuery<ArtistsPageQuery>(env, query, variables);
  const title = letter ? `艺术家 · ${letterLabel(letter)}` : "艺术家";
  const description = letter
    ? `拼音首字母为 ${letterLabel(letter)} 的艺术家：生平、作品与在售作品。`
    : "平台上的全部艺术家，按拼音首字母索引：生平、作品与在售作品。";
  // The letter is part of the page's identity: /artists/Q is its own page.
  return { variables, letter, meta: { title, description, canonicalPath: paths.artists(letter ? letterSlug(letter) : null) } };
}

export function ArtistsPage() {
  const { variables, letter } = useLoaderData() as Data;
  const data = useLazyLoadQuery<ArtistsPageQuery>(query, variables, { fetchPolicy: "store-or-network" });
  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <div className="flex flex-wrap items-baseline justify-between gap-4">
        <h1 className="font-serif text-3xl font-bold">{letter ? `艺术家 · ${letterLabel(letter)}` : "艺术家"}</h1>
        <AppLink to={paths.artistsNames()} className="text-sm text-secondary hover:text-primary hover:underline">
          艺术家姓名索引
        </AppLink>
      </div>
      <LetterBar base={paths.artists()} current={letter} available={data.artistInitials} />
      {/* A new letter is a new list: key it so pagination state starts afresh. */}
      <ArtistList key={letter ?? "all"} query={data} />
    </section>
  );
}
