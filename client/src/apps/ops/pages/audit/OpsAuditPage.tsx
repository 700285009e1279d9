import { useState } from "react";
import { graphql } from "react-relay/hooks";
import { useNavigate } from "react-router";
import { AppLink } from "../../../../components/AppLink/AppLink";
import { SubmitButton, TextField } from "../../../../components/form";
import { formatShanghaiFull } from "../../../../format/date";
import { paths } from "../../../../system/paths";
import { rangeError } from "../../opsRules";
import { usePageQuery } from "../../../../system/pageQuery";
import { consoleLoader, SearchSection } from "../../components";
import type { OpsAuditPageQuery } from "./__generated__/OpsAuditPageQuery.graphql";

const query = graphql`
  query OpsAuditPageQuery($filter: AuditFilter, $before: ID) {
    auditLog(filter: $filter, first: 50, before: $before) {
      entries {
        id
        at
        actorID
        actorRole
        action
        actionLabel
        targetType
        targetID
        reason
        clientIp
        changes {
          field
          before
          after
        }
      }
      hasMore
    }
  }
`;

type Vars = OpsAuditPageQuery["variables"];

const ids = /^\d{1,20}$/;
/** A calendar date in Shanghai, as the start of that day in UTC. */
const dayStart = (d: string) => (/^\d{4}-\d{2}-\d{2}$/.test(d) ? new Date(`${d}T00:00:00+08:00`).toISOString() : undefined);

/** The filter of the address's query (?actor=&target=&from=&to=&before=); anything malformed is left out. */
function filterOf(sp: URLSearchParams): Vars {
  const actor = sp.get("actor") ?? "";
  const target = sp.get("target") ?? "";
  const from = dayStart(sp.get("from") ?? "");
  const toDay = dayStart(sp.get("to") ?? "");
  // "to" names a day: entries up to its end.
  const to = toDay ? new Date(new Date(toDay).getTime() + 86_400_000).toISOString() : undefined;
  const before = sp.get("before") ?? "";
  return {
    filter: {
      ...(ids.test(actor) ? { actorID: actor } : {}),
      ...(ids.test(target) ? { targetID: target } : {}),
      ...(from ? { from } : {}),
      ...(to ? { to } : {}),
    },
    before: ids.test(before) ? before : null,
  };
}

export const load = consoleLoader<OpsAuditPageQuery>(query, { title: "操作日志", description: "运营人员的操作记录" }, { variables: (args) => filterOf(new URL(args.request.url).searchParams) });

/** /ops/audit: the audit log, newest first, searchable by operator, target and dates (Shanghai days). */
export function OpsAuditPage() {
  const data = usePageQuery<OpsAuditPageQuery>(query);
  const navigate = useNavigate();
  const sp = typeof window === "undefined" ? new URLSearchParams() : new URLSearchParams(window.location.search);
  const [actor, setActor] = useState(sp.get("actor") ?? "");
  const [target, setTarget] = useState(sp.get("target") ?? "");
  const [from, setFrom] = useState(sp.get("from") ?? "");
  const [to, setTo] = useState(sp.get("to") ?? "");
  const [errors, setErrors] = useState<{ actor?: string; target?: string; to?: string }>({});
  const entries = data.auditLog?.entries ?? [];
  const last = entries[entries.length - 1];
  const search = () => {
    const e = {
      ...(actor.trim() && !ids.test(actor.trim()) ? { actor: "请输入操作人的会员编号" } : {}),
      ...(target.trim() && !ids.test(target.trim()) ? { target: "请输入对象的编号" } : {}),
      ...(rangeError(from, to) ? { to: rangeError(from, to) } : {}),
    };
    setErrors(e);
    if (Object.keys(e).length > 0) return;
    const qs = new URLSearchParams();
    if (actor.trim()) qs.set("actor", actor.trim());
    if (target.trim()) qs.set("target", target.trim());
    if (from) qs.set("from", from);
    if (to) qs.set("to", to);
    const s = qs.toString();
    navigate(s ? `${paths.ops.audit()}?${s}` : paths.ops.audit());
  };
  return (
    <SearchSection
      id="ops-audit-h"
      title="操作日志"
      formClassName="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-5 lg:items-end"
      onSearch={search}
      fields={
        <>
          <TextField label="操作人（会员编号）" value={actor} onChange={setActor} error={errors.actor} inputMode="numeric" maxLength={20} />
          <TextField label="对象（编号）" value={target} onChange={setTarget} error={errors.target} inputMode="numeric" maxLength={20} />
          <TextField label="开始日期" type="date" value={from} onChange={setFrom} />
          <TextField label="结束日期" type="date" value={to} onChange={setTo} error={errors.to} />
          <SubmitButton busy={false} label="查询" busyLabel="查询中…" />
        </>
      }
    >
      {entries.length === 0 ? (
        <p className="mt-4 text-secondary">没有符合条件的操作记录</p>
      ) : (
        <ol className="mt-4 divide-y divide-gray-200 rounded border border-gray-200 bg-white" data-testid="ops-audit-list">
          {entries.map((e) => (
            <li key={e.id} className="flex flex-col gap-1 p-3 text-sm" data-testid="ops-audit-entry" data-action={e.action}>
              <p>
                <time className="text-secondary">{formatShanghaiFull(e.at)}</time>
                <span className="ml-3 font-medium">{e.actionLabel}</span>
              </p>
              <p className="text-secondary">
                操作人 {e.actorID === "0" ? "命令行" : e.actorID}（{e.actorRole}） · 对象 {e.targetType} {e.targetID} · 地址 {e.clientIp || "—"}
              </p>
              {e.changes.map((c) => (
                <p key={c.field} className="font-mono text-xs">
                  {c.field}: {c.before} → {c.after}
                </p>
              ))}
              {e.reason ? <p>原因：{e.reason}</p> : null}
            </li>
          ))}
        </ol>
      )}
      {data.auditLog?.hasMore && last ? (
        <AppLink
          to={`${paths.ops.audit()}?${new URLSearchParams({ ...Object.fromEntries(sp), before: last.id }).toString()}`}
          className="mt-3 inline-block text-sm text-primary underline"
        >
          更早的记录
        </AppLink>
      ) : null}
    </SearchSection>
  );
}
