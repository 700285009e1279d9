/**
 * The profile form's rules, the server's (server/domain/member/profile): nickname 2–20 characters, a birthday
 * after 1900-01-01 and before today (Asia/Shanghai), a city from the region picker, a bio of at most 200
 * characters; and the avatar's: JPEG, PNG or WebP of at most 5 MB. The texts are the server's, so a message
 * the server sends marks the same field.
 */
import type { FieldErrors } from "../../../../components/form";

export const PROFILE_TEXT = {
  nicknameEmpty: "请输入昵称",
  nicknameLength: "昵称长度为2-20个字符",
  nicknameInvalid: "昵称包含无效字符",
  gender: "请选择性别",
  birthdayFormat: "请输入正确的出生日期",
  birthdayRange: "出生日期须在1900年1月1日之后且早于今天",
  city: "请选择所在城市",
  bioLength: "个人简介不能超过200个字符",
  imageType: "请上传JPG、PNG或WebP格式的图片",
  imageTooBig: "图片大小不能超过5MB",
  saved: "个人资料已保存",
  avatarSaved: "头像已更新",
  failed: "保存失败，请稍后重试",
  uploadFailed: "头像上传失败，请稍后重试",
} as const;

export const NICKNAME_MIN = 2;
export const NICKNAME_MAX = 20;
export const BIO_MAX = 200;
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;

export type Gender = "unknown" | "male" | "female";
export const GENDERS: readonly (readonly [Gender, string])[] = [
  ["unknown", "保密"],
  ["male", "男"],
  ["female", "女"],
];

export interface ProfileValues {
  nickname: string;
  gender: Gender;
  birthday: string;
  /** 4-digit city code (GB/T 2260), "" for none. */
  city: string;
  bio: string;
}

/** Characters as people count them (and Go's utf8.RuneCountInString): a CJK character or an emoji is one. */
export function charCount(s: string): number {
  return Array.from(s).length;
}

/** Today in Asia/Shanghai, YYYY-MM-DD: the date a birthday must be before. */
export function shanghaiToday(now: Date = new Date()): string {
  return new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
}

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function validDate(s: string): boolean {
  if (!DATE.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

/** The form's messages by field (empty when it may be saved). */
export function validateProfile(v: ProfileValues, today: string = shanghaiToday()): FieldErrors<keyof ProfileValues> {
  const errors: FieldErrors<keyof ProfileValues> = {};
  const nick = v.nickname.trim();
  const n = charCount(nick);
  if (n === 0) errors.nickname = PROFILE_TEXT.nicknameEmpty;
  else if (n < NICKNAME_MIN || n > NICKNAME_MAX) errors.nickname = PROFILE_TEXT.nicknameLength;
  else if (CONTROL.test(nick)) errors.nickname = PROFILE_TEXT.nicknameInvalid;
  if (!GENDERS.some(([g]) => g === v.gender)) errors.gender = PROFILE_TEXT.gender;
  const b = v.birthday.trim();
  if (b !== "") {
    if (!validDate(b)) errors.birthday = PROFILE_TEXT.birthdayFormat;
    else if (b < "1900-01-01" || b >= today) errors.birthday = PROFILE_TEXT.birthdayRange;
  }
  if (v.city !== "" && !/^\d{4}$/.test(v.city)) errors.city = PROFILE_TEXT.city;
  if (charCount(v.bio.trim()) > BIO_MAX) errors.bio = PROFILE_TEXT.bioLength;
  return errors;
}

/** The field a server message is about (the server's texts are the client's), or undefined. */
export function fieldOfMessage(message: string): keyof ProfileValues | undefined {
  switch (message) {
    case PROFILE_TEXT.nicknameEmpty:
    case PROFILE_TEXT.nicknameLength:
    case PROFILE_TEXT.nicknameInvalid:
      return "nickname";
    case PROFILE_TEXT.gender:
      return "gender";
    case PROFILE_TEXT.birthdayFormat:
    case PROFILE_TEXT.birthdayRange:
      return "birthday";
    case PROFILE_TEXT.city:
      return "city";
    case PROFILE_TEXT.bioLength:
      return "bio";
  }
  return undefined;
}

/** The body of PUT /api/member/edit: every field, trimmed. */
export function editBody(v: ProfileValues): Record<string, string> {
  return { nickname: v.nickname.trim(), gender: v.gender, birthday: v.birthday.trim(), city: v.city, bio: v.bio.trim() };
}

/** Why a chosen file cannot be an avatar ("" when it can be sent; the server checks the content again). */
export function avatarFileProblem(file: { type: string; size: number }): string {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return PROFILE_TEXT.imageType;
  if (file.size > AVATAR_MAX_BYTES) return PROFILE_TEXT.imageTooBig;
  return "";
}

/** Upload progress as a whole percentage, 0–100. */
export function percent(sent: number, total: number): number {
  if (total <= 0) return 0;
  return Math.max(0, Math.min(100, Math.floor((sent / total) * 100)));
}
