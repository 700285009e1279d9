import { VALIDATION } from "./constants";

/** Phone rule of spec §5/§9: 11 digits, 1 then 3-9 (shown with the +86 prefix). */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;
/** The e-mail pattern ({email} of spec §5): something@domain.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Field name → message; a field without an entry is valid. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export function isValidPhone(value: string): boolean {
  return PHONE_PATTERN.test(value.trim());
}

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
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

function collect<F extends string>(entries: [F, string | undefined][]): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const [field, message] of entries) if (message !== undefined) errors[field] = message;
  return errors;
}

export function hasErrors(errors: FieldErrors<string>): boolean {
  return Object.keys(errors).length > 0;
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
  let confirm: string | undefined = requiredRaw(v.passwordTwo, VALIDATION.confirmRequired);
  if (confirm === undefined && v.passwordTwo !== v.password) confirm = VALIDATION.passwordMismatch;
  return collect<keyof RegisterValues>([
    ["username", required(v.username, VALIDATION.usernameRequired)],
    ["email", emailError(v.email)],
    ["password", requiredRaw(v.password, VALIDATION.passwordRequired)],
    ["passwordTwo", confirm],
    ["captchaCode", required(v.captchaCode, VALIDATION.codeRequired)],
  ]);
}

export interface MobileLoginValues {
  mobile: string;
  code: string;
}

export function validateMobileLogin(v: MobileLoginValues): FieldErrors<keyof MobileLoginValues> {
  return collect<keyof MobileLoginValues>([
    ["mobile", phoneError(v.mobile)],
    ["code", required(v.code, VALIDATION.smsCodeRequired)],
  ]);
}

export interface BindMobileValues {
  mobile: string;
  code: string;
}

export function validateBindMobile(v: BindMobileValues): FieldErrors<keyof BindMobileValues> {
  return collect<keyof BindMobileValues>([
    ["mobile", phoneError(v.mobile)],
    ["code", required(v.code, VALIDATION.codeRequired)],
  ]);
}

/** The reset form's account: a phone number or an e-mail address. */
export type ResetAccount = { kind: "mobile"; mobile: string } | { kind: "email"; email: string };

export function resetAccountOf(value: string): ResetAccount | null {
  const v = value.trim();
  if (isValidPhone(v)) return { kind: "mobile", mobile: v };
  if (isValidEmail(v)) return { kind: "email", email: v };
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
  let confirm: string | undefined = requiredRaw(v.passwordTwo, VALIDATION.confirmNewRequired);
  if (confirm === undefined && v.passwordTwo !== v.password) confirm = VALIDATION.passwordMismatch;
  return collect<keyof ResetValues>([
    ["account", resetAccountError(v.account)],
    ["code", required(v.code, VALIDATION.codeRequired)],
    ["password", requiredRaw(v.password, VALIDATION.newPasswordRequired)],
    ["passwordTwo", confirm],
  ]);
}
