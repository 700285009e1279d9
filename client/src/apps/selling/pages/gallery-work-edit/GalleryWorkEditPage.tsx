import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import { createOperationDescriptor, fetchQuery, getRequest, type Environment } from "relay-runtime";
import { AppLink } from "../../../../components/AppLink/AppLink";
import { idParam } from "../../../../system/routeSpec";
import { notFound, pathOf, type PageData } from "../../../../system/pageLoader";
import { paths } from "../../../../system/paths";
import { WorkForm, type WorkPages } from "../../components/WorkForm";
import { MobileGate } from "../../components/MobileGate";
import { EDIT_TEXT } from "../edit/EditPage";
import type { GalleryWorkEditPageQuery } from "./__generated__/GalleryWorkEditPageQuery.graphql";

const query = graphql`
  query GalleryWorkEditPageQuery($number: Int!, $hasWork: Boolean!) {
    managedGalleries {
      id
      name
    }
    viewer {
      id
      ...MobileGate_member
      work(number: $number) @include(if: $hasWork) {
        id
        number
        state
        gallery {
          id
        }
        ...WorkForm_work @alias(as: "form")
      }
    }
  }
`;

type Vars = GalleryWorkEditPageQuery["variables"];
type Data = PageData<Vars> & { galleryID: string | null };

/**
 * The new work's gallery (/ops/gallery-artworks/new?gallery=) or the work's number (/ops/gallery-artworks/{n}/edit);
 * a malformed number is a 404.
 */
function subject(args: LoaderFunctionArgs): { number: number | null; gallery: string | null } {
  const raw = args.params.artwork_id;
  if (raw !== undefined && !idParam.test(raw)) notFound(pathOf(args));
  return { number: raw === undefined ? null : Number(raw), gallery: new URL(args.request.url).searchParams.get("gallery") };
}

/**
 * The loader: the work must be a listing of a gallery the manager keeps, and a new one's gallery one they keep;
 * anything else (another gallery's work or gallery, a member's own work, nothing) is the 404 of a missing page.
 */
export async function load(env: Environment, args: LoaderFunctionArgs): Promise<Data> {
  const { number, gallery } = subject(args);
  const variables: Vars = { number: number ?? 0, hasWork: number !== null };
  const data = await fetchQuery<GalleryWorkEditPageQuery>(env, query, variables, { fetchPolicy: "network-only" }).toPromise();
  env.retain(createOperationDescriptor(getRequest(query), variables));
  const title = number === null ? "发布画廊作品" : "编辑画廊作品";
  const meta = { title, description: title, noindex: true };
  if (!data?.viewer) return { variables, galleryID: null, meta }; // the member gate shows the login for a visitor
  const kept = new Set(data.managedGalleries.map((g) => g.id));
  const galleryID = number === null ? gallery : (data.viewer.work?.gallery?.id ?? null);
  if (galleryID === null || !kept.has(galleryID)) notFound(pathOf(args));
  return { variables, galleryID, meta };
}

/** The console's form of a gallery's work: the members' publish form, its draft listed for the gallery. */
export function GalleryWorkEditPage() {
  const { variables, galleryID } = useLoaderData() as Data;
  const data = useLazyLoadQuery<GalleryWorkEditPageQuery>(query, variables, { fetchPolicy: "store-or-network" });
  if (!data.viewer || galleryID === null) return null;
  const gallery = data.managedGalleries.find((g) => g.id === galleryID);
  const work = data.viewer.work ?? null;
  const pages: WorkPages = {
    publish: paths.ops.galleryPublishArtwork(),
    edit: paths.ops.galleryEditArtwork,
    done: () => paths.ops.galleryArtworks(galleryID),
  };
  const refusal = work?.state === "sold" ? EDIT_TEXT.sold : work?.state === "pending" ? EDIT_TEXT.pending : null;
  return (
    <section className="flex max-w-3xl flex-col gap-4" aria-labelledby="gallery-work-h" data-testid="gallery-work-edit">
      <div className="flex items-baseline justify-between gap-4">
        <h1 id="gallery-work-h" className="text-xl font-bold">
          {work ? "编辑画廊作品" : "发布画廊作品"}
        </h1>
        <AppLink to={paths.ops.galleryArtworks(galleryID)} className="text-sm text-secondary hover:text-primary hover:underline">
          {gallery?.name ?? "画廊作品"}
        </AppLink>
      </div>
      {refusal ? (
        <p className="text-sm" data-testid="edit-refused">
          {refusal}
        </p>
      ) : (
        <MobileGate member={data.viewer}>
          <WorkForm work={work?.form ?? null} gallery={{ id: galleryID, pages }} />
        </MobileGate>
      )}
    </section>
  );
}
