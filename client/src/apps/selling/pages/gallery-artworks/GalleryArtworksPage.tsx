import { graphql, useFragment, useLazyLoadQuery } from "react-relay/hooks";
import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import { createOperationDescriptor, fetchQuery, getRequest, type Environment } from "relay-runtime";
import { AppLink } from "../../../../components/AppLink/AppLink";
import { formatFen } from "../../../../format/money";
import { formatShanghaiFull } from "../../../../format/date";
import { notFound, pathOf, type PageData } from "../../../../system/pageLoader";
import { paths } from "../../../../system/paths";
import { WorkActions } from "../../components/WorkActions";
import type { GalleryArtworksPageQuery } from "./__generated__/GalleryArtworksPageQuery.graphql";
import type { GalleryArtworksPageGalleriesQuery } from "./__generated__/GalleryArtworksPageGalleriesQuery.graphql";
import type { GalleryArtworksPage_work$key } from "./__generated__/GalleryArtworksPage_work.graphql";

/** How many of a gallery's works the page shows (the newest change first). */
export const GALLERY_WORKS_SHOWN = 100;

export const GALLERY_WORKS_TEXT = {
  title: "画廊作品",
  publish: "发布画廊作品",
  empty: "画廊还没有发布作品。",
  note: "画廊作品与会员作品使用同一表单，提交后进入同一审核；审核通过后在画廊主页和作品列表上架，由画廊出售。",
  untitled: "未命名作品",
  unpriced: "未定价",
  view: "查看公开页面",
} as const;

const galleriesQuery = graphql`
  query GalleryArtworksPageGalleriesQuery {
    managedGalleries {
      id
      number
      name
    }
  }
`;

const query = graphql`
  query GalleryArtworksPageQuery($galleryID: ID!, $first: Int!) {
    managedGalleries {
      id
      number
      name
    }
    galleryWorks(galleryID: $galleryID, first: $first) {
      totalCount
      edges {
        node {
          id
          ...GalleryArtworksPage_work
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

/** One of the gallery's works: cover, title, price, state (a rejection's reason), and the moves the API allows. */
function GalleryWorkRow({ work }: { work: GalleryArtworksPage_work$key }) {
  const a = useFragment(
    graphql`
      fragment GalleryArtworksPage_work on Work {
        number
        title
        state
        stateLabel
        priceFen
        rejectReason
        updatedAt
        artwork {
          number
        }
        cover {
          url(width: 320)
        }
        ...WorkActions_work
      }
    `,
    work,
  );
  const title = a.title || GALLERY_WORKS_TEXT.untitled;
  const publicNumber = a.state === "listed" || a.state === "sold" ? (a.artwork?.number ?? null) : null;
  return (
    <li className="flex gap-4 py-4" data-testid="gallery-work" data-state={a.state}>
      <div className="h-24 w-24 shrink-0 overflow-hidden rounded bg-black/5">
        {a.cover ? <img src={a.cover.url} alt={title} loading="lazy" className="h-full w-full object-cover" /> : null}
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-2">
          <span className="truncate font-medium" data-testid="gallery-work-title">
            {title}
          </span>
          <span className="shrink-0 rounded bg-black/5 px-2 py-0.5 text-xs" data-testid="gallery-work-state">
            {a.stateLabel}
          </span>
        </div>
        <p className="mt-1 text-sm font-semibold">{a.priceFen ? formatFen(a.priceFen) : <span className="font-normal text-secondary">{GALLERY_WORKS_TEXT.unpriced}</span>}</p>
        {a.state === "rejected" && a.rejectReason ? (
          <p className="mt-1 text-sm text-error" data-testid="gallery-work-reason">
            未通过原因：{a.rejectReason}
          </p>
        ) : null}
        <p className="mt-1 text-xs text-secondary">更新于 {formatShanghaiFull(a.updatedAt)}</p>
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <WorkActions work={a} editPath={paths.ops.galleryEditArtwork} />
          {publicNumber !== null ? (
            <AppLink to={paths.artwork(publicNumber)} className="text-sm text-primary hover:underline">
              {GALLERY_WORKS_TEXT.view}
            </AppLink>
          ) : null}
        </div>
      </div>
    </li>
  );
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
            <GalleryWorkRow key={w.id} work={w} />
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
