import type { FieldErrors } from "../../../../components/form";

/** The change-password form: the old password (when the member has one), the new one twice. */
export interface PasswordValues {
  old: string;
  password: string;
  passwordTwo: string;
}

export const SECURITY_TEXT = {
  passwordTitle: "修改密码",
  setPasswordTitle: "设置密码",
  oldRequired: "请输入原密码",
  newRequired: "请输入新密码",
  confirmRequired: "请再次输入新密码",
  mismatch: "两次输入的密码不一致",
  tooShort: "密码长度为6-64位",
  needsEmail: "密码登录使用邮箱和密码：绑定邮箱后，设置的密码才能用于登录。",
  bindEmail: "绑定邮箱",
  passwordChanged: "密码已修改，其他设备已退出登录",
  notifyTitle: "通知设置",
  notifySaved: "通知设置已保存",
  wechatTitle: "微信",
  wechatBound: "已绑定微信",
  wechatUnbound: "未绑定微信",
  unbind: "解除绑定",
  bindWechat: "绑定微信",
  bindWechatHint: "使用微信扫描二维码，绑定后可用微信登录本账号",
  unbound: "已解除微信绑定",
  failed: "操作失败，请稍后重试",
} as const;

/** Client checks of the change-password form (the server checks again, with the §5 password rule). */
export function validatePassword(v: PasswordValues, hasPassword: boolean): FieldErrors<keyof PasswordValues> {
  const errors: FieldErrors<keyof PasswordValues> = {};
  if (hasPassword && v.old === "") errors.old = SECURITY_TEXT.oldRequired;
  if (v.password === "") errors.password = SECURITY_TEXT.newRequired;
  else if ([...v.password].length < 6 || [...v.password].length > 64) errors.password = SECURITY_TEXT.tooShort;
  if (v.passwordTwo === "") errors.passwordTwo = SECURITY_TEXT.confirmRequired;
  else if (v.passwordTwo !== v.password) errors.passwordTwo = SECURITY_TEXT.mismatch;
  return errors;
}

/** The field a refusal of the password change is about (原密码错误 on 原密码, 密码过于简单 on 新密码), if any. */
export function passwordFieldOf(message: string): keyof PasswordValues | undefined {
  if (/原密码|次数过多/.test(message)) return "old";
  if (/两次/.test(message)) return "passwordTwo";
  if (/密码/.test(message)) return "password";
  return undefined;
}

/** Topics and channels of the notification preferences, as the page names them. */
export const NOTIFY_TOPICS: Record<string, string> = { orders: "订单动态", price_drops: "收藏作品降价", new_works: "关注艺术家的新作品" };
export const NOTIFY_CHANNELS = [
  ["sms", "短信"],
  ["email", "邮件"],
  ["wechat", "微信"],
] as const;

/** The settings key PUT /api/member/settingInfo stores a choice under. */
export function notifyKey(topic: string, channel: string): string {
  return `notify.${topic}.${channel}`;
}
