/** The funds settings forms' checks, the same rules as the server's (server/domain/member/funds). */
import type { FieldErrors } from "../../../../components/form";
import { isValidEmail, isValidPhone } from "../../../../features/auth/validation";
import { FUNDS_LIMITS, FUNDS_MESSAGES as GENERATED_MESSAGES } from "../../../../lib/__generated__/rules";

/** The server's messages (server/domain/member/funds), generated from its Go constants. */
export const FUNDS_MESSAGES = GENERATED_MESSAGES;

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK = "10X98765432";

/** GB 11643: 18 characters, area, birth date and the ISO 7064 MOD 11-2 check character. */
export function validResidentId(raw: string, now: Date = new Date()): boolean {
  const id = raw.trim().toUpperCase();
  if (!/^[1-8]\d{16}[\dX]$/.test(id) || id.slice(2, 6) === "0000") return false;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(id[i]) * (WEIGHTS[i] ?? 0);
  if (id[17] !== CHECK[sum % 11]) return false;
  const y = Number(id.slice(6, 10));
  const m = Number(id.slice(10, 12));
  const d = Number(id.slice(12, 14));
  const birth = new Date(Date.UTC(y, m - 1, d));
  if (birth.getUTCFullYear() !== y || birth.getUTCMonth() !== m - 1 || birth.getUTCDate() !== d) return false;
  return y >= 1900 && birth.getTime() <= now.getTime();
}

/** The Luhn check of a card number (digits only). */
export function validLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function normalizeName(name: string): string {
  return name.trim().replace(/[•・]/g, "·");
}

/** 2–30 Chinese characters, the middle dot only between them. */
export function validName(raw: string): boolean {
  const name = normalizeName(raw);
  const chars = [...name];
  return chars.length >= 2 && chars.length <= 30 && /^\p{Script=Han}+(·\p{Script=Han}+)*$/u.test(name);
}

export function cardDigits(raw: string): string {
  return raw.replace(/\s+/g, "");
}

export interface RealNameValues {
  name: string;
  idNumber: string;
}

export function validateRealName(v: RealNameValues): FieldErrors<keyof RealNameValues> {
  const e: FieldErrors<keyof RealNameValues> = {};
  if (!validName(v.name)) e.name = FUNDS_MESSAGES.name;
  if (!validResidentId(v.idNumber)) e.idNumber = FUNDS_MESSAGES.idNumber;
  return e;
}

export interface AlipayValues {
  account: string;
}

export function validateAlipay(v: AlipayValues): FieldErrors<keyof AlipayValues> {
  const a = v.account.trim();
  const ok = a.length <= 100 && (isValidPhone(a) || isValidEmail(a));
  return ok ? {} : { account: FUNDS_MESSAGES.alipay };
}

export interface CardValues {
  bankCode: string;
  branch: string;
  account: string;
  holder: string;
}

/** realName: the verified name in full is not known to the client, so the holder is checked by the server. */
export function validateCard(v: CardValues): FieldErrors<keyof CardValues> {
  const e: FieldErrors<keyof CardValues> = {};
  if (v.bankCode === "") e.bankCode = FUNDS_MESSAGES.bank;
  const branch = [...v.branch.trim()].length;
  if (branch < FUNDS_LIMITS.branchMin || branch > FUNDS_LIMITS.branchMax) e.branch = FUNDS_MESSAGES.branch;
  const digits = cardDigits(v.account);
  if (digits.length < FUNDS_LIMITS.cardDigitsMin || digits.length > FUNDS_LIMITS.cardDigitsMax || !validLuhn(digits)) e.account = FUNDS_MESSAGES.card;
  if (!validName(v.holder)) e.holder = FUNDS_MESSAGES.holder;
  return e;
}
