/**
 * The site's one in-page confirmation dialog (components/ConfirmDialog), as the browser tests answer it; and a watch
 * for the browser's own dialogs (window.confirm, alert), which the site no longer uses to ask.
 */
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/** Answers the open dialog asking `question` with its button `button` (取消 or the action's verb); it closes. */
export async function answerConfirm(page: Page, question: string | RegExp, button: string): Promise<void> {
  const dialog = page.getByRole("alertdialog", { name: question });
  await expect(dialog).toBeVisible();
  // Focus starts on 取消, the choice that loses nothing.
  await expect(dialog.getByRole("button", { name: "取消", exact: true })).toBeFocused();
  await dialog.getByRole("button", { name: button, exact: true }).click();
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
}

/** Records every native dialog the page opens (dismissing it); the list should stay empty. */
export function watchNativeDialogs(page: Page): string[] {
  const seen: string[] = [];
  page.on("dialog", (d) => {
    seen.push(`${d.type()}: ${d.message()}`);
    void d.dismiss();
  });
  return seen;
}
