import { parseShop, shopHref, shopQuery } from "./shopFilters";

describe("shop state in the URL", () => {
  it("defaults: everything on sale, newest first", () => {
    const s = parseShop(new URLSearchParams(""));
    expect(s).toEqual({ kind: "all", sort: "newest", sold: false });
    expect(shopHref(s)).toBe("/shop");
    expect(shopQuery(s)).toEqual({ where: { statusIn: ["ON_SALE"] }, orderBy: { field: "CREATED_AT", direction: "DESC" } });
  });
  it("reads a tab, a sort and sold-out goods; ignores nonsense", () => {
    const s = parseShop(new URLSearchParams("kind=print&sort=price_asc&sold=1"));
    expect(shopHref(s)).toBe("/shop?kind=print&sort=price_asc&sold=1");
    expect(shopQuery(s)).toEqual({ where: { statusIn: ["ON_SALE", "SOLD_OUT"], kind: "PRINT" }, orderBy: { field: "PRICE", direction: "ASC" } });
    expect(parseShop(new URLSearchParams("kind=cars&sort=x&sold=yes"))).toEqual({ kind: "all", sort: "newest", sold: false });
  });
});
