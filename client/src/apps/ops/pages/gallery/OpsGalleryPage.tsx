import { graphql } from "react-relay/hooks";
import { paths } from "../../../../system/paths";
import { usePageQuery } from "../../../../system/pageQuery";
import { consoleLoader, GalleryEditor, PublishingHeading } from "../../components";
import type { OpsGalleryPageQuery } from "./__generated__/OpsGalleryPageQuery.graphql";

const query = graphql`
  query OpsGalleryPageQuery {
    opsGalleries {
      ...GalleryEditor_gallery @relay(mask: false)
    }
  }
`;

export const load = consoleLoader<OpsGalleryPageQuery>(query, { title: "画廊空间", description: "画廊空间" });

/**
 * /ops/gallery: the galleries a gallery manager keeps, each in the galleries' editor: its profile and pictures saved
 * as a draft, previewed, then published (a manager publishes; withdrawing a gallery is an editor's decision).
 */
export function OpsGalleryPage() {
  const data = usePageQuery<OpsGalleryPageQuery>(query);
  return (
    <div className="flex flex-col gap-6">
      {data.opsGalleries.length === 0 ? (
        <>
          <h1 className="text-xl font-bold">画廊空间</h1>
          <p className="text-secondary">没有负责的画廊</p>
        </>
      ) : null}
      {data.opsGalleries.map((g) => (
        <section key={g.id} className="flex flex-col gap-4" aria-label={g.name}>
          <PublishingHeading kind="gallery" title={`画廊空间：${g.name}`} piece={g} back={{ to: paths.ops.home(), label: "返回控制台" }} />
          <GalleryEditor gallery={g} edit={null} preview={paths.ops.managedGalleryPreview} />
        </section>
      ))}
    </div>
  );
}
