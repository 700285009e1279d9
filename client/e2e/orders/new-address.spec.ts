import { test, expect, waitHydrated } from "../fixtures";
import { field, registerMember, reportApiFailures } from "../auth/helpers";
import { paths } from "../../src/system/paths";
import { memberGql, signInAs } from "../selling/helpers";
import { listedWork } from "./helpers";

reportApiFailures(test);

test("a member with no address adds one in place on the confirm page with the region picker and buys with it", async ({ page, request }, info) => {
  test.skip(info.project.name !== "desktop", "the address form itself is proven on both viewports in member/address.spec.ts");
  test.setTimeout(180_000);
  const work = await listedWork(request);
  const me = await registerMember(request);
  await signInAs(page, me, paths.member.buy(work.goods));
  await waitHydrated(page);
  await expect(page.getByText("还没有收货地址。")).toBeVisible();
  // Submitting without one asks for one.
  await page.getByRole("button", { name: "提交订单" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "请选择收货地址" })).toBeVisible();

  await page.getByRole("button", { name: "添加新地址" }).click();
  const form = page.getByRole("form", { name: "新增收货地址" });
  await field(form, "收货人").fill("李四");
  await field(form, "手机号").fill("13900139000");
  await form.getByLabel("省份", { exact: true }).selectOption({ label: "浙江省" });
  await form.getByLabel("城市", { exact: true }).selectOption({ label: "杭州市" });
  await form.getByLabel("区县", { exact: true }).selectOption({ label: "西湖区" });
  await field(form, "详细地址").fill("文三路 90 号 3 单元");
  await form.getByRole("button", { name: "保存地址" }).click();
  await expect(form).toBeHidden();
  // The new address is listed and picked, without leaving the page.
  const picked = page.getByTestId("buy-addresses").getByRole("radio", { checked: true });
  await expect(picked).toHaveCount(1);
  await expect(page.getByTestId("buy-addresses")).toContainText("浙江省 杭州市 西湖区 文三路 90 号 3 单元");
  await expect(page).toHaveURL(paths.member.buy(work.goods));

  await page.getByRole("button", { name: "提交订单" }).click();
  await page.waitForURL(/\/member\/order-buy\/\d+$/);
  const orderNumber = Number(new URL(page.url()).pathname.split("/").pop());
  // The order holds that address (snapshotted), and it is now the member's address too.
  const r = await memberGql<{ viewer: { order: { recipient: string } | null; addresses: { detail: string }[] } }>(
    request,
    me,
    `query($n: Int!) { viewer { order(number: $n) { recipient } addresses { detail } } }`,
    { n: orderNumber },
  );
  expect(r.viewer.order?.recipient).toContain("李四");
  expect(r.viewer.addresses.map((a) => a.detail)).toEqual(["文三路 90 号 3 单元"]);
});
