import { describe, expect, it } from "vitest";
import { FUNDS_MESSAGES, validateAlipay, validateCard, validateRealName, validLuhn, validName, validResidentId } from "./fundsValidation";

const now = new Date("2026-11-25T00:00:00Z");

describe("resident ID (GB 11643)", () => {
  it("accepts valid numbers, x in either case", () => {
    for (const id of ["11010519491231002X", "11010519491231002x", "440304199001011233", "510104198708156519"]) {
      expect(validResidentId(id, now)).toBe(true);
    }
  });
  it("refuses a wrong check digit, a bad date, a bad area and wrong lengths", () => {
    for (const id of ["110105194912310021", "110105194913310021", "00000019900101123X", "110000199001011235", "440304203001011232", "1101051949123100", ""]) {
      expect(validResidentId(id, now)).toBe(false);
    }
  });
});

describe("Luhn", () => {
  it("checks card numbers", () => {
    expect(validLuhn("6228480402564890018")).toBe(true);
    expect(validLuhn("6228480402564890010")).toBe(false);
    expect(validLuhn("62284804025648900a8")).toBe(false);
  });
});

describe("forms", () => {
  it("real name: Chinese names with the middle dot", () => {
    expect(validName("阿卜杜勒·艾尼")).toBe(true);
    expect(validName("张")).toBe(false);
    expect(validName("Zhang San")).toBe(false);
    expect(validateRealName({ name: "张三", idNumber: "11010519491231002X" })).toEqual({});
    expect(validateRealName({ name: "", idNumber: "110105194912310021" })).toEqual({ name: FUNDS_MESSAGES.name, idNumber: FUNDS_MESSAGES.idNumber });
  });
  it("alipay: a mobile number or an e-mail", () => {
    expect(validateAlipay({ account: "13800138000" })).toEqual({});
    expect(validateAlipay({ account: "pay@example.com" })).toEqual({});
    expect(validateAlipay({ account: "12345" })).toEqual({ account: FUNDS_MESSAGES.alipay });
  });
  it("bank card: bank, branch, a Luhn-valid number of 12–19 digits, the holder", () => {
    const ok = { bankCode: "ICBC", branch: "北京海淀支行", account: "6228 4804 0256 4890 018", holder: "张三" };
    expect(validateCard(ok)).toEqual({});
    expect(validateCard({ ...ok, account: "6228480402564890010" })).toEqual({ account: FUNDS_MESSAGES.card });
    expect(validateCard({ ...ok, account: "4111111111" })).toEqual({ account: FUNDS_MESSAGES.card });
    expect(validateCard({ bankCode: "", branch: "", account: ok.account, holder: "" })).toEqual({
      bankCode: FUNDS_MESSAGES.bank,
      branch: FUNDS_MESSAGES.branch,
      holder: FUNDS_MESSAGES.holder,
    });
  });
});
