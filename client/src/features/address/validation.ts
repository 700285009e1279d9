/**
 * The address form's rules — the same as the server's (server/domain/member/address), so a mistake is shown before
 * sending; the server's user errors are shown the same way when it still refuses.
 */
import type { FieldErrors } from "../../components/form";
import { PHONE_PATTERN } from "../auth/validation";
import { ADDRESS_LIMITS, ADDRESS_MESSAGES as GENERATED_MESSAGES } from "../../lib/__generated__/rules";

export interface AddressValues {
  recipient: string;
  mobile: string;
  province: string;
  city: string;
  district: string;
  detail: string;
  postcode: string;
  /** "true" to make it the default ("" leaves the default as it is). */
  isDefault: string;
}

export type AddressField = keyof AddressValues;

export const EMPTY_ADDRESS: AddressValues = {
  recipient: "",
  mobile: "",
  province: "",
  city: "",
  district: "",
  detail: "",
  postcode: "",
  isDefault: "",
};

/** The server's messages (server/domain/member/address), generated from its Go constants. */
export const ADDRESS_MESSAGES = GENERATED_MESSAGES;

/** Characters, not UTF-16 units (as the server counts). */
const length = (s: string) => [...s].length;

function text(value: string, lo: number, hi: number, empty: string, wrong: string): string | undefined {
  const n = length(value.trim());
  if (n === 0) return empty;
  if (n < lo || n > hi) return wrong;
  return undefined;
}

export function validateAddress(v: AddressValues): FieldErrors<AddressField> {
  const errors: FieldErrors<AddressField> = {};
  const recipient = text(v.recipient, ADDRESS_LIMITS.recipientMin, ADDRESS_LIMITS.recipientMax, ADDRESS_MESSAGES.recipientEmpty, ADDRESS_MESSAGES.recipientLength);
  if (recipient) errors.recipient = recipient;
  const mobile = v.mobile.trim();
  if (mobile === "") errors.mobile = ADDRESS_MESSAGES.mobileEmpty;
  else if (!PHONE_PATTERN.test(mobile)) errors.mobile = ADDRESS_MESSAGES.mobileFormat;
  if (v.province === "" || v.city === "" || v.district === "") errors.district = ADDRESS_MESSAGES.regionEmpty;
  const detail = text(v.detail, ADDRESS_LIMITS.detailMin, ADDRESS_LIMITS.detailMax, ADDRESS_MESSAGES.detailEmpty, ADDRESS_MESSAGES.detailLength);
  if (detail) errors.detail = detail;
  if (v.postcode.trim() !== "" && !/^\d{6}$/.test(v.postcode.trim())) errors.postcode = ADDRESS_MESSAGES.postcode;
  return errors;
}

/** The field whose message shows a server user error: the region's three codes share the picker's message. */
export function formField(field: string | null | undefined): AddressField | undefined {
  switch (field) {
    case "province":
    case "city":
    case "district":
      return "district";
    case "recipient":
    case "mobile":
    case "detail":
    case "postcode":
      return field;
    default:
      return undefined;
  }
}

/** The values of the form as the address mutations take them (trimmed; the default flag a boolean). */
export function addressInput(v: AddressValues) {
  return {
    recipient: v.recipient.trim(),
    mobile: v.mobile.trim(),
    province: v.province,
    city: v.city,
    district: v.district,
    detail: v.detail.trim(),
    postcode: v.postcode.trim(),
    isDefault: v.isDefault === "true",
  };
}
