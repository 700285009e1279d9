import { describe, expect, it, vi, beforeEach } from "vitest";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { RelayEnvironmentProvider } from "react-relay/hooks";
import { createMemoryRouter, RouterProvider } from "react-router";
import type { Environment } from "relay-runtime";
import { createMockEnvironment, MockPayloadGenerator } from "relay-test-utils";
import { toast } from "../../../../components/Toast";
import { ReviewPage, load } from "./ReviewPage";

const WORK_ID = String(24 * 2 ** 32 + 7);

const REVIEWER_MOVES = [
  { action: "approve", label: "通过" },
  { action: "reject", label: "驳回" },
];

function renderReview(isReviewer: boolean, allowedActions = REVIEWER_MOVES) {
  const env = createMockEnvironment();
  env.mock.queueOperationResolver((op) =>
    MockPayloadGenerator.generate(op, {
      Member: () => ({ id: "member-1", isReviewer }),
      WorkConnection: () => ({ totalCount: isReviewer ? 1 : 0, edges: isReviewer ? [{}] : [], pageInfo: { hasNextPage: false, endCursor: null } }),
      Work: () => ({
        id: WORK_ID, title: "雨后江南", state: "pending", updatedAt: "2026-11-25T08:00:00Z", year: 2024, mediumLabel: "油画",
        materials: "布面油画", widthCm: 60, heightCm: 80, depthCm: null, editionNumber: null, editionSize: null, priceFen: "1280000",
        description: "一行\n两行", artistDisplayName: "江南客", sellerNickname: "卖家甲", images: [], allowedActions,
      }),
    }),
  );
  const router = createMemoryRouter(
    [{ path: "/ops/artworks", loader: (args) => load(env as unknown as Environment, args), Component: ReviewPage, HydrateFallback: () => null }],
    { initialEntries: ["/ops/artworks"] },
  );
  render(
    <RelayEnvironmentProvider environment={env}>
      <RouterProvider router={router} />
    </RelayEnvironmentProvider>,
  );
  return env;
}

let toasts: string[] = [];
beforeEach(() => {
  toasts = [];
  vi.spyOn(toast, "success").mockImplementation((m: string) => (toasts.push(m), 1));
  vi.spyOn(toast, "error").mockImplementation((m: string) => (toasts.push(m), 1));
});

describe("作品审核", () => {
  it("refuses a member without the reviewer role", async () => {
    renderReview(false);
    expect((await screen.findByTestId("ops-forbidden")).textContent).toContain("无权访问");
    expect(screen.queryByTestId("review-item")).toBeNull();
  });

  it("previews the work as its public page will, and rejects only with a reason", async () => {
    const env = renderReview(true);
    const item = await screen.findByTestId("review-item");
    expect(within(item).getByTestId("preview-title").textContent).toBe("《雨后江南》，2024");
    expect(item.textContent).toContain("江南客");
    expect(item.textContent).toContain("80 × 60 cm");
    expect(item.textContent).toContain("独版");
    expect(item.textContent).toContain("¥12,800.00");
    expect(item.textContent).toContain("卖家：卖家甲");

    fireEvent.click(within(item).getByRole("button", { name: "驳回" }));
    fireEvent.click(within(item).getByRole("button", { name: "确认驳回" }));
    expect(within(item).getByText("请选择驳回原因")).toBeTruthy();
    expect(env.mock.getAllOperations()).toHaveLength(0);

    fireEvent.change(within(item).getByLabelText("驳回原因"), { target: { value: "价格异常" } });
    fireEvent.change(within(item).getByLabelText("补充说明（卖家可见）"), { target: { value: "请核实" } });
    fireEvent.click(within(item).getByRole("button", { name: "确认驳回" }));
    const op = env.mock.getMostRecentOperation();
    expect(op.request.node.params.name).toBe("ReviewPageRejectMutation");
    expect(op.request.variables).toEqual({ id: WORK_ID, reason: "价格异常：请核实" });
    act(() => {
      env.mock.resolve(op, { data: { rejectWork: { userErrors: [], work: { id: WORK_ID, state: "rejected", rejectReason: "价格异常：请核实" } } } });
    });
    expect(toasts).toEqual(["已驳回《雨后江南》"]);
    expect(screen.queryByTestId("review-item")).toBeNull();
    expect(screen.getByTestId("review-empty")).toBeTruthy();
  });

  it("approves, and shows a refusal in the toast", async () => {
    const env = renderReview(true);
    const item = await screen.findByTestId("review-item");
    fireEvent.click(within(item).getByRole("button", { name: "通过" }));
    act(() => {
      env.mock.resolve(env.mock.getMostRecentOperation(), { data: { approveWork: { userErrors: [{ message: "只有审核员可以审核作品" }], work: null } } });
    });
    expect(toasts).toEqual(["只有审核员可以审核作品"]);
    expect(screen.getByTestId("review-item")).toBeTruthy();
  });

  it("offers only the moves the API allows the viewer", async () => {
    renderReview(true, [{ action: "reject", label: "驳回" }]);
    const item = await screen.findByTestId("review-item");
    expect(within(item).getAllByRole("button").map((b) => b.textContent)).toEqual(["驳回"]);
  });
});
