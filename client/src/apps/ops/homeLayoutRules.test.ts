import { describe, expect, it } from "vitest";
import { addItem, changeKind, HOME_FIELDS, MAX_ITEMS, move, newSection, removeAt, toInput, updateAt, type HomeItem } from "./homeLayoutRules";

const item = (n: number): HomeItem => ({ id: String(1000 + n), number: n, title: `作品${n}`, visible: true });

describe("home layout editor", () => {
  it("moves a section up and down, never out of the list", () => {
    expect(move(["a", "b", "c"], 2, -1)).toEqual(["a", "c", "b"]);
    expect(move(["a", "b", "c"], 0, 1)).toEqual(["b", "a", "c"]);
    const list = ["a", "b"];
    expect(move(list, 0, -1)).toBe(list);
    expect(move(list, 1, 1)).toBe(list);
  });
  it("removes and changes one section", () => {
    expect(removeAt(["a", "b", "c"], 1)).toEqual(["a", "c"]);
    expect(updateAt([1, 2, 3], 2, (x) => x * 10)).toEqual([1, 2, 30]);
  });
  it("adds a piece once, at most twelve", () => {
    let s = newSection("ARTWORKS", "作品");
    s = addItem(addItem(s, item(1)), item(1));
    expect(s.items.map((x) => x.number)).toEqual([1]);
    for (let n = 2; n <= MAX_ITEMS + 3; n++) s = addItem(s, item(n));
    expect(s.items).toHaveLength(MAX_ITEMS);
  });
  it("drops the chosen pieces when the kind changes, keeps the heading", () => {
    const s = addItem({ kind: "ARTWORKS", title: "精选", items: [] }, item(1));
    expect(changeKind(s, "ARTICLES")).toEqual({ kind: "ARTICLES", title: "精选", items: [] });
    expect(changeKind(s, "ARTWORKS")).toBe(s);
  });
  it("sends the sections in order with their pieces' ids in order", () => {
    const a = addItem(addItem(newSection("ARTWORKS", "作品"), item(2)), item(1));
    expect(toInput([newSection("GALLERIES", "画廊"), a])).toEqual({
      sections: [
        { kind: "GALLERIES", title: "画廊", itemIDs: [] },
        { kind: "ARTWORKS", title: "作品", itemIDs: ["1002", "1001"] },
      ],
    });
  });
  it("knows every field the server answers on", () => {
    expect(HOME_FIELDS).toContain("sections.11.itemIDs");
    expect(HOME_FIELDS).toContain("publishAt");
  });
});
