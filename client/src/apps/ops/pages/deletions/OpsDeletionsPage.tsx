import { graphql } from "react-relay/hooks";
import { formatShanghaiFull } from "../../../../format/date";
import { usePageQuery } from "../../../../system/pageQuery";
import { ConsoleList, ConsoleSection, consoleLoader, MemberRow } from "../../components";
import type { OpsDeletionsPageQuery } from "./__generated__/OpsDeletionsPageQuery.graphql";

const query = graphql`
  query OpsDeletionsPageQuery {
    opsDeletions {
      id
      number
      username
      nickname
      deletion {
        requestedAt
        eraseAt
        due
      }
    }
  }
`;


export const load = consoleLoader<OpsDeletionsPageQuery>(query, { title: "注销申请", description: "注销申请" });

/** /ops/deletions: the pending deletion requests, the first to end first; each opens the member's page, where a due one is processed. */
export function OpsDeletionsPage() {
  const data = usePageQuery<OpsDeletionsPageQuery>(query);
  const rows = data.opsDeletions;
  return (
    <ConsoleSection id="ops-deletions-h" title="注销申请" intro="冷静期结束后，系统会自动注销；也可以在会员详情页立即处理。">
      <ConsoleList items={rows} empty="没有冷静期中的注销申请" variant="rows" testId="ops-deletion-rows">
        {(m) => (
          <MemberRow key={m.id} m={m} testId="ops-deletion-row">
            {m.deletion ? (
              <>
                <span className="text-sm text-secondary">申请于 {formatShanghaiFull(m.deletion.requestedAt)}</span>
                <span className="text-sm">{m.deletion.due ? "冷静期已结束，可处理" : `冷静期至 ${formatShanghaiFull(m.deletion.eraseAt)}`}</span>
              </>
            ) : null}
          </MemberRow>
        )}
      </ConsoleList>
    </ConsoleSection>
  );
}
