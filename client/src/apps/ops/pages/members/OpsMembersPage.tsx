import { useState } from "react";
import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { useLoaderData, useNavigate, type LoaderFunctionArgs } from "react-router";
import { createOperationDescriptor, fetchQuery, getRequest, type Environment } from "relay-runtime";
import { AppLink } from "../../../../components/AppLink/AppLink";
import { SubmitButton, TextField } from "../../../../components/form";
import type { PageData } from "../../../../system/pageLoader";
import { paths } from "../../../../system/paths";
import { searchError } from "../../opsRules";
import type { OpsMembersPageQuery } from "./__generated__/OpsMembersPageQuery.graphql";

const query = graphql`
  query OpsMembersPageQuery($q: String!, $search: Boolean!) {
    opsMembers(query: $q) @include(if: $search) {
      id
      number
      username
      nickname
      maskedMobile
      maskedEmail
      statusLabel
    }
  }
`;

type Vars = OpsMembersPageQuery["variables"];

export async function load(env: Environment, args: LoaderFunctionArgs): Promise<PageData<Vars>> {
  const q = (new URL(args.request.url).searchParams.get("q") ?? "").trim();
  const variables: Vars = { q, search: q !== "" && searchError(q) === undefined };
  await fetchQuery<OpsMembersPageQuery>(env, query, variables, { fetchPolicy: "network-only" }).toPromise().catch(() => undefined);
  env.retain(createOperationDescriptor(getRequest(query), variables));
  return { variables, meta: { title: "会员管理", description: "查找会员" } };
}

/** /ops/members?q=: find members by mobile, e-mail, username or number; each opens its page. */
export function OpsMembersPage() {
  const { variables } = useLoaderData() as PageData<Vars>;
  const data = useLazyLoadQuery<OpsMembersPageQuery>(query, variables, { fetchPolicy: "store-or-network" });
  const navigate = useNavigate();
  const [q, setQ] = useState(variables.q);
  const [error, setError] = useState<string | undefined>(variables.q !== "" ? searchError(variables.q) : undefined);
  const found = data.opsMembers ?? [];
  return (
    <section aria-labelledby="ops-members-h">
      <h1 id="ops-members-h" className="mb-4 text-xl font-bold">
        会员管理
      </h1>
      <form
        role="search"
        className="flex flex-col gap-2 sm:flex-row sm:items-end"
        onSubmit={(ev) => {
          ev.preventDefault();
          const e = searchError(q);
          setError(e);
          if (!e) navigate(paths.ops.members(q.trim()));
        }}
      >
        <div className="flex-1">
          <TextField label="手机号、邮箱、用户名或会员编号" value={q} onChange={setQ} error={error} name="q" maxLength={200} />
        </div>
        <div className="sm:w-32">
          <SubmitButton busy={false} label="搜索" busyLabel="搜索中…" />
        </div>
      </form>
      {variables.search && (
        <div className="mt-4" data-testid="ops-member-results">
          {found.length === 0 ? (
            <p className="text-secondary">没有找到会员</p>
          ) : (
            <ul className="divide-y divide-gray-200 rounded border border-gray-200 bg-white">
              {found.map((m) => (
                <li key={m.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 p-3" data-testid="ops-member-row">
                  <AppLink to={paths.ops.member(m.id)} className="font-medium text-primary underline">
                    {m.nickname || m.username}
                  </AppLink>
                  <span className="text-sm text-secondary">编号 {m.number}</span>
                  <span className="text-sm text-secondary">{m.maskedMobile ?? "未绑定手机"}</span>
                  <span className="text-sm text-secondary">{m.maskedEmail ?? "未绑定邮箱"}</span>
                  <span className="text-sm">{m.statusLabel}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
