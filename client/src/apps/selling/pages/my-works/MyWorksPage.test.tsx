import { describe, expect, it, beforeEach, vi } from "vitest";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { RelayEnvironmentProvider } from "react-relay/hooks";
import { createMemoryRouter, RouterProvider } from "react-router";
import type { Environment } from "relay-runtime";
import { createMockEnvironment, MockPayloadGenerator } from "relay-test-utils";
import { toast } from "../../../../components/Toast";
import { MyWorksPage, load } from "./MyWorksPage";

interface Work {
  number: number;
  title: string;
  state: "draft" | "pending" | "listed" | "rejected" | "taken_down" | "sold";
  rejectReason?: string;
}

const COUNTS = { all: 6, draft: 1, pending: 1, listed: 1, takenDown: 1, sold: 1, rejected: 1 };

const id = (w: Work) => String(24 * 2 ** 32 + w.number);

/** What the server answers for its seller per state (Work.stateLabel, allowedActions). */
const SERVER: Record<Work["state"], { stateLabel: string; allowedActions: { action: string; label: string }[] }> = {
  draft: { stateLabel: "草稿", allowedActions: [{ action: "edit", label: "编辑" }, { action: "submit", label: "提交审核" }, { action: "delete", label: "删除" }] },
  pending: { stateLabel: "审核中", allowedActions: [{ action: "withdraw", label: "撤回" }] },
  listed: { stateLabel: "在售", allowedActions: [{ action: "edit", label: "编辑" }, { action: "reprice", label: "修改价格或运费" }, { action: "take_down", label: "下架" }] },
  taken_down: { stateLabel: "已下架", allowedActions: [{ action: "edit", label: "编辑" }, { action: "reprice", label: "修改价格或运费" }, { action: "relist", label: "重新上架" }] },
  sold: { stateLabel: "已售", allowedActions: [] },
  rejected: { stateLabel: "未通过", allowedActions: [{ action: "edit", label: "编辑" }, { action: "submit", label: "重新提交" }] },
};

/** /member/artworks/{tab} through its own loader, the server answering with these works. */
function renderPage(tab: string, works: Work[]) {
  const env = createMockEnvironment();
  env.mock.queueOperationResolver((op) => {
    let n = 0;
    return MockPayloadGenerator.generate(op, {
      Member: () => ({ id: "member-1", isReviewer: false, workCounts: COUNTS }),
      WorkConnection: () => ({ edges: works.map(() => ({})), pageInfo: { hasNextPage: false, endCursor: null } }),
      Work: () => {
        const w = works[n++];
        if (!w) throw new Error("more works than given");
        return { id: id(w), number: w.number, title: w.title, state: w.state, ...SERVER[w.state], priceFen: "1280000", rejectReason: w.rejectReason ?? "", updatedAt: "2026-11-25T08:00:00Z", cover: null };
      },
    });
  });
  const path = `/member/artworks/${tab}`;
  const router = createMemoryRouter(
    [{ path: "/member/artworks/:tab_name?", loader: (args) => load(env as unknown as Environment, args), Component: MyWorksPage, HydrateFallback: () => null }],
    { initialEntries: [path] },
  );
  render(
    <RelayEnvironmentProvider environment={env}>
      <RouterProvider router={router} />
    </RelayEnvironmentProvider>,
  );
  return env;
}

function buttons(card: HTMLElement): string[] {
  return within(card)
    .queryAllByRole("button")
    .concat(within(card).queryAllByRole("link").filter((l) => l.textContent === "编辑"))
    .map((b) => b.textContent ?? "")
    .sort();
}

const ALL: Work[] = [
  { number: 1, title: "草稿一", state: "draft" },
  { number: 2, title: "审核中一", state: "pending" },
  { number: 3, title: "在售一", state: "listed" },
  { number: 4, title: "已下架一", state: "taken_down" },
  { number: 5, title: "已售一", state: "sold" },
  { number: 6, title: "未通过一", state: "rejected", rejectReason: "图片不清晰" },
];

let toasts: string[] = [];

/** The last toast shown (success or error). */
function toastText(): string | undefined {
  return toasts.at(-1);
}

beforeEach(() => {
  toasts = [];
  vi.spyOn(toast, "success").mockImplementation((m: string) => (toasts.push(m), 1));
  vi.spyOn(toast, "error").mockImplementation((m: string) => (toasts.push(m), 1));
});

describe("我的作品", () => {
  it("shows the tabs with their counts and per state the moves that make sense", async () => {
    renderPage("all", ALL);
    const cards = await screen.findAllByTestId("selling-card");
    expect(cards).toHaveLength(6);
    expect(within(screen.getByTestId("selling-tabs")).getAllByRole("link").map((l) => l.textContent)).toEqual([
      "全部6", "草稿1", "审核中1", "在售1", "已下架1", "已售1", "未通过1",
    ]);
    const byTitle = (t: string) => cards.find((c) => c.textContent?.includes(t))!;
    expect(buttons(byTitle("草稿一"))).toEqual(["删除", "提交审核", "编辑"].sort());
    expect(buttons(byTitle("审核中一"))).toEqual(["撤回"]);
    expect(buttons(byTitle("在售一"))).toEqual(["下架", "编辑"].sort());
    expect(buttons(byTitle("已下架一"))).toEqual(["编辑", "重新上架"].sort());
    expect(buttons(byTitle("已售一"))).toEqual([]);
    expect(buttons(byTitle("未通过一"))).toEqual(["编辑", "重新提交"].sort());
    expect(within(byTitle("未通过一")).getByTestId("reject-reason").textContent).toBe("未通过原因：图片不清晰");
    expect(within(byTitle("草稿一")).getByRole("link", { name: "编辑" }).getAttribute("href")).toBe("/member/edit-artwork/1");
    expect(within(byTitle("草稿一")).getAllByRole("link")[0]!.getAttribute("href")).toBe("/member/artwork/1");
  });

  it("takes a work down: it leaves 在售, the counts follow, the toast says so", async () => {
    const env = renderPage("selling", [ALL[2]!]);
    const card = await screen.findByTestId("selling-card");
    fireEvent.click(within(card).getByRole("button", { name: "下架" }));
    // Asked first in the shared dialog; the dialog's 下架 does it.
    const dialog = await screen.findByRole("alertdialog", { name: "下架这件作品？" });
    expect(env.mock.getAllOperations()).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole("button", { name: "下架" }));
    await waitFor(() => expect(env.mock.getAllOperations()).toHaveLength(1));
    const mutation = env.mock.getMostRecentOperation();
    expect(mutation.request.node.params.name).toBe("WorkActionsTakeDownMutation");
    expect(mutation.request.variables).toEqual({ id: id(ALL[2]!) });
    act(() => {
      env.mock.resolve(mutation, {
        data: { takeDownWork: { userErrors: [], work: { __typename: "Work", id: id(ALL[2]!), number: 3, state: "taken_down", ...SERVER.taken_down, version: 2, updatedAt: "2026-11-25T09:00:00Z", rejectReason: "", publicArtwork: null, timeline: [] } } },
      });
    });
    expect(toastText()).toBe("作品已下架");
    expect(screen.queryByTestId("selling-card")).toBeNull();
    expect(screen.getByTestId("selling-empty").textContent).toContain("没有在售的作品。");
    // The counts again from the server.
    const counts = env.mock.getMostRecentOperation();
    expect(counts.request.node.params.name).toBe("WorkActionsCountsQuery");
    act(() => {
      env.mock.resolve(counts, MockPayloadGenerator.generate(counts, { Member: () => ({ id: "member-1", workCounts: { ...COUNTS, listed: 0, takenDown: 2 } }) }));
    });
    expect(screen.getByTestId("count-selling").textContent).toBe("0");
    expect(screen.getByTestId("count-taken-down").textContent).toBe("2");
  });

  it("shows a refusal's Chinese message in the toast and keeps the work", async () => {
    const env = renderPage("draft", [ALL[0]!]);
    const card = await screen.findByTestId("selling-card");
    fireEvent.click(within(card).getByRole("button", { name: "提交审核" }));
    // The declaration first: nothing is sent until it is ticked.
    const confirm = within(card).getByRole("button", { name: "确认提交" }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    expect(env.mock.getAllOperations()).toHaveLength(0);
    fireEvent.click(within(card).getByRole("checkbox"));
    fireEvent.click(confirm);
    const mutation = env.mock.getMostRecentOperation();
    expect(mutation.request.node.params.text).toContain("acceptAgreement: true");
    act(() => {
      env.mock.resolve(mutation, { data: { submitWork: { userErrors: [{ message: "请填写价格" }], work: null } } });
    });
    expect(toastText()).toBe("请填写价格");
    expect(screen.getByTestId("selling-card")).toBeTruthy();
    expect(env.mock.getAllOperations()).toHaveLength(0); // no count refresh after a refusal
  });

  it("deletes a draft only after the confirmation", async () => {
    const env = renderPage("draft", [ALL[0]!]);
    const card = await screen.findByTestId("selling-card");
    fireEvent.click(within(card).getByRole("button", { name: "删除" }));
    const dialog = await screen.findByRole("alertdialog", { name: "删除这个草稿？" });
    expect(env.mock.getAllOperations()).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole("button", { name: "取消" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(env.mock.getAllOperations()).toHaveLength(0);
    fireEvent.click(within(card).getByRole("button", { name: "删除" }));
    fireEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "删除" }));
    await waitFor(() => expect(env.mock.getAllOperations()).toHaveLength(1));
    const mutation = env.mock.getMostRecentOperation();
    expect(mutation.request.node.params.name).toBe("WorkActionsDeleteMutation");
    act(() => {
      env.mock.resolve(mutation, { data: { deleteWork: { userErrors: [], deletedID: id(ALL[0]!) } } });
    });
    expect(toastText()).toBe("草稿已删除");
    expect(screen.queryByTestId("selling-card")).toBeNull();
  });

  it("shows the empty state with a link to 发布作品", async () => {
    renderPage("rejected", []);
    const empty = await screen.findByTestId("selling-empty");
    expect(empty.textContent).toContain("没有未通过的作品。");
    expect(within(empty).getByRole("link", { name: "发布作品" }).getAttribute("href")).toBe("/member/publish-artwork");
  });
});
