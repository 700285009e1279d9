import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import { createOperationDescriptor, fetchQuery, getRequest, type Environment } from "relay-runtime";
import { AppLink } from "../../../../components/AppLink/AppLink";
import { notFound, pathOf, type PageData } from "../../../../system/pageLoader";
import { paths } from "../../../../system/paths";
import { MyWorkCard } from "../my-works/MyWorksPage";
import type { GalleryArtworksPageQuery } from "./__generated__/GalleryArtworksPageQuery.graphql";
import type { GalleryArtworksPageGalleriesQuery } from "./__generated__/GalleryArtworksPageGalleriesQuery.graphql";

/** How many of a gallery's works the page shows (the newest change first). */
export const GALLERY_WORKS_SHOWN = 100;

export const GALLERY_WORKS_TEXT = {
  title: "画廊作品",
  publish: "发布画廊作品",
  empty: "画廊还没有发布作品。",
  note: "画廊作品与会员作品使用同一表单，提交后进入同一审核；审核通过后在画廊主页和作品列表上架，由画廊出售。",
} as const;

const galleriesQuery = graphql`
  query GalleryArtworksPageGalleriesQuery {
    managedGalleries {
      id
      name
    }
  }
`;

const query = graphql`
  query GalleryArtworksPageQuery($galleryID: ID!, $first: Int!) {
    managedGalleries {
      id
      name
    }
    galleryWorks(galleryID: $galleryID, first: $first) {
      totalCount
      edges {
        node {
          id
          ...MyWorksPage_work
        }
      }
    }
  }
`;

type Vars = GalleryArtworksPageQuery["variables"];

/**
 * /ops/gallery-artworks(?gallery=): the works for sale of one gallery the manager keeps (the first when none is
 * named), read afresh on every visit. A gallery they do not keep is unknown: the same 404 as a missing one.
 */
export async function load(env: Environment, args: LoaderFunctionArgs): Promise<PageData<Vars | null>> {
  const meta = { title: GALLERY_WORKS_TEXT.title, description: GALLERY_WORKS_TEXT.title };
  const named = new URL(args.request.url).searchParams.get("gallery");
  const g = await fetchQuery<GalleryArtworksPageGalleriesQuery>(env, galleriesQuery, {}, { fetchPolicy: "network-only" }).toPromise();
  const galleries = g?.managedGalleries ?? [];
  const chosen = named === null ? galleries[0] : galleries.find((x) => x.id === named);
  if (named !== null && !chosen) notFound(pathOf(args));
  if (!chosen) return { variables: null, meta };
  const variables: Vars = { galleryID: chosen.id, first: GALLERY_WORKS_SHOWN };
  await fetchQuery<GalleryArtworksPageQuery>(env, query, variables, { fetchPolicy: "network-only" }).toPromise();
  env.retain(createOperationDescriptor(getRequest(query), variables));
  return { variables, meta };
}

function GalleryWorks({ variables }: { variables: Vars }) {
  const data = useLazyLoadQuery<GalleryArtworksPageQuery>(query, variables, { fetchPolicy: "store-or-network" });
  const galleries = data.managedGalleries;
  const works = data.galleryWorks.edges?.flatMap((e) => (e?.node ? [e.node] : [])) ?? [];
  return (
    <>
      {galleries.length > 1 ? (
        <nav aria-label="画廊" className="flex flex-wrap gap-2">
          {galleries.map((g) => (
            <AppLink
              key={g.id}
              to={paths.ops.galleryArtworks(g.id)}
              aria-current={g.id === variables.galleryID ? "page" : undefined}
              className={`rounded px-3 py-1 text-sm ${g.id === variables.galleryID ? "bg-primary text-white" : "bg-white text-primary hover:bg-gray-100"}`}
            >
              {g.name}
            </AppLink>
          ))}
        </nav>
      ) : null}
      <div className="flex items-center justify-between gap-4">
        <p className="text-sm text-secondary">
          {galleries.find((g) => g.id === variables.galleryID)?.name} · 共 {data.galleryWorks.totalCount} 件
        </p>
        <AppLink to={paths.ops.galleryPublishArtwork(variables.galleryID)} className="rounded bg-primary px-4 py-2 text-sm text-white hover:opacity-90" data-testid="gallery-publish">
          {GALLERY_WORKS_TEXT.publish}
        </AppLink>
      </div>
      {works.length === 0 ? (
        <p className="text-sm text-secondary">{GALLERY_WORKS_TEXT.empty}</p>
      ) : (
        <ul className="divide-y divide-black/10 rounded border border-gray-200 bg-white px-4" data-testid="gallery-works">
          {works.map((w) => (
            <MyWorkCard key={w.id} work={w} pageOf={paths.ops.galleryEditArtwork} editPath={paths.ops.galleryEditArtwork} />
          ))}
        </ul>
      )}
    </>
  );
}

/** The console's page of a gallery's works for sale. */
export function GalleryArtworksPage() {
  const { variables } = useLoaderData() as PageData<Vars | null>;
  return (
    <section className="flex flex-col gap-4" aria-labelledby="gallery-works-h" data-testid="gallery-works-page">
      <h1 id="gallery-works-h" className="text-xl font-bold">
        {GALLERY_WORKS_TEXT.title}
      </h1>
      <p className="text-sm text-secondary">{GALLERY_WORKS_TEXT.note}</p>
      {variables ? <GalleryWorks variables={variables} /> : <p className="text-sm text-secondary">{GALLERY_WORKS_TEXT.empty}</p>}
    </section>
  );
}
