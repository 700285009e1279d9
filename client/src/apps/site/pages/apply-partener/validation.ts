/**
 * The partner application's rules, the same as the server's (server/partner):
 * the first broken rule in form order, with its message.
 */
import { VALIDATION } from "../../../../features/auth/constants";
import { EMAIL_PATTERN, PHONE_PATTERN } from "../../../../features/auth/validation";

export interface PartnerForm {
  organization: string;
  type: string;
  contact: string;
  mobile: string;
  email: string;
  message: string;
}

export type PartnerField = keyof PartnerForm;

export const PARTNER_TYPES = [
  { value: "GALLERY", label: "画廊" },
  { value: "INSTITUTION", label: "美术馆 / 艺术机构" },
  { value: "STUDIO", label: "艺术家工作室" },
  { value: "BRAND", label: "艺术衍生品品牌" },
  { value: "OTHER", label: "其他" },
] as const;

export const MAX_MESSAGE = 1000;


/** The mobile number as stored: digits only, without +86. */
export function normalizeMobile(raw: string): string {
  return raw.replace(/[\s-]/g, "").replace(/^(\+86|0086)/, "");
}

export function validatePartner(f: PartnerForm): { field: PartnerField; message: string } | null {
  const org = f.organization.trim();
  const contact = f.contact.trim();
  const mobile = normalizeMobile(f.mobile.trim());
  const email = f.email.trim();
  if (org === "") return { field: "organization", message: "请输入机构名称" };
  if ([...org].length > 80) return { field: "organization", message: "机构名称不能超过80个字符" };
  if (!PARTNER_TYPES.some((t) => t.value === f.type)) return { field: "type", message: "请选择机构类型" };
  if (contact === "") return { field: "contact", message: "请输入联系人姓名" };
  if ([...contact].length > 40) return { field: "contact", message: "联系人姓名不能超过40个字符" };
  if (mobile === "") return { field: "mobile", message: "请输入手机号" };
  if (!PHONE_PATTERN.test(mobile)) return { field: "mobile", message: VALIDATION.phoneFormat };
  if (email === "") return { field: "email", message: "请输入邮箱" };
  if (email.length > 120 || !EMAIL_PATTERN.test(email)) return { field: "email", message: VALIDATION.emailFormat };
  if ([...f.message.trim()].length > MAX_MESSAGE) return { field: "message", message: "合作意向不能超过1000个字符" };
  return null;
}
