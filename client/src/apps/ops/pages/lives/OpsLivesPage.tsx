import { graphql } from "react-relay/hooks";
import { AppLink } from "../../../../components/AppLink/AppLink";
import { formatShanghaiDateTime } from "../../../../format/date";
import { paths } from "../../../../system/paths";
import { usePageQuery } from "../../../../system/pageQuery";
import { ConsoleList, ConsoleSection, consoleLoader } from "../../components";
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
    <ConsoleSection id="ops-lives" title="直播发布" intro={<AppLink to={paths.ops.live("new")} className="text-primary underline">新建直播</AppLink>}>
      <ConsoleList items={data.opsLives} empty="还没有直播" variant="rows" testId="ops-lives">
        {(l) => (
          <li key={l.id} className="p-3">
            <AppLink to={paths.ops.live(l.id)} className="font-semibold text-primary hover:underline">
              {l.title}
            </AppLink>
            <p className="mt-1 text-sm text-secondary">
              {l.host} · {formatShanghaiDateTime(l.startsAt)} 开播 · <span data-testid="ops-live-state">{l.stateLabel}</span>
              {l.hasDraft && l.state === "PUBLISHED" ? " · 有未发布的修改" : ""}
              {l.publishAt ? ` · ${formatShanghaiDateTime(l.publishAt)} 发布` : ""}
            </p>
          </li>
        )}
      </ConsoleList>
    </ConsoleSection>
  );
}
