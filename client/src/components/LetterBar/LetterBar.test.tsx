import { describe, expect, it } from "vitest";
import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { LetterBar } from "./LetterBar";

function renderBar(current: string | null, available: string[]) {
  render(
    <MemoryRouter>
      <LetterBar base="/artists" current={current} available={available} />
    </MemoryRouter>,
  );
  return within(screen.getByTestId("letter-bar"));
}

describe("LetterBar", () => {
  it("links the letters that hold names, marks the current one, and spells # as other", () => {
    const bar = renderBar("Q", ["Q", "W", "#"]);
    expect(bar.getByRole("link", { name: "全部" }).getAttribute("href")).toBe("/artists");
    const q = bar.getByRole("link", { name: "Q" });
    expect(q.getAttribute("href")).toBe("/artists/Q");
    expect(q.getAttribute("aria-current")).toBe("page");
    expect(bar.getByRole("link", { name: "W" }).getAttribute("aria-current")).toBeNull();
    expect(bar.getByRole("link", { name: "其他" }).getAttribute("href")).toBe("/artists/other");
    // 全部 + Q, W, #: the other 24 letters are shown but not linked.
    expect(bar.getAllByRole("link")).toHaveLength(4);
    expect(bar.getByText("A").getAttribute("aria-disabled")).toBe("true");
  });

  it("marks 全部 when no letter is chosen", () => {
    const bar = renderBar(null, ["A"]);
    expect(bar.getByRole("link", { name: "全部" }).getAttribute("aria-current")).toBe("page");
  });
});
