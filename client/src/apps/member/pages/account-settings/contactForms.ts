/**
 * Changing the sign-in number or e-mail address (spec §7: PUT /api/member/mobile, PUT /api/member/email). A code
 * goes to the new number or address; when one is already bound, the member first proves the account is theirs:
 * a code sent to the bound number (POST /api/send/mobile/prove_old) or the password.
 */
import type { FieldErrors } from "../../../../components/form";
import { VALIDATION } from "../../../../features/auth/constants";
import { isValidEmail, phoneError } from "../../../../features/auth/validation";

export const CONTACT_TEXT = {
  mobileTitle: "手机号",
  emailTitle: "邮箱",
  none: "未绑定",
  bind: "绑定",
  change: "更换",
  cancel: "取消",
  proofTitle: "验证身份",
  proofByCode: "验证原手机号",
  proofByPassword: "使用登录密码",
  proofCodeLabel: "原手机号验证码",
  passwordLabel: "登录密码",
  proofCodeRequired: "请输入原手机号收到的验证码",
  passwordRequired: "请输入登录密码",
  newMobile: "新手机号",
  newEmail: "新邮箱",
  mobileBound: "手机号已绑定",
  mobileChanged: "手机号已更换",
  emailBound: "邮箱已绑定",
  emailChanged: "邮箱已更换",
  failed: "操作失败，请稍后重试",
} as const;

export type ProofMode = "code" | "password";

/**
 * How the member may prove the account before replacing a bound number or address: a code to the bound number,
 * the password, or either; none when the member has neither (the server asks for nothing then).
 */
export function proofModes(hasMobile: boolean, hasPassword: boolean): ProofMode[] {
  const modes: ProofMode[] = [];
  if (hasMobile) modes.push("code");
  if (hasPassword) modes.push("password");
  return modes;
}

export interface ContactValues {
  /** The new number or address. */
  target: string;
  code: string;
  proofCode: string;
  password: string;
}

export const EMPTY_CONTACT: ContactValues = { target: "", code: "", proofCode: "", password: "" };

export function emailError(value: string): string | undefined {
  if (value.trim() === "") return VALIDATION.emailRequired;
  if (!isValidEmail(value.trim())) return VALIDATION.emailFormat;
  return undefined;
}

/** The form's messages: the new number or address, its code, and the proof when one is needed. */
export function validateContact(
  v: ContactValues,
  kind: "mobile" | "email",
  proof: ProofMode | null,
): FieldErrors<keyof ContactValues> {
  const errors: FieldErrors<keyof ContactValues> = {};
  const target = kind === "mobile" ? phoneError(v.target) : emailError(v.target);
  if (target) errors.target = target;
  if (v.code.trim() === "") errors.code = VALIDATION.codeRequired;
  if (proof === "code" && v.proofCode.trim() === "") errors.proofCode = CONTACT_TEXT.proofCodeRequired;
  if (proof === "password" && v.password === "") errors.password = CONTACT_TEXT.passwordRequired;
  return errors;
}

/** The PUT body: the new value with its code and key, and the proof (old number's code and key, or password). */
export function contactBody(
  kind: "mobile" | "email",
  v: ContactValues,
  key: string,
  proof: ProofMode | null,
  proofKey: string,
): Record<string, string> {
  const body: Record<string, string> =
    kind === "mobile"
      ? { mobile: v.target.trim(), mobile_code: v.code.trim(), mobile_key: key }
      : { email: v.target.trim(), email_code: v.code.trim(), email_key: key };
  if (proof === "code") {
    body["old_mobile_code"] = v.proofCode.trim();
    body["old_mobile_key"] = proofKey;
  } else if (proof === "password") {
    body["password"] = v.password;
  }
  return body;
}

/**
 * The field a server message is about, or undefined (the server's texts, server/web/authapi/validate.go). A
 * code refusal names no code: with a proof code in the form too, it could be either, so it marks neither.
 */
export function contactFieldOf(message: string, proof: ProofMode | null): keyof ContactValues | undefined {
  if (/原密码|登录密码|密码错误/.test(message)) return "password";
  if (/原手机号/.test(message)) return "proofCode";
  if (/验证码/.test(message)) return proof === "code" ? undefined : "code";
  if (/手机号|邮箱/.test(message)) return "target";
  return undefined;
}
