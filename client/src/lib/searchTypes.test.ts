import { cleanQuery, searchType } from "./searchTypes";
import { searchHref } from "../system/paths";

describe("search addresses", () => {
  it("reads the type segment", () => {
    expect(searchType(undefined)).toBeNull();
    expect(searchType("artists")).toBe("artists");
    expect(searchType("people")).toBeUndefined();
  });
  it("cleans the query: trimmed, spaces folded, 40 characters at most", () => {
    expect(cleanQuery("  齐  白石 ")).toBe("齐 白石");
    expect(cleanQuery(null)).toBe("");
    expect(cleanQuery("画".repeat(50))).toHaveLength(40);
  });
  it("builds the address, encoding the query", () => {
    expect(searchHref("山水 画")).toBe("/search?q=%E5%B1%B1%E6%B0%B4%20%E7%94%BB");
    expect(searchHref("qbs", "artists")).toBe("/search/artists?q=qbs");
    expect(searchHref("  ")).toBe("/search");
  });
});
