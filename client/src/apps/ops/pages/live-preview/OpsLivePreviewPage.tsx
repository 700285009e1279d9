import { graphql } from "react-relay/hooks";
import { LiveCard } from "../../../../components/LiveCard/LiveCard";
import { previewPage } from "../../components";
import type { OpsLivePreviewPageQuery } from "./__generated__/OpsLivePreviewPageQuery.graphql";

const query = graphql`
  query OpsLivePreviewPageQuery($id: ID!) {
    livePreview(id: $id) {
      description
      ...LiveCard_artLive
    }
  }
`;

/** /ops/lives/{id}/preview: the live's card on the lives pages as it will look once published (its draft). */
export const { load, PreviewPage: OpsLivePreviewPage } = previewPage<OpsLivePreviewPageQuery>(query, "live", ({ livePreview: l }) =>
  l ? (
    <div className="max-w-md rounded border border-gray-200 bg-white p-3" data-testid="live-preview">
      <LiveCard live={l} />
      {l.description ? <p className="mt-2 text-sm">{l.description}</p> : null}
    </div>
  ) : null,
);
