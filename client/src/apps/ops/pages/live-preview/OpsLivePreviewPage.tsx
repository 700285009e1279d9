import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { useLoaderData } from "react-router";
import { AppLink } from "../../../../components/AppLink/AppLink";
import { LiveCard } from "../../../../components/LiveCard/LiveCard";
import { paths } from "../../../../system/paths";
import type { PageData } from "../../../../system/pageLoader";
import { consoleLoader } from "../../components";
import type { OpsLivePreviewPageQuery } from "./__generated__/OpsLivePreviewPageQuery.graphql";

const query = graphql`
  query OpsLivePreviewPageQuery($id: ID!) {
    livePreview(id: $id) {
      description
      ...LiveCard_artLive
    }
  }
`;

type Vars = OpsLivePreviewPageQuery["variables"];

export const load = consoleLoader<OpsLivePreviewPageQuery>(query, { title: "直播预览", description: "直播预览" }, { variables: (args) => ({ id: args.params.live_id ?? "" }) });

/** /ops/lives/{id}/preview: the live's card on the lives pages as it will look once published (its draft); editors only. */
export function OpsLivePreviewPage() {
  const { variables } = useLoaderData() as PageData<Vars>;
  const data = useLazyLoadQuery<OpsLivePreviewPageQuery>(query, variables, { fetchPolicy: "network-only" });
  const l = data.livePreview;
  return (
    <div className="flex flex-col gap-3">
      <p className="rounded bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="preview-banner">
        预览：这是直播发布后在直播列表中的样子，观众现在还看不到这些修改。{" "}
        <AppLink to={paths.ops.live(variables.id)} className="underline">
          返回编辑
        </AppLink>
      </p>
      {l ? (
        <div className="max-w-md rounded border border-gray-200 bg-white p-3" data-testid="live-preview">
          <LiveCard live={l} />
          {l.description ? <p className="mt-2 text-sm">{l.description}</p> : null}
        </div>
      ) : (
        <p className="text-secondary">直播不存在</p>
      )}
    </div>
  );
}
