import { stockText } from "./GoodsCard";

describe("stockText", () => {
  it("says what is left in the way of each kind", () => {
    expect(stockText("ORIGINAL", "ON_SALE", 1, 0)).toBe("孤品");
    expect(stockText("PRINT", "ON_SALE", 12, 99)).toBe("限量 99 版 · 余 12 件");
    expect(stockText("DERIVATIVE", "ON_SALE", 40, 0)).toBe("库存 40 件");
    expect(stockText("DERIVATIVE", "ON_SALE", 3, 0)).toBe("仅剩 3 件");
    expect(stockText("PRINT", "SOLD_OUT", 0, 99)).toBe("已售罄");
    expect(stockText("DERIVATIVE", "OFF_SHELF", 9, 0)).toBe("已下架");
  });
});
