import { describe, expect, it } from "vitest";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { RelayEnvironmentProvider } from "react-relay/hooks";
import { createMemoryRouter, RouterProvider } from "react-router";
import type { Environment } from "relay-runtime";
import { createMockEnvironment, MockPayloadGenerator } from "relay-test-utils";
import { ImageViewerProvider } from "../../../../components/ImageViewer/ImageViewerProvider";
import { OpsArbitrationPage, load } from "./OpsArbitrationPage";

/** A page of the queue: the cases numbered from, and whether more follow (pages of 2 and 1: the server decides a page's length; 20 cards with their forms are slow to render in jsdom). */
function page(from: number, count: number, hasNextPage: boolean) {
  let n = from;
  return {
    RefundRequestConnection: () => ({
      totalCount: 3,
      edges: Array.from({ length: count }, () => ({})),
      pageInfo: { hasNextPage, endCursor: `c${from + count - 1}` },
    }),
    RefundRequest: () => {
      const number = n++;
      return { id: `refund-${number}`, number, state: "ARBITRATION", stateLabel: "平台介入中", kindLabel: "仅退款", reason: "商品破损", createdAt: "2026-11-25T08:00:00Z", amountFen: "1000", description: "", refuseReason: "", photos: [], timeline: [] };
    },
    Order: () => ({ title: "雨后江南", sellerName: "卖家甲", totalFen: "1000" }),
  };
}

describe("退款仲裁", () => {
  it("shows the first page of the queue and loads the rest with 加载更多", async () => {
    const env = createMockEnvironment();
    const asked: { name: string; variables: Record<string, unknown> }[] = [];
    env.mock.queueOperationResolver((op) => {
      asked.push({ name: op.request.node.params.name, variables: op.request.variables });
      return MockPayloadGenerator.generate(op, page(1, 2, true));
    });
    env.mock.queueOperationResolver((op) => {
      asked.push({ name: op.request.node.params.name, variables: op.request.variables });
      return MockPayloadGenerator.generate(op, page(3, 1, false));
    });
    const router = createMemoryRouter(
      [{ path: "/ops/arbitration", loader: (args) => load(env as unknown as Environment, args), Component: OpsArbitrationPage, HydrateFallback: () => null }],
      { initialEntries: ["/ops/arbitration"] },
    );
    render(
      <RelayEnvironmentProvider environment={env}>
        <ImageViewerProvider>
          <RouterProvider router={router} />
        </ImageViewerProvider>
      </RelayEnvironmentProvider>,
    );
    expect(await screen.findAllByTestId("ops-arbitration-case", {}, { timeout: 15_000 })).toHaveLength(2);
    expect(screen.getByTestId("ops-arbitration-count").textContent).toBe("共 3 件，已显示 2 件");
    expect(asked).toEqual([{ name: "OpsArbitrationPageQuery", variables: { first: 20 } }]);

    act(() => fireEvent.click(screen.getByRole("button", { name: "加载更多" })));
    expect(asked[1]?.name).toBe("OpsArbitrationPagePaginationQuery");
    expect(asked[1]?.variables).toMatchObject({ first: 20, after: "c2" });
    await screen.findByText("共 3 件，已显示 3 件", {}, { timeout: 15_000 });
    const cases = screen.getAllByTestId("ops-arbitration-case");
    expect(cases.map((c) => c.getAttribute("data-number"))).toEqual(["1", "2", "3"]);
    expect(screen.getByTestId("ops-arbitration-count").textContent).toBe("共 3 件，已显示 3 件");
    expect(screen.queryByRole("button", { name: "加载更多" })).toBeNull();
  }, 60_000);
});
