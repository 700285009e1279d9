import { describe, expect, it } from "vitest";
import { render, screen, within } from "@testing-library/react";
import { RelayEnvironmentProvider } from "react-relay/hooks";
import { createMemoryRouter, RouterProvider } from "react-router";
import type { Environment } from "relay-runtime";
import { createMockEnvironment, MockPayloadGenerator } from "relay-test-utils";
import { FavoritesPage, load } from "./FavoritesPage";

interface Item {
  number: number;
  title: string;
  status: "AVAILABLE" | "SOLD" | "NOT_FOR_SALE";
  statusLabel: string;
  unavailableLabel: string | null;
}

/** /member/fav-artworks through its own loader, the server answering the page's query with these favourites. */
function renderFavorites(items: Item[]) {
  const env = createMockEnvironment();
  env.mock.queueOperationResolver((op) => {
    let n = 0;
    return MockPayloadGenerator.generate(op, {
      FavoriteConnection: () => ({ edges: items.map(() => ({})), pageInfo: { hasNextPage: false, endCursor: null } }),
      Artwork: () => {
        const item = items[n++];
        if (!item) throw new Error("more artworks than items");
        return {
          ...item,
          id: String(4294967296 + item.number),
          viewerHasFavorited: true,
          favoriteCount: 3,
          year: 2020,
          mediumLabel: "油画",
          priceFen: "1280000",
          images: [],
        };
      },
      Artist: () => ({ name: "沈墨" }),
    });
  });
  const router = createMemoryRouter([{ path: "/member/fav-artworks", loader: (args) => load(env as unknown as Environment, args), Component: FavoritesPage, HydrateFallback: () => null }], {
    initialEntries: ["/member/fav-artworks"],
  });
  render(
    <RelayEnvironmentProvider environment={env}>
      <RouterProvider router={router} />
    </RelayEnvironmentProvider>,
  );
}

describe("收藏的作品", () => {
  it("keeps a sold or withdrawn artwork in the list and says so on it", async () => {
    renderFavorites([
      { number: 1, title: "秋山行旅", status: "AVAILABLE", statusLabel: "在售", unavailableLabel: null },
      { number: 2, title: "寒江独钓", status: "SOLD", statusLabel: "已售出", unavailableLabel: "已售出" },
      { number: 3, title: "晚风", status: "NOT_FOR_SALE", statusLabel: "不售", unavailableLabel: "已下架" },
    ]);
    const items = await screen.findAllByTestId("favorite-item");
    expect(items).toHaveLength(3);
    const [available, sold, withdrawn] = items as [HTMLElement, HTMLElement, HTMLElement];

    expect(within(available).getByText("秋山行旅")).toBeTruthy();
    expect(within(available).queryByTestId("favorite-unavailable")).toBeNull();

    expect(within(sold).getByText("寒江独钓")).toBeTruthy();
    expect(within(sold).getByTestId("favorite-unavailable").textContent).toBe("已售出");

    expect(within(withdrawn).getByText("晚风")).toBeTruthy();
    expect(within(withdrawn).getByTestId("favorite-unavailable").textContent).toBe("已下架");
    // Still a favourite: the button says so and can undo it.
    expect(within(withdrawn).getByTestId("favorite-artwork").textContent).toBe("已收藏");
    expect(screen.queryByTestId("favorites-empty")).toBeNull();
  });

  it("shows the empty state, linking to browsing, when there is none", async () => {
    renderFavorites([]);
    const empty = await screen.findByTestId("favorites-empty");
    expect(empty.textContent).toContain("还没有收藏的作品。");
    expect(within(empty).getByRole("link", { name: "去看看作品" }).getAttribute("href")).toBe("/artworks");
  });
});
