import { describe, expect, it } from "vitest";
import { checkConfirmation, DELETION_TEXT } from "./deletionForm";
import { formatShanghaiFull } from "../../../../format/date";

describe("the deletion confirmation", () => {
  it("needs a sent code first, then six digits", () => {
    expect(checkConfirmation("123456", "")).toEqual({ field: "code", message: DELETION_TEXT.keyRequired });
    expect(checkConfirmation("  ", "k")).toEqual({ field: "code", message: DELETION_TEXT.codeRequired });
    for (const bad of ["12345", "1234567", "12345a", "１２３４５６", "9".repeat(10_000)]) {
      expect(checkConfirmation(bad, "k")).toEqual({ field: "code", message: DELETION_TEXT.codeFormat });
    }
    expect(checkConfirmation(" 012345 ", "k")).toBeNull();
  });

  it("says when the account will be erased, in Shanghai time", () => {
    expect(DELETION_TEXT.pending(formatShanghaiFull("2026-12-09T17:05:00Z"))).toContain("2026年12月10日 01:05");
    expect(formatShanghaiFull("not a date")).toBe("");
  });
});
