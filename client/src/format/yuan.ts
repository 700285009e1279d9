/**
 * Amounts a member types in yuan (a refund, a withdrawal), exact in fen: string arithmetic only, no float touches money.
 * Imported by the member's money pages only (not the anonymous pages' first load).
 */

/** The fen of an amount typed in yuan with at most two decimals (12800, 12800.5, 12800.50); null when it is not one. */
export function yuanToFen(input: string): string | null {
  const m = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(input.trim().replace(/^¥/, ""));
  if (!m) return null;
  const fen = `${m[1] ?? "0"}${(m[2] ?? "").padEnd(2, "0")}`.replace(/^0+(?=\d)/, "");
  return fen;
}

/** Fen as yuan with two decimals, for the amount field's first value (12800.00). */
export function fenToYuan(fen: string): string {
  const digits = fen.replace(/^0+(?=\d)/, "").padStart(3, "0");
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** Compares two amounts of fen given as digit strings: negative, zero or positive. */
export function compareFen(a: string, b: string): number {
  const x = a.replace(/^0+(?=\d)/, "");
  const y = b.replace(/^0+(?=\d)/, "");
  return x.length !== y.length ? x.length - y.length : x < y ? -1 : x > y ? 1 : 0;
}

/** What is wrong with a refund typed in yuan against what may still be refunded; null when it may be asked. */
export function amountError(input: string, refundableFen: string): string | null {
  const fen = yuanToFen(input);
  if (fen === null) return MSG_AMOUNT_FORMAT;
  if (fen === "0" || compareFen(fen, refundableFen) > 0) return `退款金额应大于 0，且不超过可退金额 ¥${fenToYuan(refundableFen)}`;
  return null;
}

/** What is wrong with a withdrawal typed in yuan (at least minFen, at most availableFen); null when it may be asked. */
export function withdrawalError(input: string, minFen: string, availableFen: string): string | null {
  const fen = yuanToFen(input);
  if (fen === null) return MSG_AMOUNT_FORMAT;
  if (compareFen(fen, minFen) < 0) return `单笔提现金额不能低于 ¥${fenToYuan(minFen)}`;
  if (compareFen(fen, availableFen) > 0) return "可提现余额不足";
  return null;
}

const MSG_AMOUNT_FORMAT = "请输入金额，最多两位小数";
