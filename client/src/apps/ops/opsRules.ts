import { OPS_LIMITS, OPS_MESSAGES } from "../../lib/__generated__/rules";

/** Characters as people count them (an emoji is one). */
const count = (s: string) => Array.from(s.trim()).length;

/** The member search's rule (ops.Search): the message on the field, or undefined when it may be sent. */
export function searchError(q: string): string | undefined {
  const n = count(q);
  if (n === 0) return OPS_MESSAGES.queryEmpty;
  if (n > OPS_LIMITS.queryMax) return OPS_MESSAGES.queryLength;
  return undefined;
}

/** A disablement's reason (ops.CheckReason). */
export function reasonError(reason: string): string | undefined {
  const n = count(reason);
  if (n === 0) return OPS_MESSAGES.reasonEmpty;
  if (n < OPS_LIMITS.reasonMin) return OPS_MESSAGES.reasonShort;
  if (n > OPS_LIMITS.reasonMax) return OPS_MESSAGES.reasonLength;
  return undefined;
}

/** The audit search's time range (audit.Search): the end may not come before the start. */
export function rangeError(from: string, to: string): string | undefined {
  if (from && to && to < from) return OPS_MESSAGES.badRange;
  return undefined;
}

/** A new gallery's city when approving a partner application (ops.ApproveApplication). */
export function cityError(city: string): string | undefined {
  const n = count(city);
  if (n === 0) return OPS_MESSAGES.cityEmpty;
  if (n > OPS_LIMITS.cityMax) return OPS_MESSAGES.cityLength;
  return undefined;
}

/** A partner application's rejection reason (ops.RejectApplication): the disablement's limits, its own message. */
export function rejectReasonError(reason: string): string | undefined {
  const n = count(reason);
  return n < OPS_LIMITS.reasonMin || n > OPS_LIMITS.reasonMax ? OPS_MESSAGES.rejectReason : undefined;
}
