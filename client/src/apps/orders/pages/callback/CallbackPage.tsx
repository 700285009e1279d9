/**
 * /wechat-pay-callback?order={n}: where WeChat Pay's H5 cashier returns. The return itself proves nothing: the page
 * asks the server (syncPayment queries WeChat Pay while the order is unpaid) and shows paid / pending / failed with
 * the next step — view the order, or pay again.
 */
import { useEffect, useRef, useState } from "react";
import { graphql, useFragment, useMutation } from "react-relay/hooks";
import type { LoaderFunctionArgs } from "react-router";
import type { Environment } from "relay-runtime";
import { AppLink } from "../../../../components/AppLink/AppLink";
import { formatFen } from "../../../../format/money";
import type { PageData } from "../../../../system/pageLoader";
import { loadFreshQuery, usePageQueryWithVariables } from "../../../../system/pageQuery";
import { paths } from "../../../../system/paths";
import { useFollowOrder } from "../../components/useFollowOrder";
import type { CallbackPageQuery } from "./__generated__/CallbackPageQuery.graphql";
import type { CallbackPage_order$key } from "./__generated__/CallbackPage_order.graphql";
import type { CallbackPageSyncMutation } from "./__generated__/CallbackPageSyncMutation.graphql";

const query = graphql`
  query CallbackPageQuery($number: Int!) {
    viewer {
      order(number: $number) {
        ...CallbackPage_order
      }
    }
  }
`;

const syncMutation = graphql`
  mutation CallbackPageSyncMutation($input: OrderIDInput!) {
    syncPayment(input: $input) {
      userErrors {
        message
      }
      order {
        ...CallbackPage_order
      }
    }
  }
`;

type Vars = CallbackPageQuery["variables"];

export async function load(env: Environment, args: LoaderFunctionArgs): Promise<PageData<Vars>> {
  const raw = new URL(args.request.url).searchParams.get("order") ?? "";
  const variables: Vars = { number: /^\d{1,10}$/.test(raw) ? Number(raw) : 0 };
  const meta = { title: "微信支付", description: "支付结果" };
  if (variables.number === 0) return { variables, meta };
  return loadFreshQuery<CallbackPageQuery>(env, args, query, variables, meta);
}

function Result({ order, variables }: { order: CallbackPage_order$key; variables: Vars }) {
  const o = useFragment(
    graphql`
      fragment CallbackPage_order on Order {
        id
        number
        state
        totalFen
        cancelReason
      }
    `,
    order,
  );
  const [sync] = useMutation<CallbackPageSyncMutation>(syncMutation);
  const [synced, setSynced] = useState(false);
  const asked = useRef(false);
  const pending = o.state === "PENDING_PAYMENT";
  useEffect(() => {
    if (!pending || asked.current) return;
    asked.current = true;
    sync({ variables: { input: { orderID: o.id } }, onCompleted: () => setSynced(true), onError: () => setSynced(true) });
  }, [pending, o.id, sync]);
  useFollowOrder<CallbackPageQuery>(query, variables, pending && synced);

  if (o.state === "CANCELLED") {
    return (
      <div data-testid="callback-failed">
        <p className="text-xl font-semibold">支付未完成，订单已取消</p>
        <p className="mt-2 text-secondary">{o.cancelReason}</p>
        <AppLink to={paths.member.order(o.number)} className="mt-6 inline-block rounded bg-primary px-5 py-2 text-white">
          查看订单
        </AppLink>
      </div>
    );
  }
  if (pending) {
    return (
      <div data-testid="callback-pending">
        <p className="text-xl font-semibold">{synced ? "尚未收到支付结果" : "正在确认支付结果…"}</p>
        <p className="mt-2 text-secondary">如已付款，结果可能稍有延迟，本页会自动刷新。</p>
        <div className="mt-6 flex justify-center gap-3">
          <AppLink to={paths.member.orderBuy(o.number)} className="rounded bg-primary px-5 py-2 text-white">
            重新支付
          </AppLink>
          <AppLink to={paths.member.order(o.number)} className="rounded border border-primary px-5 py-2">
            查看订单
          </AppLink>
        </div>
      </div>
    );
  }
  return (
    <div data-testid="callback-paid">
      <p className="text-2xl font-semibold text-primary">支付成功</p>
      <p className="mt-2 text-secondary">已支付 {formatFen(o.totalFen)}</p>
      <AppLink to={paths.member.order(o.number)} className="mt-6 inline-block rounded bg-primary px-5 py-2 text-white">
        查看订单
      </AppLink>
    </div>
  );
}

export function CallbackPage() {
  const { data, variables } = usePageQueryWithVariables<CallbackPageQuery>(query);
  const order = variables.number > 0 ? data.viewer?.order : null;
  return (
    <section className="mx-auto max-w-md px-4 py-16 text-center" aria-label="支付结果">
      {order ? (
        <Result order={order} variables={variables} />
      ) : (
        <div data-testid="callback-unknown">
          <p className="text-xl font-semibold">找不到这笔订单</p>
          <p className="mt-2 text-secondary">请登录后在“我的订单”中查看支付结果。</p>
          <AppLink to={paths.member.orders()} className="mt-6 inline-block rounded bg-primary px-5 py-2 text-white">
            我的订单
          </AppLink>
        </div>
      )}
    </section>
  );
}
