import { describe, expect, it } from "vitest";
import { denyReasonError, grantAmountError, grantFen, payoutRefError, settleRefError, withdrawalRejectError } from "./moneyRules";

describe("grantAmountError", () => {
  const asked = "128000"; // ¥1280.00
  const range = "裁定退款金额应大于 0，且不超过买家申请的 ¥1280.00";
  it("lets a part or all of the asked amount pass, exact in fen", () => {
    expect(grantAmountError("500", asked)).toBeUndefined();
    expect(grantAmountError("0.01", asked)).toBeUndefined();
    expect(grantAmountError("1280.00", asked)).toBeUndefined();
    expect(grantFen(" 500.5 ")).toBe("50050");
  });
  it("refuses nothing, zero, negative, more than asked and what is not an amount", () => {
    expect(grantAmountError("", asked)).toBe("请输入退款金额");
    expect(grantAmountError("0", asked)).toBe(range);
    expect(grantAmountError("0.00", asked)).toBe(range);
    expect(grantAmountError("-5", asked)).toBe(range);
    expect(grantAmountError("1280.01", asked)).toBe(range);
    expect(grantAmountError("99999999999", asked)).toBe(range);
    expect(grantAmountError("1.234", asked)).toBe("请输入金额，最多两位小数");
    expect(grantAmountError("abc", asked)).toBe("请输入金额，最多两位小数");
  });
});

describe("the reasons and references", () => {
  it("want 1 to their limit of characters", () => {
    expect(denyReasonError("  ")).toBe("请填写裁定理由（最多 500 个字）");
    expect(denyReasonError("证据不足")).toBeUndefined();
    expect(denyReasonError("字".repeat(501))).toBe("请填写裁定理由（最多 500 个字）");
    expect(payoutRefError("")).toBe("请填写打款流水号");
    expect(payoutRefError("BANK-1")).toBeUndefined();
    expect(payoutRefError("x".repeat(101))).toBe("请填写打款流水号");
    expect(withdrawalRejectError("")).toBe("请填写驳回理由（最多 500 个字）");
    expect(withdrawalRejectError("账户有误")).toBeUndefined();
  });
});

describe("settleRefError", () => {
  const msg = "请填写线下退款的付款流水号（4–64 位字母、数字、- 或 _）";
  it("lets a bank serial number pass, trimmed", () => {
    expect(settleRefError(" BANK-2026_1129 ")).toBeUndefined();
    expect(settleRefError("A".repeat(64))).toBeUndefined();
  });
  it("refuses what is empty, short, long, spaced or not letters and digits (the server's rule)", () => {
    for (const bad of ["", "  ", "abc", "A".repeat(65), "BANK 123", "流水号12345", "x'; DROP--"]) expect(settleRefError(bad)).toBe(msg);
  });
});
