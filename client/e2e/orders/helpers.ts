/** The orders area's browser-test helpers: a listed work to buy, a buyer, and an order submitted. */
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, waitHydrated } from "../fixtures";
import { registerMember, type Member } from "../auth/helpers";
import { paths } from "../../src/system/paths";
import { memberGql, pendingWork, reviewer, seller, signInAs } from "../selling/helpers";

/** A member's original, approved and listed: the seller, its title and its public and goods numbers. */
export async function listedWork(request: APIRequestContext) {
  const owner = await seller(request);
  const rev = await reviewer(request);
  const work = await pendingWork(request, owner);
  const r = await memberGql<{ approveWork: { userErrors: { message: string }[]; work: { artwork: { number: number; goods: { number: number }[] | null } | null } | null } }>(
    request,
    rev,
    `mutation($id: ID!) { approveWork(input: { id: $id }) { userErrors { message } work { artwork { number goods { number } } } } }`,
    { id: work.id },
  );
  expect(r.approveWork.userErrors).toEqual([]);
  const artwork = r.approveWork.work?.artwork;
  const goods = artwork?.goods?.[0]?.number ?? 0;
  expect(goods).toBeGreaterThan(0);
  return { owner, title: work.title, artwork: artwork?.number ?? 0, goods };
}

/** A buyer with one address (the address form itself is proven in member/address.spec.ts). */
export async function buyer(request: APIRequestContext): Promise<Member> {
  const m = await registerMember(request);
  const r = await memberGql<{ createAddress: { userErrors: { message: string }[] } }>(
    request,
    m,
    `mutation($input: CreateAddressInput!) { createAddress(input: $input) { userErrors { message } } }`,
    { input: { recipient: "张三", mobile: "13800138000", province: "44", city: "4403", district: "440305", detail: "科技园南区 1 栋 101", postcode: "", isDefault: true } },
  );
  expect(r.createAddress.userErrors).toEqual([]);
  return m;
}

/**
 * A buyer with an address signs in on a listed work's confirm page and submits the order; what follows is the
 * channel's. beforeSubmit runs once signed in (signing in clears the cookies).
 */
export async function submitOrder(page: Page, request: APIRequestContext, beforeSubmit?: () => Promise<void>) {
  const work = await listedWork(request);
  const me = await buyer(request);
  await signInAs(page, me, paths.member.buy(work.goods));
  await beforeSubmit?.();
  await waitHydrated(page);
  await page.getByRole("button", { name: "提交订单" }).click();
  return { work, me };
}

/**
 * me's order of the goods numbered goods, paid on the sandbox's scan page (a desktop's Native QR): its id, number and
 * the payment's merchant order number (out_trade_no, as WeChat Pay's bill names it).
 */
export async function paidOrder(request: APIRequestContext, page: Page, me: Member, goods: number): Promise<{ id: string; number: number; outTradeNo: string }> {
  const ck = await memberGql<{ checkout: { goods: { id: string }; addresses: { id: string }[] } }>(
    request,
    me,
    `query($n: Int!) { checkout(goodsNumber: $n) { goods { id } addresses { id } } }`,
    { n: goods },
  );
  const created = await memberGql<{ createOrder: { userErrors: { message: string }[]; order: { id: string; number: number } | null } }>(
    request,
    me,
    `mutation($input: CreateOrderInput!) { createOrder(input: $input) { userErrors { message } order { id number } } }`,
    { input: { goodsID: ck.checkout.goods.id, quantity: 1, addressID: ck.checkout.addresses[0]?.id, idempotencyKey: `e2e-${Date.now()}-${goods}` } },
  );
  expect(created.createOrder.userErrors).toEqual([]);
  const order = created.createOrder.order!;
  const start = await memberGql<{ startPayment: { userErrors: { message: string }[]; payment: { outTradeNo: string; sandboxScanURL: string | null } | null } }>(
    request,
    me,
    `mutation($input: StartPaymentInput!) { startPayment(input: $input) { userErrors { message } payment { outTradeNo sandboxScanURL } } }`,
    { input: { orderID: order.id, channel: "PC" } },
  );
  expect(start.startPayment.userErrors).toEqual([]);
  await page.goto(start.startPayment.payment?.sandboxScanURL ?? "");
  await page.getByRole("button", { name: "支付", exact: true }).click();
  // The notification arrives in its own time: the order is paid once it did.
  await expect
    .poll(async () => (await memberGql<{ viewer: { order: { state: string } | null } }>(request, me, `query($n: Int!) { viewer { order(number: $n) { state } } }`, { n: order.number })).viewer.order?.state, { timeout: 20_000 })
    .toBe("PAID");
  return { ...order, outTradeNo: start.startPayment.payment?.outTradeNo ?? "" };
}
