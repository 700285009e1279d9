import { useState } from "react";
import { graphql } from "react-relay/hooks";
import { useNavigate } from "react-router";
import { SubmitButton, TextField } from "../../../../components/form";
import { paths } from "../../../../system/paths";
import { searchError } from "../../opsRules";
import { usePageQueryWithVariables } from "../../../../system/pageQuery";
import { ConsoleList, consoleLoader, MemberRow, SearchSection } from "../../components";
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


export const load = consoleLoader<OpsMembersPageQuery>(query, { title: "会员管理", description: "查找会员" }, { variables: (args) => {
    const q = (new URL(args.request.url).searchParams.get("q") ?? "").trim();
    return { q, search: q !== "" && searchError(q) === undefined };
  } });

/** /ops/members?q=: find members by mobile, e-mail, username or number; each opens its page. */
export function OpsMembersPage() {
  const { data, variables } = usePageQueryWithVariables<OpsMembersPageQuery>(query);
  const navigate = useNavigate();
  const [q, setQ] = useState(variables.q);
  const [error, setError] = useState<string | undefined>(variables.q !== "" ? searchError(variables.q) : undefined);
  const found = data.opsMembers ?? [];
  const search = () => {
    const e = searchError(q);
    setError(e);
    if (!e) navigate(paths.ops.members(q.trim()));
  };
  return (
    <SearchSection
      id="ops-members-h"
      title="会员管理"
      formClassName="flex flex-col gap-2 sm:flex-row sm:items-end"
      onSearch={search}
      fields={
        <>
          <div className="flex-1">
            <TextField label="手机号、邮箱、用户名或会员编号" value={q} onChange={setQ} error={error} name="q" maxLength={200} />
          </div>
          <div className="sm:w-32">
            <SubmitButton busy={false} label="搜索" busyLabel="搜索中…" />
          </div>
        </>
      }
    >
      {variables.search && (
        <div className="mt-4" data-testid="ops-member-results">
          <ConsoleList items={found} empty="没有找到会员" variant="rows">
            {(m) => (
              <MemberRow key={m.id} m={m} testId="ops-member-row">
                <span className="text-sm text-secondary">{m.maskedMobile ?? "未绑定手机"}</span>
                <span className="text-sm text-secondary">{m.maskedEmail ?? "未绑定邮箱"}</span>
                <span className="text-sm">{m.statusLabel}</span>
              </MemberRow>
            )}
          </ConsoleList>
        </div>
      )}
    </SearchSection>
  );
}
