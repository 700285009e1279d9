import { compareFen, fenToYuan, yuanToFen } from "../../format/yuan";

/**
 * The console's money decisions checked before a request (the server checks them again: package refunds'
 * arbitration.go, package funds' withdrawals.go, whose messages these are).
 */

const count = (s: string) => Array.from(s.trim()).length;

/** An arbiter's refund typed in yuan against what the buyer asked (in fen): the message on the field, or undefined. */
export function grantAmountError(input: string, askedFen: string): string | undefined {
  const t = input.trim();
  if (t === "") return "请输入退款金额";
  const range = `裁定退款金额应大于 0，且不超过买家申请的 ¥${fenToYuan(askedFen)}`;
  if (/^-\s*\d/.test(t)) return range;
  const fen = yuanToFen(t);
  if (fen === null) return "请输入金额，最多两位小数";
  if (fen === "0" || compareFen(fen, askedFen) > 0) return range;
  return undefined;
}

/** The fen of an arbiter's refund that grantAmountError let pass. */
export function grantFen(input: string): string {
  return yuanToFen(input.trim()) ?? "0";
}

/** An arbiter's reason to refund nothing: 1–500 characters. */
export function denyReasonError(reason: string): string | undefined {
  const n = count(reason);
  return n === 0 || n > 500 ? "请填写裁定理由（最多 500 个字）" : undefined;
}

/** The payout's reference of a paid withdrawal: 1–100 characters. */
export function payoutRefError(ref: string): string | undefined {
  const n = count(ref);
  return n === 0 || n > 100 ? "请填写打款流水号" : undefined;
}

/** A withdrawal's rejection reason: 1–500 characters. */
export function withdrawalRejectError(reason: string): string | undefined {
  const n = count(reason);
  return n === 0 || n > 500 ? "请填写驳回理由（最多 500 个字）" : undefined;
}

/** The payout reference of a refund finance paid outside WeChat Pay: 4–64 letters, digits, - or _. */
export function settleRefError(ref: string): string | undefined {
  return /^[A-Za-z0-9_-]{4,64}$/.test(ref.trim()) ? undefined : "请填写线下退款的付款流水号（4–64 位字母、数字、- 或 _）";
}
