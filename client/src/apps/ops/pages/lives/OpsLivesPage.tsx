import { graphql } from "react-relay/hooks";
import { formatShanghaiDateTime } from "../../../../format/date";
import { paths } from "../../../../system/paths";
import { usePageQuery } from "../../../../system/pageQuery";
import { consoleLoader, PublishingList } from "../../components";
import type { OpsLivesPageQuery } from "./__generated__/OpsLivesPageQuery.graphql";

const query = graphql`
  query OpsLivesPageQuery {
    opsLives {
      id
      title
      host
      startsAt
      stateLabel
      hasDraft
      state
      publishAt
    }
  }
`;

export const load = consoleLoader<OpsLivesPageQuery>(query, { title: "直播发布", description: "直播发布" });

/** /ops/lives: the art lives an editor keeps, the most recently saved first, and a new one. */
export function OpsLivesPage() {
  const data = usePageQuery<OpsLivesPageQuery>(query);
  return (
    <PublishingList id="ops-lives" title="直播发布" newLabel="新建直播" empty="还没有直播" stateTestId="ops-live-state" edit={paths.ops.live} items={data.opsLives}
      detail={(l) => `${l.host} · ${formatShanghaiDateTime(l.startsAt)} 开播`}
    />
  );
}
