import { graphql, useMutation, useRelayEnvironment } from "react-relay/hooks";
import { fetchQuery } from "relay-runtime";
import { SubmitButton, TextField } from "../../../../components/form";
import { formatShanghaiFull, shanghaiISODate } from "../../../../format/date";
import { formatFen } from "../../../../format/money";
import { usePageQuery } from "../../../../system/pageQuery";
import { ConsoleList, ConsoleSection, consoleLoader, DecisionForm, toastAnswer, toastFailed, useCheckedField } from "../../components";
import type { OpsReconciliationPageQuery } from "./__generated__/OpsReconciliationPageQuery.graphql";
import type { OpsReconciliationPageRunMutation } from "./__generated__/OpsReconciliationPageRunMutation.graphql";

const query = graphql`
  query OpsReconciliationPageQuery {
    reconciliationDays {
      id
      billDate
      status
      statusLabel
      final
      ranAt
      lastError
      billLines
      ledgerEntries
      billInFen
      billOutFen
      ledgerInFen
      ledgerOutFen
      differences {
        id
        kindLabel
        refund
        outTradeNo
        transactionID
        outRefundNo
        orderNumber
        refundNumber
        billFen
        ledgerFen
        billState
      }
    }
  }
`;

type Day = OpsReconciliationPageQuery["response"]["reconciliationDays"][number];

export const load = consoleLoader<OpsReconciliationPageQuery>(query, { title: "对账", description: "账本与微信支付账单对账" });

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A money amount of a difference, or 无 when that side lacks the line. */
const side = (fen: string | null | undefined) => (fen == null ? "无" : formatFen(fen));

/** One day: its status, what was compared, and each difference (无差异 when none). */
function DayRow({ d, onRun, running }: { d: Day; onRun: (date: string) => void; running: boolean }) {
  return (
    <li className="p-3 text-sm" data-testid="recon-day" data-date={d.billDate}>
      <div className="flex flex-wrap items-baseline gap-x-3">
        <span className="font-medium">{d.billDate}</span>
        <span className={d.status === "DIFFERENCES" ? "text-error" : "text-secondary"} data-testid="recon-day-status">
          {d.statusLabel}
        </span>
        {d.ranAt ? <span className="text-xs text-secondary">{formatShanghaiFull(d.ranAt)} 核对</span> : null}
        <button type="button" className="ml-auto text-primary underline disabled:opacity-50" disabled={running} onClick={() => onRun(d.billDate)}>
          重新对账
        </button>
      </div>
      <p className="mt-1 text-xs text-secondary">
        账单 {d.billLines} 笔：收款 {formatFen(d.billInFen)}，退款 {formatFen(d.billOutFen)}；账本 {d.ledgerEntries} 笔：收款{" "}
        {formatFen(d.ledgerInFen)}，退款 {formatFen(d.ledgerOutFen)}
        {d.final ? "" : "（当日账单未出完，次日自动复核）"}
      </p>
      {d.status === "PENDING" && d.lastError ? <p className="mt-1 text-xs text-error">微信支付账单暂不可用，将自动重试</p> : null}
      {d.differences.length === 0 ? null : (
        <ul className="mt-2 flex flex-col gap-1">
          {d.differences.map((x) => (
            <li key={x.id} className="rounded bg-red-50 px-2 py-1" data-testid="recon-difference">
              <span className="font-medium">{x.kindLabel}</span>
              <span className="ml-2">{x.refund ? "退款" : "收款"}</span>
              <span className="ml-2">账单 {side(x.billFen)}</span>
              <span className="ml-2">账本 {side(x.ledgerFen)}</span>
              {x.billState ? <span className="ml-2 text-secondary">账单状态 {x.billState}</span> : null}
              {x.orderNumber != null ? <span className="ml-2">订单 {x.orderNumber}</span> : null}
              {x.refundNumber != null ? <span className="ml-2">退款单 {x.refundNumber}</span> : null}
              <span className="ml-2 break-all text-xs text-secondary">
                {[x.outTradeNo && `商户订单号 ${x.outTradeNo}`, x.transactionID && `微信支付单号 ${x.transactionID}`, x.outRefundNo && `退款单号 ${x.outRefundNo}`]
                  .filter(Boolean)
                  .join(" · ")}
              </span>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/**
 * /ops/reconciliation (对账): each bill day (Beijing time), the ledger's payments in and refunds out compared with
 * WeChat Pay's trade bill; a day without difference says 无差异. Finance runs a day (again) here; each run is audited.
 */
export function OpsReconciliationPage() {
  const env = useRelayEnvironment();
  const days = usePageQuery<OpsReconciliationPageQuery>(query).reconciliationDays;
  const date = useCheckedField(shanghaiISODate(new Date().toISOString()), (v) => (DATE.test(v.trim()) ? undefined : "请输入日期，如 2026-11-28"));
  const [run, running] = useMutation<OpsReconciliationPageRunMutation>(graphql`
    mutation OpsReconciliationPageRunMutation($input: RunReconciliationInput!) {
      runReconciliation(input: $input) {
        userErrors {
          message
          field
        }
        day {
          id
          status
          statusLabel
        }
      }
    }
  `);
  const runDay = (billDate: string) =>
    run({
      variables: { input: { billDate } },
      onCompleted: (r) => {
        toastAnswer(r.runReconciliation.userErrors, `${billDate} 对账完成：${r.runReconciliation.day?.statusLabel ?? ""}`, (m) => date.setError(m), ["billDate"]);
        void fetchQuery(env, query, {}, { fetchPolicy: "network-only" }).toPromise().catch(toastFailed);
      },
      onError: toastFailed,
    });
  return (
    <ConsoleSection id="ops-recon-h" title="对账" intro="每日将账本的收款、退款与微信支付交易账单逐笔核对（北京时间自然日）；每天次日上午自动对账，账单暂不可用时稍后重试。">
      <DecisionForm className="mb-4 flex flex-wrap items-end gap-3" label="运行对账" fields={[date]} onValid={() => runDay(date.value.trim())}>
        <TextField label="对账日期" {...date.props} name="billDate" maxLength={10} placeholder="2026-11-28" />
        <SubmitButton busy={running} label="运行对账" busyLabel="正在对账…" />
      </DecisionForm>
      <ConsoleList items={days} empty="还没有对账记录" variant="rows" testId="recon-days">
        {(d) => <DayRow key={d.id} d={d} onRun={runDay} running={running} />}
      </ConsoleList>
    </ConsoleSection>
  );
}
