/**
 * Tap targets on a phone: every control of the member and selling pages is at least 44 × 44 CSS px (WCAG 2.5.5,
 * the size Lighthouse and Apple's and Google's guides ask for). The phone's root font scales down to 12 px
 * (spec §9), so sizes set in rem shrink to three quarters there; this measures what the phone lays out.
 *
 * Measured: every visible button, link, checkbox, radio, select and [role=button|tab] of the page. A checkbox or
 * radio's target is its label when it has one (a tap on the label ticks it, so the label is the target, as WCAG
 * counts it). Exempt, as WCAG 2.5.5 exempts them: links inline in a sentence (a link whose line of text holds more
 * than the link, e.g. 《用户协议》 in the declaration).
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { test, expect, waitHydrated } from "../fixtures";
import { reportApiFailures, type Member } from "../auth/helpers";
import { paths } from "../../src/system/paths";
import { draftWork, memberGql, pendingWork, seller, signInAs } from "../selling/helpers";

reportApiFailures(test);

const MIN = 44;

interface Small {
  text: string;
  width: number;
  height: number;
}

/** The controls of the page smaller than MIN in either direction. */
async function smallTargets(page: Page): Promise<Small[]> {
  return page.evaluate((min) => {
    const out: { text: string; width: number; height: number }[] = [];
    const selector = 'button, a[href], input[type="checkbox"], input[type="radio"], select, [role="button"], [role="tab"]';
    const visible = (el: Element) => {
      const s = getComputedStyle(el);
      const r = el.getBoundingClientRect();
      return s.visibility !== "hidden" && s.display !== "none" && r.width > 0 && r.height > 0 && el.closest("[hidden], [aria-hidden=true], [inert]") === null;
    };
    // A link in a sentence: its block holds more text than the link itself, on the link's own line.
    const inlineInProse = (el: Element) => {
      if (el.tagName !== "A" || getComputedStyle(el).display !== "inline") return false;
      let block = el.parentElement;
      while (block && getComputedStyle(block).display.startsWith("inline")) block = block.parentElement;
      const own = (el.textContent ?? "").trim();
      return block !== null && (block.textContent ?? "").trim().length > own.length;
    };
    for (const el of document.querySelectorAll(selector)) {
      if (!visible(el) || inlineInProse(el)) continue;
      let target: Element = el;
      if (el instanceof HTMLInputElement && (el.type === "checkbox" || el.type === "radio")) {
        const label = el.closest("label") ?? (el.id ? document.querySelector(`label[for="${CSS.escape(el.id)}"]`) : null);
        if (label && visible(label)) target = label;
      }
      const r = target.getBoundingClientRect();
      if (r.width + 0.5 < min || r.height + 0.5 < min) {
        const text = (el.getAttribute("aria-label") || el.textContent || (el as HTMLInputElement).name || el.tagName).trim().replace(/\s+/g, " ").slice(0, 40);
        out.push({ text: `${el.tagName.toLowerCase()} “${text}”`, width: Math.round(r.width * 10) / 10, height: Math.round(r.height * 10) / 10 });
      }
    }
    return out;
  }, MIN);
}

/** A seller with something on every page: an address, a cash-out account, favourites, a draft, a work in review, another device. */
async function fullMember(request: APIRequestContext): Promise<{ m: Member; draft: number; pending: number }> {
  const m = await seller(request); // its registration's session is the "other device" of the devices list
  const address = await memberGql<{ createAddress: { userErrors: unknown[] } }>(request, m, `mutation($input: CreateAddressInput!) { createAddress(input: $input) { userErrors { message } } }`, {
    input: { recipient: "张三", mobile: "13800138000", province: "44", city: "4403", district: "440305", detail: "科技园南区 1 栋 101", postcode: "", isDefault: true },
  });
  expect(address.createAddress.userErrors).toEqual([]);
  const account = await memberGql<{ createCashOutAccount: { userErrors: unknown[] } }>(request, m, `mutation($input: CreateCashOutAccountInput!) { createCashOutAccount(input: $input) { userErrors { message } } }`, {
    input: { kind: "ALIPAY", account: "13800138000" },
  });
  expect(account.createCashOutAccount.userErrors).toEqual([]);
  // A favourite of each kind, so the favourites pages list cards with their controls.
  const firsts = await memberGql<Record<"artworks" | "artists" | "galleries", { edges: { node: { id: string } }[] }>>(request, m, `{ artworks(first: 1) { edges { node { id } } } artists(first: 1) { edges { node { id } } } galleries(first: 1) { edges { node { id } } } }`);
  for (const list of Object.values(firsts)) {
    const targetId = list.edges[0]?.node.id ?? "";
    const fav = await memberGql<{ favorite: { userErrors: unknown[] } }>(request, m, `mutation($input: FavoriteInput!) { favorite(input: $input) { userErrors { message } } }`, { input: { targetID: targetId, on: true } });
    expect(fav.favorite.userErrors).toEqual([]);
  }
  const draft = await draftWork(request, m);
  const pending = await pendingWork(request, m);
  return { m, draft: draft.number, pending: pending.number };
}

test("every control of the member and selling pages is at least 44 × 44 px on a phone", async ({ page, request }, testInfo) => {
  test.skip(testInfo.project.name !== "mobile", "the phone's viewport and root font");
  test.setTimeout(120_000);
  const { m, draft, pending } = await fullMember(request);

  // Each page, with what opens on it (a form, another kind of account).
  const pages: { path: string; open?: (p: Page) => Promise<void> }[] = [
    { path: paths.member.profile() },
    { path: paths.member.orders() },
    { path: paths.member.artworks() },
    { path: paths.member.artworks("draft") },
    { path: paths.member.artworks("pending") },
    { path: paths.member.artwork(draft) },
    { path: paths.member.artwork(pending) },
    { path: paths.member.publishArtwork() },
    { path: paths.member.editArtwork(draft) },
    { path: paths.member.favArtworks() },
    { path: paths.member.favArtists() },
    { path: paths.member.favGalleries() },
    { path: paths.member.address() },
    { path: `${paths.member.address()}#form`, open: (p) => p.getByRole("button", { name: "新增收货地址" }).click() },
    { path: paths.member.accountSettings() },
    { path: paths.member.fundsSettings() },
    { path: `${paths.member.fundsSettings()}#card`, open: (p) => p.getByRole("tab", { name: "银行卡" }).click() },
  ];

  await signInAs(page, m, paths.member.profile());
  const found: string[] = [];
  for (const { path, open } of pages) {
    await page.goto(path.split("#")[0] ?? path);
    await waitHydrated(page);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    if (open) await open(page);
    for (const s of await smallTargets(page)) found.push(`${path}: ${s.text} ${s.width}×${s.height}`);
  }
  expect(found, `controls under ${MIN} × ${MIN} px on a phone`).toEqual([]);
});
