import { FIELD_PATTERNS } from "../../lib/__generated__/rules";
import { VALIDATION } from "./constants";
import { type FieldErrors } from "../../components/form";

export { hasErrors, type FieldErrors } from "../../components/form";

/** Phone rule of spec §5/§9: 11 digits, 1 then 3-9 (shown with the +86 prefix); the server's, generated. */
export const PHONE_PATTERN = new RegExp(FIELD_PATTERNS.mobile);
/** Sign-up's e-mail pattern, the one every form but the reset form checks; the server's, generated. */
export const EMAIL_PATTERN = new RegExp(FIELD_PATTERNS.email);
/** The reset form's looser "basic e-mail pattern" of spec §5: something@domain.tld, no spaces. */
export const BASIC_EMAIL_PATTERN = new RegExp(FIELD_PATTERNS.basicEmail);
/** The server's username rule (usernameRe in server/authapi/validate.go): 2-20 Han characters, letters, digits or _. */
export const USERNAME_PATTERN = /^[\p{Script=Han}A-Za-z0-9_]{2,20}$/u;

/**
 * What a phone field keeps of what was typed or pasted: digits only, a pasted +86 / 86 country prefix dropped,
 * at most 11 digits.
 */
export function phoneDigits(raw: string): string {
  let digits = raw.replace(/\D/g, "");
  if (digits.length > 11 && digits.startsWith("86")) digits = digits.slice(2);
  return digits.slice(0, 11);
}

export function usernameError(value: string): string | undefined {
  const v = value.trim();
  if (v === "") return VALIDATION.usernameRequired;
  if (!USERNAME_PATTERN.test(v)) return VALIDATION.usernameFormat;
  return undefined;
}


export function isValidPhone(value: string): boolean {
  return PHONE_PATTERN.test(value.trim());
}

export function isValidEmail(value: string): boolean {
  const v = value.trim();
  return v.length <= FIELD_PATTERNS.emailMax && EMAIL_PATTERN.test(v);
}

export function phoneError(value: string): string | undefined {
  if (value.trim() === "") return VALIDATION.phoneRequired;
  if (!isValidPhone(value)) return VALIDATION.phoneFormat;
  return undefined;
}

function emailError(value: string): string | undefined {
  if (value.trim() === "") return VALIDATION.emailRequired;
  if (!isValidEmail(value)) return VALIDATION.emailFormat;
  return undefined;
}

function required(value: string, message: string): string | undefined {
  return value.trim() === "" ? message : undefined;
}

/** A password is required without trimming (a password of spaces is the person's choice). */
function requiredRaw(value: string, message: string): string | undefined {
  return value === "" ? message : undefined;
}

/** A new password's confirmation: required (in the form's words), then the same as the password. */
function confirmError(v: { password: string; passwordTwo: string }, requiredMessage: string): string | undefined {
  return requiredRaw(v.passwordTwo, requiredMessage) ?? (v.passwordTwo !== v.password ? VALIDATION.passwordMismatch : undefined);
}

function collect<F extends string>(entries: [F, string | undefined][]): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const [field, message] of entries) if (message !== undefined) errors[field] = message;
  return errors;
}


export interface EmailLoginValues {
  email: string;
  password: string;
}

export function validateEmailLogin(v: EmailLoginValues): FieldErrors<keyof EmailLoginValues> {
  return collect<keyof EmailLoginValues>([
    ["email", emailError(v.email)],
    ["password", requiredRaw(v.password, VALIDATION.passwordRequired)],
  ]);
}

export interface RegisterValues {
  username: string;
  email: string;
  password: string;
  passwordTwo: string;
  captchaCode: string;
}

export function validateRegister(v: RegisterValues): FieldErrors<keyof RegisterValues> {
  return collect<keyof RegisterValues>([
    ["username", usernameError(v.username)],
    ["email", emailError(v.email)],
    ["password", requiredRaw(v.password, VALIDATION.passwordRequired)],
    ["passwordTwo", confirmError(v, VALIDATION.confirmRequired)],
    ["captchaCode", required(v.captchaCode, VALIDATION.codeRequired)],
  ]);
}

/**
 * The register field a server message is about (spec §8: the toast shows the server's message; the field is
 * marked with it too), or undefined when it names none (server error, rate limit ...).
 */
export function registerFieldOf(message: string): keyof RegisterValues | undefined {
  if (/用户名/.test(message)) return "username";
  if (/邮箱/.test(message)) return "email";
  if (/两次|确认密码/.test(message)) return "passwordTwo";
  if (/验证码/.test(message)) return "captchaCode";
  if (/密码/.test(message)) return "password";
  return undefined;
}

/** A phone number and the code sent to it: the mobile login and the bind-mobile dialog. */
export interface MobileCodeValues {
  mobile: string;
  code: string;
}

/** The rules of a phone number and its code, the code's message told ('请输入短信验证码' or '请输入验证码'). */
function mobileCodeRules(codeRequired: string) {
  return (v: MobileCodeValues): FieldErrors<keyof MobileCodeValues> =>
    collect<keyof MobileCodeValues>([
      ["mobile", phoneError(v.mobile)],
      ["code", required(v.code, codeRequired)],
    ]);
}

export const validateMobileLogin = mobileCodeRules(VALIDATION.smsCodeRequired);
export const validateBindMobile = mobileCodeRules(VALIDATION.codeRequired);

/** The reset form's account: a phone number or an e-mail address. */
export type ResetAccount = { kind: "mobile"; mobile: string } | { kind: "email"; email: string };

export function resetAccountOf(value: string): ResetAccount | null {
  const v = value.trim();
  if (isValidPhone(v)) return { kind: "mobile", mobile: v };
  if (v.length <= FIELD_PATTERNS.emailMax && BASIC_EMAIL_PATTERN.test(v)) return { kind: "email", email: v };
  return null;
}

export function resetAccountError(value: string): string | undefined {
  if (value.trim() === "") return VALIDATION.accountRequired;
  if (resetAccountOf(value) === null) return VALIDATION.accountFormat;
  return undefined;
}

export interface ResetValues {
  account: string;
  code: string;
  password: string;
  passwordTwo: string;
}

export function validateReset(v: ResetValues): FieldErrors<keyof ResetValues> {
  return collect<keyof ResetValues>([
    ["account", resetAccountError(v.account)],
    ["code", required(v.code, VALIDATION.codeRequired)],
    ["password", requiredRaw(v.password, VALIDATION.newPasswordRequired)],
    ["passwordTwo", confirmError(v, VALIDATION.confirmNewRequired)],
  ]);
}
