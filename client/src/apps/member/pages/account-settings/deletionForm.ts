/** The texts and the client-side rules of the account deletion form (the server checks the same). */
export const DELETION_TEXT = {
  title: "注销账号",
  intro: "注销后，您的昵称、头像、手机号、邮箱、密码、微信绑定与登录设备将被删除，且无法恢复。提交申请后有 15 天冷静期，期间登录或撤销即可保留账号。",
  start: "注销账号",
  channelLabel: "验证方式",
  sms: (masked: string) => `短信验证（${masked}）`,
  email: (masked: string) => `邮箱验证（${masked}）`,
  noChannel: "请先绑定手机号或邮箱后再注销账号",
  send: "获取验证码",
  resendIn: (s: number) => `${s}秒后重发`,
  sent: (to: string) => `验证码已发送至 ${to}`,
  codeLabel: "验证码",
  confirm: "确认注销",
  confirming: "提交中…",
  back: "暂不注销",
  blocked: "暂时无法注销：",
  pending: (when: string) => `注销申请已提交，账号将于 ${when} 注销。在此之前登录或撤销即可保留账号。`,
  cancel: "撤销注销",
  cancelled: "已撤销注销申请",
  requested: "注销申请已提交",
  codeRequired: "请输入验证码",
  codeFormat: "验证码为6位数字",
  keyRequired: "请先获取验证码",
  /** Before confirming: works on the market leave it at once, not when the account goes. */
  listingsEnd: "如有在售或审核中的作品，确认注销后将立即下架或撤回审核，冷静期内不能上架或提交作品；注销完成时，您发布的作品将一并删除。",
  /** During the cooling-off period: cancelling does not put works back on sale by itself. */
  listingsEnded: "因注销申请下架的作品，撤销注销后可在「我的作品」中重新上架。",
} as const;

/** Seconds before another code may be asked for (the server's resend interval). */
export const RESEND_SECONDS = 60;

/** What is wrong with the confirmation, or null when it may be sent. */
export function checkConfirmation(code: string, codeKey: string): { field: "code"; message: string } | null {
  const c = code.trim();
  if (codeKey === "") return { field: "code", message: DELETION_TEXT.keyRequired };
  if (c === "") return { field: "code", message: DELETION_TEXT.codeRequired };
  if (!/^\d{6}$/.test(c)) return { field: "code", message: DELETION_TEXT.codeFormat };
  return null;
}
