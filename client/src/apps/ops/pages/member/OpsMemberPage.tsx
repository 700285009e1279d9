import { useState } from "react";
import { graphql, useMutation } from "react-relay/hooks";
import { AppLink } from "../../../../components/AppLink/AppLink";
import { SelectField, SubmitButton, TextAreaField } from "../../../../components/form";
import { formatShanghaiFull } from "../../../../format/date";
import { paths } from "../../../../system/paths";
import { reasonError } from "../../opsRules";
import { usePageQuery } from "../../../../system/pageQuery";
import { consoleLoader, DecisionForm, toastAnswer, toastFailed, useCheckedField } from "../../components";
import type { OpsMemberPageQuery } from "./__generated__/OpsMemberPageQuery.graphql";
import type { OpsMemberPageDisableMutation } from "./__generated__/OpsMemberPageDisableMutation.graphql";
import type { OpsMemberPageEnableMutation } from "./__generated__/OpsMemberPageEnableMutation.graphql";
import type { OpsMemberPageEraseMutation } from "./__generated__/OpsMemberPageEraseMutation.graphql";
import type { OpsMemberPageGrantMutation } from "./__generated__/OpsMemberPageGrantMutation.graphql";
import type { OpsMemberPageRevokeMutation } from "./__generated__/OpsMemberPageRevokeMutation.graphql";

const query = graphql`
  query OpsMemberPageQuery($id: ID!) {
    opsMember(id: $id) {
      ...OpsMemberPage_member @relay(mask: false)
    }
  }
`;

graphql`
  fragment OpsMemberPage_member on OpsMember {
    id
    number
    username
    nickname
    maskedMobile
    maskedEmail
    status
    statusLabel
    disabledReason
    createdAt
    roles {
      role
      label
      galleryID
      galleryName
    }
    devices {
      device
      location
      signedInAt
      lastUsedAt
    }
    works {
      number
      title
      stateLabel
    }
    deletion {
      stateLabel
      requestedAt
      eraseAt
      due
    }
    allowedActions {
      action
      label
    }
  }
`;


export const load = consoleLoader<OpsMemberPageQuery>(query, { title: "会员详情", description: "会员详情" }, { variables: (args) => ({ id: args.params.member_id ?? "" }), found: (data) => !!data?.opsMember });

/** The roles an admin may grant here (a gallery manager is granted with the partner application, later). */
const GRANTABLE = [
  { value: "ADMIN", label: "管理员" },
  { value: "EDITOR", label: "编辑" },
  { value: "REVIEWER", label: "审核员" },
  { value: "ARBITER", label: "仲裁员" },
  { value: "FINANCE", label: "财务" },
] as const;
type Grantable = (typeof GRANTABLE)[number]["value"];

/** /ops/members/{id}: one member, personal data masked; disable with a reason, enable, grant and revoke roles. */
export function OpsMemberPage() {
  const data = usePageQuery<OpsMemberPageQuery>(query);
  const m = data.opsMember;
  const reason = useCheckedField("", reasonError);
  const [role, setRole] = useState<Grantable>("REVIEWER");
  const [roleErr, setRoleErr] = useState<string | undefined>();
  const [disable, disabling] = useMutation<OpsMemberPageDisableMutation>(graphql`
    mutation OpsMemberPageDisableMutation($input: DisableMemberInput!) {
      disableMember(input: $input) {
        userErrors {
          message
          field
        }
        member {
          ...OpsMemberPage_member
        }
      }
    }
  `);
  const [enable, enabling] = useMutation<OpsMemberPageEnableMutation>(graphql`
    mutation OpsMemberPageEnableMutation($input: OpsMemberInput!) {
      enableMember(input: $input) {
        userErrors {
          message
          field
        }
        member {
          ...OpsMemberPage_member
        }
      }
    }
  `);
  const [confirmErase, setConfirmErase] = useState(false);
  const [erase, erasing] = useMutation<OpsMemberPageEraseMutation>(graphql`
    mutation OpsMemberPageEraseMutation($input: OpsMemberInput!) {
      eraseMember(input: $input) {
        userErrors {
          message
          field
        }
        member {
          ...OpsMemberPage_member
        }
      }
    }
  `);
  const [grant, granting] = useMutation<OpsMemberPageGrantMutation>(graphql`
    mutation OpsMemberPageGrantMutation($input: RoleInput!) {
      grantRole(input: $input) {
        userErrors {
          message
          field
        }
        member {
          ...OpsMemberPage_member
        }
      }
    }
  `);
  const [revoke, revoking] = useMutation<OpsMemberPageRevokeMutation>(graphql`
    mutation OpsMemberPageRevokeMutation($input: RoleInput!) {
      revokeRole(input: $input) {
        userErrors {
          message
          field
        }
        member {
          ...OpsMemberPage_member
        }
      }
    }
  `);
  if (!m) return null;
  const can = (a: string) => m.allowedActions.some((x) => x.action === a);
  const held = new Set(m.roles.map((r) => r.role));
  return (
    <article aria-labelledby="ops-member-h" className="flex flex-col gap-6">
      <header>
        <AppLink to={paths.ops.members()} className="text-sm text-secondary underline">
          返回会员搜索
        </AppLink>
        <h1 id="ops-member-h" className="mt-2 text-xl font-bold">
          {m.nickname || m.username}
          <span className="ml-3 rounded bg-gray-100 px-2 py-0.5 text-sm font-normal" data-testid="ops-member-status">
            {m.statusLabel}
          </span>
        </h1>
        <dl className="mt-3 grid grid-cols-[6rem_1fr] gap-y-1 text-sm">
          <dt className="text-secondary">会员编号</dt>
          <dd>{m.number}</dd>
          <dt className="text-secondary">用户名</dt>
          <dd>{m.username}</dd>
          <dt className="text-secondary">手机</dt>
          <dd>{m.maskedMobile ?? "未绑定"}</dd>
          <dt className="text-secondary">邮箱</dt>
          <dd>{m.maskedEmail ?? "未绑定"}</dd>
          <dt className="text-secondary">注册时间</dt>
          <dd>{formatShanghaiFull(m.createdAt)}</dd>
          {m.disabledReason ? (
            <>
              <dt className="text-secondary">禁用原因</dt>
              <dd data-testid="ops-disabled-reason">{m.disabledReason}</dd>
            </>
          ) : null}
          <dt className="text-secondary">注销申请</dt>
          <dd data-testid="ops-member-deletion">
            {m.deletion ? `${m.deletion.stateLabel}（${formatShanghaiFull(m.deletion.requestedAt)} 申请）` : "无"}
          </dd>
        </dl>
        <AppLink to={paths.ops.audit({ target: m.id })} className="mt-2 inline-block text-sm text-primary underline">
          查看该会员的操作日志
        </AppLink>
      </header>

      <section aria-labelledby="ops-status-h" className="rounded border border-gray-200 bg-white p-4">
        <h2 id="ops-status-h" className="mb-3 font-bold">
          账号状态
        </h2>
        {can("DISABLE") ? (
          <DecisionForm
            className="flex flex-col gap-3"
            fields={[reason]}
            onValid={() =>
              disable({
                variables: { input: { memberID: m.id, reason: reason.value.trim() } },
                onCompleted: (r) => toastAnswer(r.disableMember.userErrors, "已禁用该会员，其所有设备已退出登录", reason.setError),
                onError: toastFailed,
              })
            }
          >
            <TextAreaField label="禁用原因" {...reason.props} rows={3} countMax={200} name="reason" />
            <SubmitButton busy={disabling} label="禁用" busyLabel="正在禁用…" />
          </DecisionForm>
        ) : null}
        {can("ENABLE") ? (
          <button
            type="button"
            disabled={enabling}
            className="rounded bg-primary px-5 py-2 text-sm text-white disabled:opacity-60"
            onClick={() =>
              enable({
                variables: { input: { memberID: m.id } },
                onCompleted: (r) => toastAnswer(r.enableMember.userErrors, "已启用该会员"),
                onError: toastFailed,
              })
            }
          >
            启用
          </button>
        ) : null}
        {!can("DISABLE") && !can("ENABLE") ? <p className="text-sm text-secondary">不能更改此账号的状态。</p> : null}
      </section>

      {can("ERASE") ? (
        <section aria-labelledby="ops-erase-h" className="rounded border border-red-200 bg-white p-4">
          <h2 id="ops-erase-h" className="mb-2 font-bold">
            注销申请
          </h2>
          <p className="mb-3 text-sm text-secondary">冷静期已结束。处理后，该会员的个人信息将被删除，且无法恢复。</p>
          {confirmErase ? (
            <div className="flex gap-3">
              <button
                type="button"
                disabled={erasing}
                className="rounded bg-red-600 px-5 py-2 text-sm text-white disabled:opacity-60"
                onClick={() =>
                  erase({
                    variables: { input: { memberID: m.id } },
                    onCompleted: (r) => {
                      setConfirmErase(false);
                      toastAnswer(r.eraseMember.userErrors, "已注销该账号");
                    },
                    onError: toastFailed,
                  })
                }
              >
                确认注销
              </button>
              <button type="button" className="rounded border border-gray-300 px-5 py-2 text-sm" onClick={() => setConfirmErase(false)}>
                取消
              </button>
            </div>
          ) : (
            <button type="button" className="rounded border border-red-600 px-5 py-2 text-sm text-red-600" onClick={() => setConfirmErase(true)}>
              处理注销申请
            </button>
          )}
        </section>
      ) : null}

      <section aria-labelledby="ops-roles-h" className="rounded border border-gray-200 bg-white p-4">
        <h2 id="ops-roles-h" className="mb-3 font-bold">
          角色
        </h2>
        {m.roles.length === 0 ? <p className="text-sm text-secondary">普通会员</p> : null}
        <ul className="flex flex-wrap gap-2" data-testid="ops-member-roles">
          {m.roles.map((r) => (
            <li key={`${r.role}-${r.galleryID ?? ""}`} className="flex items-center gap-2 rounded bg-gray-100 px-3 py-1 text-sm">
              {r.galleryName ? `${r.label}（${r.galleryName}）` : r.label}
              <button
                type="button"
                disabled={revoking}
                className="text-xs text-red-600 underline"
                onClick={() =>
                  revoke({
                    variables: { input: { memberID: m.id, role: r.role, galleryID: r.galleryID ?? null } },
                    onCompleted: (res) => toastAnswer(res.revokeRole.userErrors, `已撤销角色：${r.label}`),
                    onError: toastFailed,
                  })
                }
              >
                撤销
              </button>
            </li>
          ))}
        </ul>
        <form
          className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-end"
          onSubmit={(ev) => {
            ev.preventDefault();
            setRoleErr(undefined);
            grant({
              variables: { input: { memberID: m.id, role } },
              onCompleted: (r) => toastAnswer(r.grantRole.userErrors, "已授予角色", setRoleErr),
              onError: toastFailed,
            });
          }}
        >
          <div className="flex-1">
            <SelectField
              label="授予角色"
              value={role}
              onChange={(v) => setRole(v as Grantable)}
              error={roleErr}
              options={GRANTABLE.filter((g) => !held.has(g.value)).map((g) => [g.value, g.label] as const)}
            />
          </div>
          <div className="sm:w-32">
            <SubmitButton busy={granting} label="授予" busyLabel="正在授予…" />
          </div>
        </form>
      </section>

      <section aria-labelledby="ops-devices-h" className="rounded border border-gray-200 bg-white p-4">
        <h2 id="ops-devices-h" className="mb-3 font-bold">
          已登录的设备
        </h2>
        {m.devices.length === 0 ? <p className="text-sm text-secondary">没有已登录的设备</p> : null}
        <ul className="divide-y divide-gray-100 text-sm" data-testid="ops-member-devices">
          {m.devices.map((d, i) => (
            <li key={i} className="py-2">
              {d.device} · {d.location} · 最近使用 {formatShanghaiFull(d.lastUsedAt)}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="ops-works-h" className="rounded border border-gray-200 bg-white p-4">
        <h2 id="ops-works-h" className="mb-3 font-bold">
          发布的作品
        </h2>
        {m.works.length === 0 ? <p className="text-sm text-secondary">没有发布作品</p> : null}
        <ul className="divide-y divide-gray-100 text-sm">
          {m.works.map((w) => (
            <li key={w.number} className="flex justify-between py-2">
              <span>{w.title || "（无标题）"}</span>
              <span className="text-secondary">{w.stateLabel}</span>
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}
