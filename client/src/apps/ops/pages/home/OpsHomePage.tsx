import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import type { LoaderFunctionArgs } from "react-router";
import { createOperationDescriptor, fetchQuery, getRequest, type Environment } from "relay-runtime";
import { AppLink } from "../../../../components/AppLink/AppLink";
import type { PageData } from "../../../../system/pageLoader";
import { sectionPath } from "../../consoleSections";
import type { OpsHomePageQuery } from "./__generated__/OpsHomePageQuery.graphql";

const query = graphql`
  query OpsHomePageQuery {
    console {
      queues {
        kind
        label
        count
        section
      }
    }
  }
`;

export async function load(env: Environment, _args: LoaderFunctionArgs): Promise<PageData<Record<string, never>>> {
  await fetchQuery<OpsHomePageQuery>(env, query, {}, { fetchPolicy: "network-only" }).toPromise();
  env.retain(createOperationDescriptor(getRequest(query), {}));
  return { variables: {}, meta: { title: "运营后台", description: "待处理的队列与数量" } };
}

/** /ops: the queues of the member's roles, with their counts; each links to the page that works it. */
export function OpsHomePage() {
  const data = useLazyLoadQuery<OpsHomePageQuery>(query, {}, { fetchPolicy: "store-or-network" });
  const queues = data.console?.queues ?? [];
  return (
    <section aria-labelledby="ops-home-h">
      <h1 id="ops-home-h" className="mb-4 text-xl font-bold">
        待处理
      </h1>
      {queues.length === 0 ? (
        <p className="text-secondary">你的角色暂无待处理的队列。</p>
      ) : (
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {queues.map((q) => (
            <li key={q.kind} className="rounded border border-gray-200 bg-white p-4" data-testid="ops-queue" data-kind={q.kind}>
              <p className="text-sm text-secondary">{q.label}</p>
              <p className="mt-1 text-3xl font-bold" data-testid="ops-queue-count">
                {q.count}
              </p>
              {q.section ? (
                <AppLink to={sectionPath(q.section)} className="mt-2 inline-block text-sm text-primary underline">
                  去处理
                </AppLink>
              ) : (
                <p className="mt-2 text-xs text-secondary">处理页面即将上线</p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
