import type { Locator, Page } from "@playwright/test";
import { test, expect, waitHydrated } from "../fixtures";
import { emailLogin, field, gotoLogin, registerMember, reportApiFailures, selectTab, toast } from "../auth/helpers";
import { paths } from "../../src/system/paths";
import { answerConfirm, watchNativeDialogs } from "../confirmDialog";

reportApiFailures(test);

interface Entry {
  recipient: string;
  mobile: string;
  province: string;
  city: string;
  district: string;
  detail: string;
}

const SHENZHEN: Entry = { recipient: "张三", mobile: "13800138000", province: "广东省", city: "深圳市", district: "南山区", detail: "科技园南区 1 栋 101" };
const BEIJING: Entry = { recipient: "李四", mobile: "13900139000", province: "北京市", city: "市辖区", district: "东城区", detail: "东华门大街 8 号" };
const HANGZHOU: Entry = { recipient: "王五", mobile: "15000150000", province: "浙江省", city: "杭州市", district: "西湖区", detail: "文三路 90 号 3 单元" };

async function fillAddress(form: Locator, e: Entry) {
  await field(form, "收货人").fill(e.recipient);
  await field(form, "手机号").fill(e.mobile);
  // The region picker: three native selects, each filled once the one before is chosen.
  await form.getByLabel("省份", { exact: true }).selectOption({ label: e.province });
  await form.getByLabel("城市", { exact: true }).selectOption({ label: e.city });
  await form.getByLabel("区县", { exact: true }).selectOption({ label: e.district });
  await field(form, "详细地址").fill(e.detail);
}

async function add(page: Page, e: Entry) {
  await page.getByRole("button", { name: "新增收货地址" }).click();
  const form = page.getByRole("form", { name: "新增收货地址" });
  await fillAddress(form, e);
  await form.getByRole("button", { name: "保存地址" }).click();
  await expect(form).toBeHidden();
  await expect(entry(page, e.recipient)).toBeVisible();
}

const entries = (page: Page) => page.getByTestId("address");
const entry = (page: Page, recipient: string) => entries(page).filter({ hasText: recipient });
/** The 默认 mark of an entry (not the 设为默认 button). */
const badge = (item: Locator) => item.getByText("默认", { exact: true });

test("a member adds three addresses with the region picker, switches the default, edits one and deletes one", async ({ page, request, watch }) => {
  test.setTimeout(90_000); // many steps, each a round trip, on a shared machine
  const member = await registerMember(request);
  await gotoLogin(page, paths.member.address());
  await selectTab(page, "账号登录");
  await emailLogin(page, member.email, member.password);
  await expect(page).toHaveURL(/\/member\/address$/);
  await waitHydrated(page);
  await expect(page.getByText("还没有收货地址，新增一个吧")).toBeVisible();

  // Validation in Chinese, nothing sent.
  await page.getByRole("button", { name: "新增收货地址" }).click();
  const form = page.getByRole("form", { name: "新增收货地址" });
  await form.getByRole("button", { name: "保存地址" }).click();
  await expect(form.getByText("请输入收货人姓名")).toBeVisible();
  await expect(form.getByText("请输入手机号")).toBeVisible();
  await expect(form.getByText("请选择省份、城市和区县")).toBeVisible();
  await expect(form.getByText("请输入详细地址")).toBeVisible();
  await field(form, "收货人").fill("张");
  await field(form, "手机号").fill("12345678901");
  await field(form, "详细地址").fill("一二三");
  await field(form, "邮政编码（选填）").fill("123");
  await expect(form.getByText("收货人姓名需为 2–25 个字符")).toBeVisible();
  await expect(form.getByText("请输入正确的手机号格式")).toBeVisible();
  await expect(form.getByText("详细地址需为 5–120 个字符")).toBeVisible();
  await expect(form.getByText("邮政编码应为 6 位数字")).toBeVisible();
  await form.getByRole("button", { name: "取消" }).click();
  await expect(entries(page)).toHaveCount(0);

  // Three addresses: the first becomes the default.
  await add(page, SHENZHEN);
  await expect(toast(page, "地址已保存")).toBeVisible();
  await add(page, BEIJING);
  await add(page, HANGZHOU);
  await expect(entries(page)).toHaveCount(3);
  await expect(entries(page).first()).toContainText("张三");
  await expect(badge(entries(page).first())).toBeVisible();
  await expect(entry(page, "张三")).toContainText("广东省 深圳市 南山区 科技园南区 1 栋 101");
  await expect(entry(page, "李四")).toContainText("北京市 东城区");
  await expect(badge(entry(page, "李四"))).toHaveCount(0);

  // Switch the default: it moves to the top, the old one loses the mark.
  await entry(page, "王五").getByRole("button", { name: "设为默认" }).click();
  await expect(toast(page, "已设为默认地址")).toBeVisible();
  await expect(entries(page).first()).toContainText("王五");
  await expect(badge(entries(page).first())).toBeVisible();
  await expect(badge(entry(page, "张三"))).toHaveCount(0);

  // Edit one: the form opens with its values, region included.
  await entry(page, "李四").getByRole("button", { name: "编辑" }).click();
  const edit = page.getByRole("form", { name: "编辑收货地址" });
  await expect(field(edit, "收货人")).toHaveValue("李四");
  await expect(edit.getByLabel("区县", { exact: true })).toHaveValue("110101");
  await field(edit, "收货人").fill("李四四");
  await edit.getByLabel("区县", { exact: true }).selectOption({ label: "西城区" });
  await edit.getByRole("button", { name: "保存地址" }).click();
  await expect(edit).toBeHidden();
  await expect(entry(page, "李四四")).toContainText("北京市 西城区 东华门大街 8 号");

  // Delete the default, after the in-page dialog (never the browser's confirm()): 取消 keeps it, 删除 deletes it;
  // the newest remaining (李四四) becomes the default.
  const native = watchNativeDialogs(page);
  await entry(page, "王五").getByRole("button", { name: "删除" }).click();
  await answerConfirm(page, "删除这个地址？", "取消");
  await expect(entry(page, "王五").getByRole("button", { name: "删除" })).toBeFocused(); // focus returns
  await expect(entries(page)).toHaveCount(3);
  await entry(page, "王五").getByRole("button", { name: "删除" }).click();
  await expect(page.getByRole("alertdialog")).toContainText("王五 浙江省 杭州市 西湖区 文三路 90 号 3 单元");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  await expect(entries(page)).toHaveCount(3);
  await entry(page, "王五").getByRole("button", { name: "删除" }).click();
  await answerConfirm(page, "删除这个地址？", "删除");
  await expect(toast(page, "地址已删除")).toBeVisible();
  await expect(entries(page)).toHaveCount(2);
  await expect(entries(page).first()).toContainText("李四四");
  await expect(badge(entries(page).first())).toBeVisible();

  // A reload renders the list on the server, in the same order.
  await page.reload();
  await waitHydrated(page);
  await expect(entries(page)).toHaveCount(2);
  await expect(badge(entries(page).first())).toBeVisible();
  expect(await watch.hydrationErrors()).toEqual([]);
  expect(native).toEqual([]);
});
