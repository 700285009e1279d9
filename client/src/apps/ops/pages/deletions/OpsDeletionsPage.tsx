import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { useLoaderData } from "react-router";
import { createOperationDescriptor, fetchQuery, getRequest, type Environment } from "relay-runtime";
import { AppLink } from "../../../../components/AppLink/AppLink";
import { formatShanghaiFull } from "../../../../format/date";
import type { PageData } from "../../../../system/pageLoader";
import { paths } from "../../../../system/paths";
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

type Vars = OpsDeletionsPageQuery["variables"];

export async function load(env: Environment): Promise<PageData<Vars>> {
  const variables: Vars = {};
  await fetchQuery<OpsDeletionsPageQuery>(env, query, variables, { fetchPolicy: "network-only" }).toPromise().catch(() => undefined);
  env.retain(createOperationDescriptor(getRequest(query), variables));
  return { variables, meta: { title: "注销申请", description: "注销申请" } };
}

/** /ops/deletions: the pending deletion requests, the first to end first; each opens the member's page, where a due one is processed. */
export function OpsDeletionsPage() {
  const { variables } = useLoaderData() as PageData<Vars>;
  const data = useLazyLoadQuery<OpsDeletionsPageQuery>(query, variables, { fetchPolicy: "store-or-network" });
  const rows = data.opsDeletions;
  return (
    <section aria-labelledby="ops-deletions-h">
      <h1 id="ops-deletions-h" className="mb-1 text-xl font-bold">
        注销申请
      </h1>
      <p className="mb-4 text-sm text-secondary">冷静期结束后，系统会自动注销；也可以在会员详情页立即处理。</p>
      {rows.length === 0 ? (
        <p className="text-secondary">没有冷静期中的注销申请</p>
      ) : (
        <ul className="divide-y divide-gray-200 rounded border border-gray-200 bg-white" data-testid="ops-deletion-rows">
          {rows.map((m) => (
            <li key={m.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 p-3" data-testid="ops-deletion-row">
              <AppLink to={paths.ops.member(m.id)} className="font-medium text-primary underline">
                {m.nickname || m.username}
              </AppLink>
              <span className="text-sm text-secondary">编号 {m.number}</span>
              {m.deletion ? (
                <>
                  <span className="text-sm text-secondary">申请于 {formatShanghaiFull(m.deletion.requestedAt)}</span>
                  <span className="text-sm">{m.deletion.due ? "冷静期已结束，可处理" : `冷静期至 ${formatShanghaiFull(m.deletion.eraseAt)}`}</span>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
