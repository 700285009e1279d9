import { graphql, useFragment } from "react-relay/hooks";
import { AppLink } from "../../../components/AppLink/AppLink";
import { formatFen } from "../../../format/money";
import { formatShanghaiFull } from "../../../format/date";
import { paths } from "../../../system/paths";
import type { OrderCard_order$key } from "./__generated__/OrderCard_order.graphql";

/** One order in 我的订单: cover, title, amounts, state; the whole card leads to its detail. */
export function OrderCard({ order }: { order: OrderCard_order$key }) {
  const o = useFragment(
    graphql`
      fragment OrderCard_order on Order {
        number
        state
        stateLabel
        title
        artistName
        quantity
        totalFen
        createdAt
        sellerName
        picture {
          url(width: 320)
        }
      }
    `,
    order,
  );
  return (
    <li className="flex gap-4 py-4" data-testid="order-card" data-state={o.state}>
      <AppLink to={paths.member.order(o.number)} className="block h-20 w-20 shrink-0 overflow-hidden rounded bg-black/5">
        {o.picture ? <img src={o.picture.url} alt={o.title} loading="lazy" className="h-full w-full object-cover" /> : null}
      </AppLink>
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-2">
          <AppLink to={paths.member.order(o.number)} className="truncate font-medium hover:underline" data-testid="order-card-title">
            {o.title}
          </AppLink>
          <span className="shrink-0 rounded bg-black/5 px-2 py-0.5 text-xs" data-testid="order-card-state">
            {o.stateLabel}
          </span>
        </div>
        <p className="text-sm text-secondary">
          {o.artistName} · 卖家 {o.sellerName} · ×{o.quantity}
        </p>
        <p className="mt-1 text-sm font-semibold">实付 {formatFen(o.totalFen)}</p>
        <p className="mt-1 text-xs text-secondary">
          订单号 {o.number} · 下单于 {formatShanghaiFull(o.createdAt)}
        </p>
      </div>
    </li>
  );
}
