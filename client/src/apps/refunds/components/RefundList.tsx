/** The member's refund requests of one side (as the buyer, or on what they sold), the newest first, each a link to its page. */
import { graphql, useFragment } from "react-relay/hooks";
import { AppLink } from "../../../components/AppLink/AppLink";
import { formatFen } from "../../../format/money";
import { formatShanghaiFull } from "../../../format/date";
import { paths } from "../../../system/paths";
import type { RefundList_refunds$key } from "./__generated__/RefundList_refunds.graphql";

export function RefundList({ refunds, seller, title }: { refunds: RefundList_refunds$key; seller: boolean; title: string }) {
  const list = useFragment(
    graphql`
      fragment RefundList_refunds on RefundRequest @relay(plural: true) {
        id
        number
        stateLabel
        kindLabel
        amountFen
        createdAt
        order {
          number
          title
        }
      }
    `,
    refunds,
  );
  return (
    <section aria-labelledby="refunds-h">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 id="refunds-h" className="text-xl font-semibold">
          {title}
        </h1>
        <AppLink to={seller ? paths.member.buyerRefunds() : paths.member.sellerRefunds()} className="text-sm text-secondary underline">
          {seller ? "我申请的退款" : "待我处理的退款"}
        </AppLink>
      </div>
      {list.length === 0 ? (
        <p className="rounded-lg border border-black/10 bg-white p-6 text-center text-sm text-secondary" data-testid="refunds-empty">
          暂无退款记录
        </p>
      ) : (
        <ul className="flex flex-col gap-2" data-testid="refund-list">
          {list.map((r) => (
            <li key={r.id}>
              <AppLink
                to={seller ? paths.member.sellerRefund(r.number) : paths.member.buyerRefund(r.order.number)}
                className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-black/10 bg-white p-4 text-sm hover:border-black/30"
              >
                <span className="min-w-0 flex-1">
                  <span className="block font-medium">{r.order.title}</span>
                  <span className="block text-xs text-secondary">
                    {r.kindLabel} · {formatShanghaiFull(r.createdAt)}
                  </span>
                </span>
                <span className="tabular-nums">{formatFen(r.amountFen)}</span>
                <span className="font-medium" data-testid="refund-list-state">
                  {r.stateLabel}
                </span>
              </AppLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
