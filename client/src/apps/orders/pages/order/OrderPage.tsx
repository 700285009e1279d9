/**
 * /member/order/{order_id}: one order the member bought or sold — the goods, the amounts, the address, the timeline
 * (times in Asia/Shanghai), the payment's transaction id, and the moves the server allows now (allowedActions):
 * 去付款 / 取消订单 for the buyer while unpaid, 发货 (carrier and tracking number) for the seller once paid, 确认收货
 * for the buyer once shipped. Unknown and anyone else's order are the same 404.
 */
import { useState } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import { useNavigate, type LoaderFunctionArgs } from "react-router";
import type { Environment } from "relay-runtime";
import { AppLink } from "../../../../components/AppLink/AppLink";
import { useConfirm } from "../../../../components/ConfirmDialog";
import { FormAlert, MoveForm, SelectField, TextField } from "../../../../components/form";
import { ActionButtons, RecordHeader } from "../../../../components/RecordHeader/RecordHeader";
import { Timeline } from "../../../../components/Timeline/Timeline";
import { useToast } from "../../../../components/Toast";
import { formatFen } from "../../../../format/money";
import { formatShanghaiFull } from "../../../../format/date";
import { numberParam, type PageData } from "../../../../system/pageLoader";
import { loadFreshQuery, usePageQuery } from "../../../../system/pageQuery";
import { paths } from "../../../../system/paths";
import { fieldIn, useFieldMove, useMove, type RefusalsByField } from "../../../../system/useMove";
import type { OrderPageQuery } from "./__generated__/OrderPageQuery.graphql";
import type { OrderPage_order$key } from "./__generated__/OrderPage_order.graphql";
import type { OrderPageCancelMutation } from "./__generated__/OrderPageCancelMutation.graphql";
import type { OrderPageReceiveMutation } from "./__generated__/OrderPageReceiveMutation.graphql";
import type { OrderPageShipMutation, ShippingCarrier } from "./__generated__/OrderPageShipMutation.graphql";

const query = graphql`
  query OrderPageQuery($number: Int!) {
    viewer {
      order(number: $number) {
        ...OrderPage_order
      }
    }
    carriers {
      carrier
      label
    }
  }
`;

const cancelMutation = graphql`
  mutation OrderPageCancelMutation($input: OrderIDInput!) {
    cancelOrder(input: $input) {
      userErrors {
        field
        message
      }
      order {
        ...OrderPage_order
      }
    }
  }
`;

const receiveMutation = graphql`
  mutation OrderPageReceiveMutation($input: OrderIDInput!) {
    confirmReceipt(input: $input) {
      userErrors {
        field
        message
      }
      order {
        ...OrderPage_order
      }
    }
  }
`;

const shipMutation = graphql`
  mutation OrderPageShipMutation($input: ShipOrderInput!) {
    shipOrder(input: $input) {
      userErrors {
        field
        message
      }
      order {
        ...OrderPage_order
      }
    }
  }
`;

type Vars = OrderPageQuery["variables"];

export async function load(env: Environment, args: LoaderFunctionArgs): Promise<PageData<Vars>> {
  return loadFreshQuery<OrderPageQuery>(env, args, query, { number: numberParam(args, "order_id") }, { title: "订单详情", description: "订单详情" }, (d) => !!d?.viewer?.order);
}

type Carriers = OrderPageQuery["response"]["carriers"];

/** The seller's shipment: a carrier from the list and the tracking number, from the form kit. */
function ShipForm({ orderID, carriers, onDone }: { orderID: string; carriers: Carriers; onDone: () => void }) {
  const [carrier, setCarrier] = useState<string>(carriers[0]?.carrier ?? "");
  const [tracking, setTracking] = useState("");
  const [errors, setErrors] = useState<RefusalsByField<"carrier" | "trackingNumber">>({});
  const [ship] = useFieldMove<OrderPageShipMutation, "carrier" | "trackingNumber">(shipMutation, (r) => r.shipOrder, fieldIn("carrier", "trackingNumber"));
  const onSubmit = async () => {
    const t = tracking.trim();
    if (!/^[A-Za-z0-9]{6,30}$/.test(t)) {
      setErrors({ trackingNumber: "请填写 6–30 位字母或数字的运单号" });
      return;
    }
    setErrors({});
    await ship({ orderID, carrier: carrier as ShippingCarrier, trackingNumber: t }, onDone, setErrors);
  };
  return (
    <MoveForm label="发货" submitLabel="确认发货" busyLabel="提交中…" error={errors.form} testId="ship-form" onSubmit={onSubmit}>
      <SelectField label="快递公司" name="carrier" value={carrier} onChange={setCarrier} options={carriers.map((c) => [c.carrier, c.label] as const)} error={errors.carrier} />
      <TextField label="运单号" name="trackingNumber" value={tracking} onChange={setTracking} error={errors.trackingNumber} maxLength={30} />
    </MoveForm>
  );
}

function OrderView({ order, carriers }: { order: OrderPage_order$key; carriers: Carriers }) {
  const o = useFragment(
    graphql`
      fragment OrderPage_order on Order {
        id
        number
        state
        stateLabel
        viewerRole
        title
        artistName
        edition
        sellerName
        goodsKindLabel
        artworkNumber
        quantity
        unitPriceFen
        goodsFen
        shippingFen
        shippingLabel
        totalFen
        refundedFen
        note
        recipient
        mobile
        regionName
        addressDetail
        postcode
        transactionID
        carrierLabel
        trackingNumber
        createdAt
        expiresAt
        autoReceiveAt
        canRequestRefund
        refundRequest {
          number
          stateLabel
        }
        picture {
          url(width: 320)
        }
        allowedActions {
          action
          label
        }
        timeline {
          action
          label
          actorLabel
          detail
          at
        }
      }
    `,
    order,
  );
  const navigate = useNavigate();
  const toast = useToast();
  const [ask, dialog] = useConfirm();
  const [shipping, setShipping] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [cancel] = useMove<OrderPageCancelMutation>(cancelMutation, (r) => r.cancelOrder);
  const [receive] = useMove<OrderPageReceiveMutation>(receiveMutation, (r) => r.confirmReceipt);

  const finish = (ok: string) => (err: string | null) => {
    setError(err);
    if (err === null) toast.success(ok);
  };

  const act = async (action: string) => {
    setError(null);
    if (action === "PAY") navigate(paths.member.orderBuy(o.number));
    else if (action === "SHIP") setShipping(true);
    else if (action === "CANCEL") {
      if (!(await ask({ title: "取消这个订单？", body: "取消后库存将释放，作品可能被他人购买。", confirmLabel: "取消订单" }))) return;
      cancel({ orderID: o.id }, finish("订单已取消"));
    } else if (action === "CONFIRM_RECEIPT") {
      if (!(await ask({ title: "确认已收到货品？", body: "确认后交易完成，货款将结算给卖家。", confirmLabel: "确认收货", danger: false }))) return;
      receive({ orderID: o.id }, finish("已确认收货"));
    }
  };

  return (
    <section aria-labelledby="order-h" data-testid="order" data-state={o.state}>
      {dialog}
      <RecordHeader id="order-h" title="订单详情" back={paths.member.orders(o.viewerRole === "SELLER" ? { view: "sold" } : undefined)} backText="返回订单列表" />
      <div className="rounded-lg border border-black/10 bg-white p-4">
        <p className="text-lg font-semibold" data-testid="order-state">
          {o.stateLabel}
        </p>
        <p className="text-xs text-secondary">
          订单号 {o.number} · 下单于 {formatShanghaiFull(o.createdAt)}
        </p>
        {o.state === "PENDING_PAYMENT" ? <p className="mt-1 text-sm text-secondary">请在 {formatShanghaiFull(o.expiresAt)} 前完成支付，逾期订单将自动取消。</p> : null}
        {o.autoReceiveAt ? <p className="mt-1 text-sm text-secondary">{formatShanghaiFull(o.autoReceiveAt)} 将自动确认收货。</p> : null}
        <ActionButtons actions={o.allowedActions} quiet={["CANCEL"]} onAct={(a) => void act(a)} testId="order-actions" />
        <FormAlert message={error} className="mt-2 text-sm text-error" testId="order-error" />
        {o.refundRequest || o.canRequestRefund ? (
          <p className="mt-3 text-sm" data-testid="order-refund">
            <AppLink
              to={o.viewerRole === "SELLER" && o.refundRequest ? paths.member.sellerRefund(o.refundRequest.number) : paths.member.buyerRefund(o.number)}
              className="text-secondary underline"
            >
              {o.refundRequest ? `退款：${o.refundRequest.stateLabel}` : "申请退款"}
            </AppLink>
          </p>
        ) : null}
        {shipping && o.allowedActions.some((a) => a.action === "SHIP") ? <ShipForm orderID={o.id} carriers={carriers} onDone={() => { setShipping(false); toast.success("已发货"); }} /> : null}
      </div>

      <div className="mt-4 flex gap-4 rounded-lg border border-black/10 bg-white p-4">
        <div className="h-24 w-24 shrink-0 overflow-hidden rounded bg-black/5">{o.picture ? <img src={o.picture.url} alt={o.title} className="h-full w-full object-cover" /> : null}</div>
        <div className="min-w-0 flex-1 text-sm">
          {o.artworkNumber ? (
            <AppLink to={paths.artwork(o.artworkNumber)} className="font-medium hover:underline">
              {o.title}
            </AppLink>
          ) : (
            <p className="font-medium">{o.title}</p>
          )}
          <p className="text-secondary">
            {o.artistName} · {o.goodsKindLabel}
            {o.edition ? ` · ${o.edition}` : ""}
          </p>
          <p className="text-secondary">卖家：{o.sellerName}</p>
          <p>
            {formatFen(o.unitPriceFen)} × {o.quantity}
          </p>
        </div>
      </div>

      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-lg border border-black/10 bg-white p-4 text-sm" data-testid="order-amounts">
        <dt className="text-secondary">商品金额</dt>
        <dd className="text-right tabular-nums">{formatFen(o.goodsFen)}</dd>
        <dt className="text-secondary">运费</dt>
        <dd className="text-right">{o.shippingLabel}</dd>
        <dt className="font-medium">实付</dt>
        <dd className="text-right font-semibold tabular-nums" data-testid="order-total">
          {formatFen(o.totalFen)}
        </dd>
        {o.refundedFen !== "0" ? (
          <>
            <dt className="text-secondary">已退款</dt>
            <dd className="text-right tabular-nums" data-testid="order-refunded">
              {formatFen(o.refundedFen)}
            </dd>
          </>
        ) : null}
        {o.transactionID ? (
          <>
            <dt className="text-secondary">微信支付交易号</dt>
            <dd className="break-all text-right" data-testid="order-transaction">
              {o.transactionID}
            </dd>
          </>
        ) : null}
        {o.carrierLabel ? (
          <>
            <dt className="text-secondary">物流</dt>
            <dd className="text-right" data-testid="order-shipment">
              {o.carrierLabel} {o.trackingNumber}
            </dd>
          </>
        ) : null}
      </dl>

      <div className="mt-4 rounded-lg border border-black/10 bg-white p-4 text-sm">
        <h2 className="mb-1 font-medium">收货地址</h2>
        <p>
          {o.recipient} {o.mobile}
        </p>
        <p>
          {o.regionName}
          {o.addressDetail}
          {o.postcode ? ` ${o.postcode}` : ""}
        </p>
        {o.note ? <p className="mt-2 text-secondary">留言：{o.note}</p> : null}
      </div>

      <Timeline title="订单进度" events={o.timeline} testId="order-timeline" />
    </section>
  );
}

export function OrderPage() {
  const data = usePageQuery<OrderPageQuery>(query);
  const order = data.viewer?.order;
  if (!order) return null;
  return <OrderView order={order} carriers={data.carriers} />;
}
