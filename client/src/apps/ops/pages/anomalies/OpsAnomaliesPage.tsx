import { graphql } from "react-relay/hooks";
import { formatShanghaiFull } from "../../../../format/date";
import { formatFen } from "../../../../format/money";
import { usePageQuery } from "../../../../system/pageQuery";
import { ConsoleList, ConsoleSection, consoleLoader } from "../../components";
import type { OpsAnomaliesPageQuery } from "./__generated__/OpsAnomaliesPageQuery.graphql";

const query = graphql`
  query OpsAnomaliesPageQuery {
    abnormalRefunds {
      id
      number
      amountFen
      refundFen
      stateLabel
      reason
      order {
        number
        title
        totalFen
      }
      timeline {
        label
        detail
        at
      }
    }
    paymentAnomalies {
      id
      kindLabel
      orderNumber
      outTradeNo
      transactionID
      amountFen
      detail
      outRefundNo
      createdAt
    }
  }
`;

export const load = consoleLoader<OpsAnomaliesPageQuery>(query, { title: "资金异常", description: "异常退款与支付异常" });

/**
 * /ops/anomalies: what the finance role settles by hand. Refunds WeChat Pay answered ABNORMAL (the buyer's card or
 * account could not take it: never retried under the same number, paid by hand as reference/wechat.md says), and the
 * verified payment notifications that did not fit an order (nothing moved for them but what their detail says).
 */
export function OpsAnomaliesPage() {
  const data = usePageQuery<OpsAnomaliesPageQuery>(query);
  return (
    <div className="flex flex-col gap-8">
      <ConsoleSection
        id="ops-abnormal-h"
        title="异常退款"
        intro="微信支付退款返回异常（如买家银行卡已注销），系统不会自动重试；请通过银行转账等方式线下退款给买家，并在商户平台核对。"
      >
        <ConsoleList items={data.abnormalRefunds} empty="没有异常退款" variant="rows">
          {(r) => {
            const last = r.timeline[r.timeline.length - 1];
            return (
              <li key={r.id} className="p-3" data-testid="ops-abnormal-refund">
                <div className="flex flex-wrap items-baseline gap-x-3">
                  <span className="font-medium">{r.order.title}</span>
                  <span className="text-sm text-secondary">订单 {r.order.number}</span>
                  <span className="text-sm">退款 {formatFen(r.refundFen ?? r.amountFen)}</span>
                  <span className="text-sm text-secondary">实付 {formatFen(r.order.totalFen)}</span>
                  <span className="ml-auto text-sm text-error">{r.stateLabel}</span>
                </div>
                {last ? (
                  <p className="mt-1 text-xs text-secondary">
                    {formatShanghaiFull(last.at)} · {last.label}
                    {last.detail ? `：${last.detail}` : ""}
                  </p>
                ) : null}
              </li>
            );
          }}
        </ConsoleList>
      </ConsoleSection>
      <ConsoleSection id="ops-payment-anomalies-h" level={2} title="支付异常" intro="已验签的支付通知与订单不符（金额、订单号、重复付款等），最新的在前。">
        <ConsoleList items={data.paymentAnomalies} empty="没有支付异常" variant="rows">
          {(a) => (
            <li key={a.id} className="p-3 text-sm" data-testid="ops-payment-anomaly">
              <div className="flex flex-wrap items-baseline gap-x-3">
                <span className="font-medium">{a.kindLabel}</span>
                <span>{formatFen(a.amountFen)}</span>
                {a.orderNumber ? <span className="text-secondary">订单 {a.orderNumber}</span> : null}
                <span className="ml-auto text-secondary">{formatShanghaiFull(a.createdAt)}</span>
              </div>
              <p className="mt-1 break-all text-xs text-secondary">
                商户订单号 {a.outTradeNo || "—"} · 微信支付单号 {a.transactionID || "—"}
                {a.outRefundNo ? ` · 自动退款单号 ${a.outRefundNo}` : ""}
              </p>
              {a.detail ? <p className="mt-1">{a.detail}</p> : null}
            </li>
          )}
        </ConsoleList>
      </ConsoleSection>
    </div>
  );
}
