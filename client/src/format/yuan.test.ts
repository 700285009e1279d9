import { describe, expect, it } from "vitest";
import { amountError, compareFen, fenToYuan, withdrawalError, yuanToFen } from "./yuan";

describe("yuanToFen", () => {
  it("reads yuan with up to two decimals exactly in fen", () => {
    expect(yuanToFen("12800")).toBe("1280000");
    expect(yuanToFen("12800.5")).toBe("1280050");
    expect(yuanToFen(" 0.01 ")).toBe("1");
    expect(yuanToFen("¥30.00")).toBe("3000");
    expect(yuanToFen("0.1")).toBe("10");
    expect(yuanToFen("0")).toBe("0");
    expect(yuanToFen("9007199254740.93")).toBe("900719925474093");
  });
  it("refuses what is not an amount", () => {
    for (const bad of ["", "1.234", "-5", "1e3", "12,800", "abc", "1.", ".5", "99999999999999"]) expect(yuanToFen(bad), bad).toBeNull();
  });
});

describe("amounts", () => {
  it("compares fen as digit strings", () => {
    expect(compareFen("100", "99")).toBeGreaterThan(0);
    expect(compareFen("0099", "99")).toBe(0);
    expect(compareFen("1280000", "1280001")).toBeLessThan(0);
  });
  it("shows fen as yuan with two decimals", () => {
    expect(fenToYuan("1280000")).toBe("12800.00");
    expect(fenToYuan("5")).toBe("0.05");
  });
  it("refuses nothing, more than is left, and a malformed amount, with the server's words", () => {
    expect(amountError("12800", "1280000")).toBeNull();
    expect(amountError("12800.01", "1280000")).toBe("退款金额应大于 0，且不超过可退金额 ¥12800.00");
    expect(amountError("0.00", "1280000")).toBe("退款金额应大于 0，且不超过可退金额 ¥12800.00");
    expect(amountError("1.234", "1280000")).toBe("请输入金额，最多两位小数");
  });
});

describe("withdrawalError", () => {
  it("asks for ¥10 at least and no more than is available", () => {
    expect(withdrawalError("10", "1000", "5000")).toBeNull();
    expect(withdrawalError("9.99", "1000", "5000")).toBe("单笔提现金额不能低于 ¥10.00");
    expect(withdrawalError("50.01", "1000", "5000")).toBe("可提现余额不足");
    expect(withdrawalError("abc", "1000", "5000")).toBe("请输入金额，最多两位小数");
  });
});
