/**
 * /member/order-buy/{order_id}: paying an order with WeChat Pay on this browser's channel (spec §6): a desktop draws
 * the Native code_url as a QR code (the qrcode library, loaded only here) and follows the order until it is paid or
 * the stock hold ends; a phone browser goes to the H5 cashier (which returns to /wechat-pay-callback); inside WeChat
 * the JSAPI sheet opens through WeixinJSBridge. The page never decides the order is paid: the server says so.
 */
import { useEffect, useRef, useState } from "react";
import { graphql, useFragment, useMutation } from "react-relay/hooks";
import type { LoaderFunctionArgs } from "react-router";
import type { Environment } from "relay-runtime";
import { AppLink } from "../../../../components/AppLink/AppLink";
import { FormAlert } from "../../../../components/form";
import { formatFen } from "../../../../format/money";
import { currentUserAgent, detectChannel } from "../../../../lib/channel";
import { numberParam, type PageData } from "../../../../system/pageLoader";
import { loadFreshQuery, usePageQueryWithVariables } from "../../../../system/pageQuery";
import { paths } from "../../../../system/paths";
import { NETWORK_ERROR } from "../../../../system/useMove";
import { useFollowOrder, useNow } from "../../components/useFollowOrder";
import { fetchWechatCodeUrl, fetchWechatOpenID } from "../../../../features/auth/authApi";
import { OPENID_FIELD, formatHold, openIDReturn, paymentChannel } from "../../ordersState";
import type { PayPageQuery } from "./__generated__/PayPageQuery.graphql";
import type { PayPage_order$key } from "./__generated__/PayPage_order.graphql";
import type { PayPageStartMutation, PayPageStartMutation$data } from "./__generated__/PayPageStartMutation.graphql";

const query = graphql`
  query PayPageQuery($number: Int!) {
    viewer {
      order(number: $number) {
        ...PayPage_order
      }
    }
  }
`;

const startMutation = graphql`
  mutation PayPageStartMutation($input: StartPaymentInput!) {
    startPayment(input: $input) {
      userErrors {
        field
        message
      }
      payment {
        tradeType
        codeURL
        h5URL
        sandboxScanURL
        bridgeScriptURL
        expiresAt
        jsapiParams {
          appID
          timeStamp
          nonceStr
          package
          signType
          paySign
        }
      }
      order {
        ...PayPage_order
      }
    }
  }
`;

type Vars = PayPageQuery["variables"];

export async function load(env: Environment, args: LoaderFunctionArgs): Promise<PageData<Vars>> {
  return loadFreshQuery<PayPageQuery>(env, args, query, { number: numberParam(args, "order_id") }, { title: "订单支付", description: "微信支付" }, (d) => !!d?.viewer?.order);
}

type Payment = NonNullable<PayPageStartMutation$data["startPayment"]["payment"]>;

declare global {
  interface Window {
    WeixinJSBridge?: { invoke: (name: string, params: Record<string, string>, cb: (res: { err_msg?: string }) => void) => void };
  }
}

/** Loads the sandbox's bridge script (once) and waits for WeixinJSBridge, as WeChat's own browser provides it. */
function whenBridge(scriptURL: string | null | undefined): Promise<NonNullable<Window["WeixinJSBridge"]>> {
  return new Promise((resolve) => {
    if (window.WeixinJSBridge) return resolve(window.WeixinJSBridge);
    const ready = () => {
      if (window.WeixinJSBridge) resolve(window.WeixinJSBridge);
    };
    document.addEventListener("WeixinJSBridgeReady", ready, { once: true });
    if (scriptURL && !document.querySelector(`script[data-wxpay-bridge]`)) {
      const s = document.createElement("script");
      s.src = scriptURL;
      s.dataset.wxpayBridge = "1";
      s.onload = ready;
      document.head.appendChild(s);
    }
  });
}

/** Opens WeChat's pay sheet with the server-signed params (the sandbox's bridge in sandbox mode). */
function invokeJSAPI(payment: Payment, setError: (msg: string) => void) {
  if (!payment.jsapiParams) return;
  const { appID, ...rest } = payment.jsapiParams;
  void whenBridge(payment.bridgeScriptURL).then((bridge) =>
    bridge.invoke("getBrandWCPayRequest", { appId: appID, ...rest }, (res) => {
      if (res.err_msg === "get_brand_wcpay_request:cancel") setError("已取消支付，可重新支付。");
      else if (res.err_msg !== "get_brand_wcpay_request:ok") setError("支付未完成，请重试。");
    }),
  );
}

/** The Native code drawn on a canvas (the QR library is imported here only, keeping it out of the other pages). */
function QRCodeImage({ text }: { text: string }) {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    let live = true;
    void import("qrcode").then((QR) => {
      if (live && ref.current) void QR.toCanvas(ref.current, text, { width: 220, margin: 1 });
    });
    return () => {
      live = false;
    };
  }, [text]);
  return <canvas ref={ref} width={220} height={220} aria-label="微信支付二维码" role="img" data-testid="pay-qr" data-code={text} />;
}

function PayView({ order, variables }: { order: PayPage_order$key; variables: Vars }) {
  const o = useFragment(
    graphql`
      fragment PayPage_order on Order {
        id
        number
        state
        stateLabel
        title
        totalFen
        expiresAt
        cancelReason
      }
    `,
    order,
  );
  const now = useNow();
  const [payment, setPayment] = useState<Payment | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [needOpenID, setNeedOpenID] = useState(false);
  const [start] = useMutation<PayPageStartMutation>(startMutation);
  const started = useRef(false);
  const waiting = o.state === "PENDING_PAYMENT";
  const hold = formatHold(Date.parse(o.expiresAt), now);
  useFollowOrder<PayPageQuery>(query, variables, waiting);

  useEffect(() => {
    if (!waiting || started.current) return;
    started.current = true;
    const channel = paymentChannel(detectChannel(currentUserAgent()));
    // Back from the silent authorisation (spec §7): the code gives the server the member's openid, then pay.
    const back = openIDReturn(window.location.href);
    const pay = (afterFlow: boolean) =>
      start({
        variables: { input: { orderID: o.id, channel } },
        onCompleted: (r) => {
          const p = r.startPayment;
          if (p.userErrors.some((u) => u.field === OPENID_FIELD)) {
            if (afterFlow) return setNeedOpenID(true);
            return void fetchWechatCodeUrl("snsapi_base", window.location.pathname).then(
              (link) => (link.url ? window.location.assign(link.url) : setNeedOpenID(true)),
              (e: unknown) => setError(e instanceof Error ? e.message : NETWORK_ERROR),
            );
          }
          if (p.userErrors.length > 0) return setError(p.userErrors.map((u) => u.message).join("；"));
          if (!p.payment) return;
          setPayment(p.payment);
          if (p.payment.tradeType === "MWEB" && p.payment.h5URL) window.location.assign(p.payment.h5URL);
          if (p.payment.tradeType === "JSAPI" && p.payment.jsapiParams) invokeJSAPI(p.payment, setError);
        },
        onError: () => setError(NETWORK_ERROR),
      });
    if (!back) return void pay(false);
    window.history.replaceState(window.history.state, "", back.clean);
    fetchWechatOpenID(back.code, back.state).then(
      () => pay(true),
      (e: unknown) => setError(e instanceof Error ? e.message : NETWORK_ERROR),
    );
  }, [waiting, o.id, start]);

  if (o.state === "PAID" || o.state === "SHIPPED" || o.state === "COMPLETED") {
    return (
      <div className="text-center" data-testid="pay-paid">
        <p className="text-2xl font-semibold text-primary">支付成功</p>
        <p className="mt-2 text-secondary">已支付 {formatFen(o.totalFen)}，卖家将尽快发货。</p>
        <AppLink to={paths.member.order(o.number)} className="mt-6 inline-block rounded bg-primary px-5 py-2 text-white">
          查看订单
        </AppLink>
      </div>
    );
  }
  if (o.state === "CANCELLED" || hold === null) {
    return (
      <div className="text-center" data-testid="pay-closed">
        <p className="text-xl font-semibold">{o.state === "CANCELLED" ? "订单已取消" : "支付已超时"}</p>
        <p className="mt-2 text-secondary">{o.cancelReason || "订单未在规定时间内支付，库存已释放。"}</p>
        <div className="mt-6 flex justify-center gap-3">
          <AppLink to={paths.member.order(o.number)} className="rounded border border-primary px-5 py-2">
            查看订单
          </AppLink>
          <AppLink to={paths.member.orders()} className="rounded bg-primary px-5 py-2 text-white">
            返回我的订单
          </AppLink>
        </div>
      </div>
    );
  }
  return (
    <div className="flex flex-col items-center text-center" data-testid="pay-waiting" data-trade-type={payment?.tradeType ?? ""}>
      <p className="text-sm text-secondary">{o.title}</p>
      <p className="mt-1 text-3xl font-semibold tabular-nums" data-testid="pay-total">
        {formatFen(o.totalFen)}
      </p>
      <p className="mt-1 text-sm text-secondary">
        请在 <span className="tabular-nums text-error" data-testid="pay-countdown">{hold}</span> 内完成支付，逾期订单将自动取消
      </p>
      {payment?.tradeType === "NATIVE" && payment.codeURL ? (
        <div className="mt-6 flex flex-col items-center gap-2">
          <QRCodeImage text={payment.codeURL} />
          <p className="text-sm">请使用微信扫一扫，扫描二维码支付</p>
          {payment.sandboxScanURL ? (
            <a href={payment.sandboxScanURL} target="_blank" rel="noopener" className="text-sm text-primary underline" data-testid="pay-sandbox-scan">
              在沙箱中扫码
            </a>
          ) : null}
        </div>
      ) : null}
      {payment?.tradeType === "MWEB" ? <p className="mt-6 text-sm text-secondary">正在前往微信支付…</p> : null}
      {payment?.tradeType === "JSAPI" ? <p className="mt-6 text-sm text-secondary">请在微信支付窗口中完成支付。</p> : null}
      {needOpenID ? (
        <p role="alert" className="mt-6 text-sm text-error" data-testid="pay-openid">
          未能获取您的微信身份，无法在微信内支付：请在微信中重新打开本页。
        </p>
      ) : null}
      <FormAlert message={error} className="mt-6 text-sm text-error" testId="pay-error" />
      <AppLink to={paths.member.order(o.number)} className="mt-6 text-sm text-secondary underline">
        查看订单
      </AppLink>
    </div>
  );
}

export function PayPage() {
  const { data, variables } = usePageQueryWithVariables<PayPageQuery>(query);
  const order = data.viewer?.order;
  if (!order) return null;
  return (
    <section className="mx-auto max-w-md px-4 py-10" aria-label="订单支付">
      <h1 className="mb-6 text-center text-xl font-semibold">微信支付</h1>
      <PayView order={order} variables={variables} />
    </section>
  );
}
