import { graphql } from "react-relay/hooks";
import { paths } from "../../../../system/paths";
import { editorPage, GalleryEditor, PublishingHeading, type KeptGallery } from "../../components";
import type { OpsGalleryEditPageQuery } from "./__generated__/OpsGalleryEditPageQuery.graphql";

const query = graphql`
  query OpsGalleryEditPageQuery($id: ID!, $isNew: Boolean!) {
    opsGallery(id: $id) @skip(if: $isNew) {
      ...GalleryEditor_gallery @relay(mask: false)
    }
  }
`;

function GalleryForm({ piece }: { piece: KeptGallery | null }) {
  return (
    <div className="flex flex-col gap-4">
      <PublishingHeading kind="gallery" title={piece ? "编辑画廊" : "新建画廊"} piece={piece} back={{ to: paths.ops.galleries(), label: "全部画廊" }} />
      <GalleryEditor gallery={piece} edit={paths.ops.galleryEdit} preview={paths.ops.galleryPreview} />
    </div>
  );
}

/** /ops/galleries/{id|new}: an editor's gallery form (saved as a draft), its preview and publishing. */
export const { load, EditorPage: OpsGalleryEditPage } = editorPage<OpsGalleryEditPageQuery, KeptGallery>(query, "gallery_id", "画廊", (d) => d.opsGallery, GalleryForm);
