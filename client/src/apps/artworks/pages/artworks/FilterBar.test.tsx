import { afterEach, describe, expect, it } from "vitest";
import { fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { FilterBar } from "./FilterBar";
import { parseFilters } from "../../../../lib/artworkFilters";

function Where() {
  const l = useLocation();
  return <p data-testid="where">{l.pathname + l.search}</p>;
}

/** The bar as the page rendered it for `rendered`, while the address is already `now` (a choice just made, its list still loading). */
function renderBar(rendered: string, now: string) {
  const filters = parseFilters(new URLSearchParams(rendered));
  const router = createMemoryRouter(
    [
      {
        path: "/artworks",
        element: (
          <>
            <FilterBar filters={filters} artists={[]} />
            <Where />
          </>
        ),
      },
    ],
    { initialEntries: [`/artworks?${rendered}`] },
  );
  render(<RouterProvider router={router} />);
  window.history.pushState({}, "", `/artworks?${now}`);
}

afterEach(() => window.history.pushState({}, "", "/"));

describe("FilterBar's links follow the choices of the moment", () => {
  it("a price band tapped right after a new sort keeps the sort", async () => {
    renderBar("medium=OIL", "medium=OIL&sort=price_desc");
    const band = screen.getByRole("link", { name: "5–20 万" });
    // Without JavaScript the href is the rendered page's.
    expect(band.getAttribute("href")).toBe("/artworks?medium=OIL&price_min=50000&price_max=200000");
    fireEvent.click(band);
    expect((await screen.findByTestId("where")).textContent).toBe("/artworks?medium=OIL&price_min=50000&price_max=200000&sort=price_desc");
  });

  it("a chip takes its filter off what is chosen now", async () => {
    renderBar("medium=OIL,INK", "medium=OIL,INK&status=available&sort=price_asc");
    fireEvent.click(screen.getByRole("link", { name: "取消筛选：油画" }));
    expect((await screen.findByTestId("where")).textContent).toBe("/artworks?medium=INK&status=available&sort=price_asc");
  });

  it("清除全部 keeps the sort chosen a moment ago", async () => {
    renderBar("medium=OIL", "medium=OIL&sort=price_desc");
    fireEvent.click(screen.getByRole("link", { name: "清除全部" }));
    expect((await screen.findByTestId("where")).textContent).toBe("/artworks?sort=price_desc");
  });

  it("a click with a modifier (a new tab) is left to the browser", () => {
    renderBar("medium=OIL", "medium=OIL&sort=price_desc");
    fireEvent.click(screen.getByRole("link", { name: "5–20 万" }), { ctrlKey: true });
    expect(screen.getByTestId("where").textContent).toBe("/artworks?medium=OIL");
  });
});
