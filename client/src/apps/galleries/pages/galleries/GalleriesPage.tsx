import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import type { Environment } from "relay-runtime";
import { loadQuery, type PageData } from "../../../../system/pageLoader";
import { letterParam } from "../../../../system/letterParam";
import { AppLink } from "../../../../components/AppLink/AppLink";
import { LetterBar } from "../../../../components/LetterBar/LetterBar";
import { letterLabel } from "../../../../lib/artistIndex";
import { GalleryList, PAGE_SIZE } from "../../../../features/catalogue/GalleryList/GalleryList";
import type { GalleriesPageQuery } from "./__generated__/GalleriesPageQuery.graphql";
import { paths } from "../../../../system/paths";

const query = graphql`
  query GalleriesPageQuery($first: Int!, $where: GalleryWhereInput) {
    galleryInitials
    ...GalleryList_query @arguments(first: $first, where: $where)
  }
`;

type Vars = GalleriesPageQuery["variables"];
type Data = PageData<Vars> & { letter: string | null };

/** /galleries and /galleries/{letter} (A–Z, or 'other' for '#'). */
export async function load(env: Environment, args: LoaderFunctionArgs): Promise<Data> {
  const letter = letterParam(args, paths.galleries);
  const variables: Vars = { first: PAGE_SIZE, where: letter ? { initial: letter } : null };
  await loadQuery<GalleriesPageQuery>(env, query, variables);
  const title = letter ? `画廊 · ${letterLabel(letter)}` : "画廊";
  const description = letter
    ? `拼音首字母为 ${letterLabel(letter)} 的画廊：空间、代理艺术家与在售作品。`
    : "平台上的画廊与艺术机构，按拼音首字母索引：空间、代理艺术家、展览与在售作品。";
  return { variables, letter, meta: { title, description } };
}

export function GalleriesPage() {
  const { variables, letter } = useLoaderData() as Data;
  const data = useLazyLoadQuery<GalleriesPageQuery>(query, variables, { fetchPolicy: "store-or-network" });
  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <div className="flex flex-wrap items-baseline justify-between gap-4">
        <h1 className="font-serif text-3xl font-bold">{letter ? `画廊 · ${letterLabel(letter)}` : "画廊"}</h1>
        <AppLink to={paths.galleriesNames()} className="text-sm text-secondary hover:text-primary hover:underline">
          画廊名称索引
        </AppLink>
      </div>
      <LetterBar base={paths.galleries()} current={letter} available={data.galleryInitials} />
      <GalleryList key={letter ?? "all"} query={data} />
    </section>
  );
}
