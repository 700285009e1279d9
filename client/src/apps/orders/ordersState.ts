/**
 * The orders area's client logic, pure so Vitest covers it: the tabs of 我的订单, the payment channel of this
 * browser, the countdown of the stock hold, and the idempotency key of one confirm-page visit. No rule of the order
 * state machine lives here: which moves are allowed comes from the server (Order.allowedActions).
 */
import type { Channel } from "../../lib/channel";

/** The order states as the GraphQL enum spells them. */
export type OrderStateName = "PENDING_PAYMENT" | "PAID" | "SHIPPED" | "COMPLETED" | "CANCELLED" | "REFUNDED";

/** The keys of OrderCounts. */
export type CountKey = "all" | "pendingPayment" | "paid" | "shipped" | "completed" | "cancelled" | "refunded";

export interface OrderTab {
  /** The tab's value in the address (?tab=…). */
  tab: string;
  label: string;
  /** The state listed; null for all. */
  state: OrderStateName | null;
  count: CountKey;
}

/**
 * 全部 / 待付款 / 待发货 / 待收货 / 已完成 / 已取消 / 已退款, in the order the page shows them. A refunded order has a
 * tab of its own rather than sitting under 已取消: it was paid and the money came back, which a buyer looks for
 * (and 已取消 means it was never paid).
 */
export const ORDER_TABS: readonly OrderTab[] = [
  { tab: "all", label: "全部", state: null, count: "all" },
  { tab: "pending", label: "待付款", state: "PENDING_PAYMENT", count: "pendingPayment" },
  { tab: "paid", label: "待发货", state: "PAID", count: "paid" },
  { tab: "shipped", label: "待收货", state: "SHIPPED", count: "shipped" },
  { tab: "completed", label: "已完成", state: "COMPLETED", count: "completed" },
  { tab: "cancelled", label: "已取消", state: "CANCELLED", count: "cancelled" },
  { tab: "refunded", label: "已退款", state: "REFUNDED", count: "refunded" },
];

/** The tab named in the address; 全部 for none or an unknown one. */
export function orderTabOf(tab: string | null | undefined): OrderTab {
  return ORDER_TABS.find((t) => t.tab === tab) ?? ORDER_TABS[0]!;
}

/** The GraphQL PaymentChannel of the request's channel (spec §6): JSAPI in WeChat, H5 on a phone, Native on a desktop. */
export function paymentChannel(channel: Channel): "WECHAT" | "H5" | "PC" {
  if (channel === "wechat") return "WECHAT";
  if (channel === "h5") return "H5";
  return "PC";
}

/** What is left of the stock hold, 'mm:ss' (hours first past an hour); null once it has ended. */
export function formatHold(expiresAt: number, now: number): string | null {
  const left = Math.floor((expiresAt - now) / 1000);
  if (!Number.isFinite(left) || left <= 0) return null;
  const pad = (n: number) => String(n).padStart(2, "0");
  const h = Math.floor(left / 3600);
  const mmss = `${pad(Math.floor((left % 3600) / 60))}:${pad(left % 60)}`;
  return h > 0 ? `${h}:${mmss}` : mmss;
}

/** How often the pay page asks the server about the order while it waits for the payment. */
export const PAY_POLL_MS = 2000;

/**
 * A fresh idempotency key for createOrder (8–64 letters, digits, - or _): random, so two visits never share one.
 * The confirm page makes it once per visit (useState's initializer), so a double click or a retry sends the same.
 */
export function newIdempotencyKey(random: () => string = defaultRandom): string {
  const k = random().replace(/[^A-Za-z0-9_-]/g, "").slice(0, 64);
  if (k.length < 8) throw new Error("idempotency key too short");
  return k;
}

function defaultRandom(): string {
  if (typeof crypto !== "undefined" && typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** The buy form's fields a refusal of createOrder may be about (the GraphQL input's names). */
export type BuyField = "quantity" | "addressID" | "note";

/** The form field a refusal of createOrder is about, or undefined for the whole form. */
export function buyField(field: string | null | undefined): BuyField | undefined {
  if (field === "quantity" || field === "addressID" || field === "note") return field;
  return undefined;
}

/** The field of startPayment's refusal that asks for the member's openid of the official account (spec §7 flow). */
export const OPENID_FIELD = "wechatOpenID";

/**
 * The return of the silent snsapi_base authorisation to the pay page: its code and state, and the page's address
 * without them (to replace the address with, so a reload never sends a used code again). null when the address
 * carries no code (a first visit, or a declined authorisation). The hash (#wechat_redirect) goes too.
 */
export function openIDReturn(href: string): { code: string; state: string; clean: string } | null {
  const u = new URL(href, "http://localhost");
  const code = u.searchParams.get("code") ?? "";
  if (code === "") return null;
  const state = u.searchParams.get("state") ?? "";
  u.searchParams.delete("code");
  u.searchParams.delete("state");
  // The hash is WeChat's #wechat_redirect, kept by the return: the page has no use for it.
  return { code, state, clean: u.pathname + u.search };
}
