import { graphql } from "react-relay/hooks";
import { paths } from "../../../../system/paths";
import { usePageQuery } from "../../../../system/pageQuery";
import { consoleLoader, PublishingList } from "../../components";
import type { OpsGalleriesPageQuery } from "./__generated__/OpsGalleriesPageQuery.graphql";

const query = graphql`
  query OpsGalleriesPageQuery {
    opsGalleries {
      id
      title: name
      city
      stateLabel
      hasDraft
      state
      publishAt
    }
  }
`;

export const load = consoleLoader<OpsGalleriesPageQuery>(query, { title: "画廊", description: "画廊" });

/** /ops/galleries: the galleries an editor keeps (every one), the most recently saved first, and a new one. */
export function OpsGalleriesPage() {
  const data = usePageQuery<OpsGalleriesPageQuery>(query);
  return (
    <PublishingList
      id="ops-galleries"
      title="画廊"
      newLabel="新建画廊"
      edit={paths.ops.galleryEdit}
      items={data.opsGalleries}
      empty="还没有画廊"
      stateTestId="ops-gallery-state"
      detail={(g) => g.city}
    />
  );
}
