/**
 * /ops/shipments (role admin): the paid orders of the platform's own goods (the shop's prints and derivatives, which
 * no member sells), the oldest first, each with the goods, the buyer's address to ship to, the amounts and when it
 * was paid (Asia/Shanghai); the operator ships one with a carrier and a tracking number — the same move as a member
 * seller's shipment (server/domain/orders), written to the audit log. A shipped order leaves the list.
 */
import { useState, type FormEvent } from "react";
import { ConnectionHandler, graphql, useFragment, useMutation, usePaginationFragment } from "react-relay/hooks";
import { SelectField, SubmitButton, TextField, useSubmitState } from "../../../../components/form";
import { LoadMore } from "../../../../components/LoadMore/LoadMore";
import { useToast } from "../../../../components/Toast";
import { formatShanghaiFull } from "../../../../format/date";
import { formatFen } from "../../../../format/money";
import { usePageQuery } from "../../../../system/pageQuery";
import { consoleLoader } from "../../components";
import type { OpsShipmentsPageQuery } from "./__generated__/OpsShipmentsPageQuery.graphql";
import type { OpsShipmentsPage_list$key } from "./__generated__/OpsShipmentsPage_list.graphql";
import type { OpsShipmentsPage_order$key } from "./__generated__/OpsShipmentsPage_order.graphql";
import type { OpsShipmentsPageShipMutation, ShippingCarrier } from "./__generated__/OpsShipmentsPageShipMutation.graphql";

/** How many orders a page of the list loads. */
const PAGE_SIZE = 20;

const query = graphql`
  query OpsShipmentsPageQuery($first: Int!) {
    carriers {
      carrier
      label
    }
    ...OpsShipmentsPage_list @arguments(first: $first)
  }
`;

const shipMutation = graphql`
  mutation OpsShipmentsPageShipMutation($input: ShipOrderInput!, $connections: [ID!]!) {
    shipPlatformOrder(input: $input) {
      userErrors {
        field
        message
      }
      order {
        id @deleteEdge(connections: $connections)
        state
        carrierLabel
        trackingNumber
      }
    }
  }
`;

type Carriers = OpsShipmentsPageQuery["response"]["carriers"];
type FieldErrors = { carrier?: string; trackingNumber?: string; form?: string };

export const load = consoleLoader<OpsShipmentsPageQuery>(query, { title: "自营发货", description: "平台自营商品的待发货订单" }, { variables: () => ({ first: PAGE_SIZE }) });

/** The ship form of one order: a carrier from the list and the tracking number; the server checks both. */
function ShipForm({ orderID, connection, carriers, onDone }: { orderID: string; connection: string; carriers: Carriers; onDone: () => void }) {
  const [carrier, setCarrier] = useState<string>(carriers[0]?.carrier ?? "");
  const [tracking, setTracking] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const submit = useSubmitState();
  const [ship] = useMutation<OpsShipmentsPageShipMutation>(shipMutation);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    void submit.run(
      () =>
        new Promise<void>((resolve) => {
          ship({
            variables: { input: { orderID, carrier: carrier as ShippingCarrier, trackingNumber: tracking.trim() }, connections: [connection] },
            onCompleted: (r) => {
              const errs = r.shipPlatformOrder.userErrors;
              if (errs.length === 0) onDone();
              else {
                const next: FieldErrors = {};
                for (const u of errs) next[u.field === "carrier" || u.field === "trackingNumber" ? u.field : "form"] = u.message;
                setErrors(next);
              }
              resolve();
            },
            onError: () => {
              setErrors({ form: "网络异常，请稍后重试" });
              resolve();
            },
          });
        }),
    );
  };
  return (
    <form onSubmit={onSubmit} noValidate aria-label="发货" className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-start" data-testid="ops-ship-form">
      <div className="sm:w-44">
        <SelectField label="快递公司" name="carrier" value={carrier} onChange={setCarrier} options={carriers.map((c) => [c.carrier, c.label] as const)} error={errors.carrier} />
      </div>
      <div className="sm:w-64">
        <TextField label="运单号" name="trackingNumber" value={tracking} onChange={setTracking} error={errors.trackingNumber} />
      </div>
      <div className="sm:mt-5 sm:w-32">
        <SubmitButton busy={submit.busy} label="确认发货" busyLabel="提交中…" />
      </div>
      {errors.form ? (
        <p role="alert" className="text-sm text-error">
          {errors.form}
        </p>
      ) : null}
    </form>
  );
}

/** One order to ship: what, to whom and where, for how much, paid when. */
function ShipmentRow({ order, connection, carriers }: { order: OpsShipmentsPage_order$key; connection: string; carriers: Carriers }) {
  const o = useFragment(
    graphql`
      fragment OpsShipmentsPage_order on Order {
        id
        number
        title
        goodsKindLabel
        edition
        quantity
        goodsFen
        shippingFen
        shippingLabel
        totalFen
        note
        recipient
        mobile
        regionName
        addressDetail
        postcode
        paidAt
      }
    `,
    order,
  );
  const toast = useToast();
  return (
    <li className="p-4" data-testid="ops-shipment" data-number={o.number}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-medium">
          {o.title}
          <span className="ml-2 text-sm text-secondary">
            {o.goodsKindLabel}
            {o.edition ? ` · ${o.edition}` : ""} × {o.quantity}
          </span>
        </p>
        <p className="text-sm text-secondary">
          订单 {o.number} · 付款于 {o.paidAt ? formatShanghaiFull(o.paidAt) : "—"}
        </p>
      </div>
      <dl className="mt-2 grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <div>
          <dt className="inline text-secondary">收货人：</dt>
          <dd className="inline" data-testid="ops-shipment-recipient">
            {o.recipient} {o.mobile}
          </dd>
        </div>
        <div>
          <dt className="inline text-secondary">收货地址：</dt>
          <dd className="inline" data-testid="ops-shipment-address">
            {o.regionName} {o.addressDetail}
            {o.postcode ? `（${o.postcode}）` : ""}
          </dd>
        </div>
        <div>
          <dt className="inline text-secondary">金额：</dt>
          <dd className="inline">
            商品 {formatFen(o.goodsFen)} · {o.shippingFen !== "0" ? `运费 ${formatFen(o.shippingFen)}` : o.shippingLabel} · 实付{" "}
            <span className="font-medium" data-testid="ops-shipment-total">
              {formatFen(o.totalFen)}
            </span>
          </dd>
        </div>
        {o.note ? (
          <div>
            <dt className="inline text-secondary">买家留言：</dt>
            <dd className="inline">{o.note}</dd>
          </div>
        ) : null}
      </dl>
      <ShipForm orderID={o.id} connection={connection} carriers={carriers} onDone={() => toast.success(`订单 ${o.number} 已发货`)} />
    </li>
  );
}

function ShipmentList({ query: ref, carriers }: { query: OpsShipmentsPage_list$key; carriers: Carriers }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment OpsShipmentsPage_list on Query
      @refetchable(queryName: "OpsShipmentsPagePaginationQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 20 }, after: { type: "Cursor" }) {
        platformShipments(first: $first, after: $after) @connection(key: "OpsShipmentsPage_platformShipments") {
          __id
          totalCount
          edges {
            node {
              id
              ...OpsShipmentsPage_order
            }
          }
        }
      }
    `,
    ref,
  );
  const conn = data.platformShipments;
  const edges = conn.edges ?? [];
  const connection = conn.__id || ConnectionHandler.getConnectionID("client:root", "OpsShipmentsPage_platformShipments");
  if (edges.length === 0 && !hasNext) return <p className="text-secondary">没有待发货的自营订单</p>;
  return (
    <>
      <ul className="divide-y divide-gray-200 rounded border border-gray-200 bg-white" data-testid="ops-shipments">
        {edges.map((e) => (e?.node ? <ShipmentRow key={e.node.id} order={e.node} connection={connection} carriers={carriers} /> : null))}
      </ul>
      <LoadMore hasNext={hasNext} isLoading={isLoadingNext} onLoad={() => loadNext(PAGE_SIZE)} endText={edges.length > 0 ? "已经到底了" : undefined} />
    </>
  );
}

/** /ops/shipments: the platform's own orders to ship, the oldest first. */
export function OpsShipmentsPage() {
  const data = usePageQuery<OpsShipmentsPageQuery>(query);
  return (
    <section aria-labelledby="ops-shipments-h">
      <h1 id="ops-shipments-h" className="mb-1 text-xl font-bold">
        自营发货
      </h1>
      <p className="mb-4 text-sm text-secondary">平台自营商品（版画、衍生品）的已付款订单，最早付款的在前；发货后买家会收到通知。</p>
      <ShipmentList query={data} carriers={data.carriers} />
    </section>
  );
}
