import { describe, expect, it } from "vitest";
import { formatFen } from "./money";

describe("formatFen", () => {
  it("formats fen as yuan with two decimals and grouping", () => {
    expect(formatFen("0")).toBe("¥0.00");
    expect(formatFen("5")).toBe("¥0.05");
    expect(formatFen("80000")).toBe("¥800.00");
    expect(formatFen("123456789")).toBe("¥1,234,567.89");
  });
  it("keeps prices above 32 and 53 bits exact", () => {
    expect(formatFen("2147483648")).toBe("¥21,474,836.48");
    expect(formatFen("9007199254740993")).toBe("¥90,071,992,547,409.93");
  });
  it("refuses what is not fen", () => {
    expect(() => formatFen("12.5")).toThrow();
    expect(() => formatFen("")).toThrow();
  });
});
