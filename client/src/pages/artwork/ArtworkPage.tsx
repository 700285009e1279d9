import { graphql, useLazyLoadQuery } from "react-relay";
import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import type { Environment } from "relay-runtime";
import { loadQuery, notFound, numberParam, pathOf, type PageData } from "../../app/pageLoader";
import { AppLink } from "../../components/AppLink/AppLink";
import { formatFen } from "../../format/money";
import { formatDimensions } from "../../format/artwork";
import { ArtworkImages } from "./ArtworkImages";
import type { ArtworkPageQuery } from "./__generated__/ArtworkPageQuery.graphql";

const query = graphql`
  query ArtworkPageQuery($number: Int!) {
    artworkByNumber(number: $number) {
      id
      title
      year
      mediumLabel
      materials
      widthCm
      heightCm
      depthCm
      edition
      description
      priceFen
      status
      statusLabel
      artist {
        number
        name
        nameEn
        birthYear
        region
      }
      ...ArtworkImages_artwork
    }
  }
`;

type Vars = ArtworkPageQuery["variables"];

export async function load(env: Environment, args: LoaderFunctionArgs): Promise<PageData<Vars>> {
  const variables: Vars = { number: numberParam(args, "artwork_id") };
  const res = await loadQuery<ArtworkPageQuery>(env, query, variables);
  const a = res.artworkByNumber;
  if (!a) notFound(pathOf(args));
  return {
    variables,
    meta: {
      title: `${a.artist.name}《${a.title}》`,
      description: `${a.artist.name}《${a.title}》，${a.year ?? ""} ${a.mediumLabel}，${formatDimensions(a.heightCm, a.widthCm, a.depthCm)}。`,
    },
  };
}

export function ArtworkPage() {
  const { variables } = useLoaderData() as PageData<Vars>;
  const data = useLazyLoadQuery<ArtworkPageQuery>(query, variables, { fetchPolicy: "store-or-network" });
  const a = data.artworkByNumber;
  if (!a) return null;
  const facts: [string, string | null | undefined][] = [
    ["类别", a.mediumLabel],
    ["材质", a.materials],
    ["尺寸", formatDimensions(a.heightCm, a.widthCm, a.depthCm)],
    ["年代", a.year ? `${a.year} 年` : null],
    ["版数", a.edition],
  ];
  return (
    <article className="mx-auto grid max-w-7xl gap-10 px-4 py-10 md:grid-cols-[3fr_2fr]">
      <ArtworkImages artwork={a} />
      <div>
        <AppLink to={`/artist/${a.artist.number}`} className="text-lg font-semibold hover:underline">
          {a.artist.name}
        </AppLink>
        {a.artist.nameEn ? <p className="text-sm text-secondary">{a.artist.nameEn}</p> : null}
        <p className="text-sm text-secondary">
          {[a.artist.region, a.artist.birthYear ? `${a.artist.birthYear} 年生` : null].filter(Boolean).join(" · ")}
        </p>
        <h1 className="mt-4 font-serif text-3xl">
          《{a.title}》{a.year ? <span className="text-secondary">，{a.year}</span> : null}
        </h1>
        <dl className="mt-6 grid grid-cols-[5em_1fr] gap-y-2 text-sm">
          {facts
            .filter(([, v]) => v)
            .map(([k, v]) => (
              <div key={k} className="contents">
                <dt className="text-secondary">{k}</dt>
                <dd>{v}</dd>
              </div>
            ))}
        </dl>
        <div className="mt-8 border-t border-black/10 pt-6">
          {a.status === "AVAILABLE" ? (
            <p className="text-2xl font-bold" data-testid="artwork-price">
              {formatFen(a.priceFen)}
            </p>
          ) : (
            <p className="text-xl font-semibold text-secondary" data-testid="artwork-status">
              {a.statusLabel}
            </p>
          )}
        </div>
        {a.description ? <p className="mt-8 leading-7 text-primary/90">{a.description}</p> : null}
      </div>
    </article>
  );
}
