import { describe, expect, it } from "vitest";
import {
  artistFacts,
  artistTab,
  groupByInitial,
  LETTERS,
  letterFromParam,
  letterHref,
  letterLabel,
  letterSlug,
} from "./artistIndex";
import { artistTabHref } from "../system/paths";

describe("artist index", () => {
  it("reads letters from URLs and writes them back", () => {
    expect(LETTERS).toHaveLength(26);
    expect(letterFromParam("q")).toBe("Q");
    expect(letterFromParam("Q")).toBe("Q");
    expect(letterFromParam("other")).toBe("#");
    expect(letterFromParam("12")).toBeNull();
    expect(letterFromParam("QQ")).toBeNull();
    expect(letterFromParam(undefined)).toBeNull();
    expect(letterSlug("#")).toBe("other");
    expect(letterSlug("q")).toBe("Q");
    expect(letterHref("/artists", "#")).toBe("/artists/other");
    expect(letterLabel("#")).toBe("其他");
    expect(letterLabel("W")).toBe("W");
  });

  it("groups by initial, A to Z then #, keeping the given order", () => {
    const items = [
      { initial: "#", name: "1986画派" },
      { initial: "Q", name: "齐白石" },
      { initial: "A", name: "Anna Weber" },
      { initial: "Q", name: "钱松喦" },
      { initial: "?", name: "odd" },
    ];
    const groups = groupByInitial(items);
    expect(groups.map((g) => g.letter)).toEqual(["A", "Q", "#"]);
    expect(groups[1]!.items.map((i) => i.name)).toEqual(["齐白石", "钱松喦"]);
    expect(groups[2]!.items.map((i) => i.name)).toEqual(["1986画派", "odd"]);
    expect(groupByInitial([])).toEqual([]);
  });

  it("names the artist tabs", () => {
    expect(artistTab(undefined)).toBe("artworks");
    expect(artistTab("about")).toBe("about");
    expect(artistTab("artworks")).toBe("artworks");
    expect(artistTab("exhibitions")).toBe("exhibitions");
    expect(artistTab("articles")).toBe("articles");
    expect(artistTab("nonsense")).toBeNull();
    expect(artistTabHref(7, "artworks")).toBe("/artist/7");
    expect(artistTabHref(7, "about")).toBe("/artist/7/about");
    expect(artistTabHref(7, "exhibitions")).toBe("/artist/7/exhibitions");
  });

  it("writes region and birth year", () => {
    expect(artistFacts("浙江", 1962)).toBe("浙江 · 1962 年生");
    expect(artistFacts(null, 1962)).toBe("1962 年生");
    expect(artistFacts("", null)).toBe("");
  });
});
