import { paths } from "../../system/paths";
import { AUTH_MESSAGES } from "../../lib/__generated__/authMessages";
/**
 * Constants of the sign-in flows: local-storage keys (spec §3), timings (spec §9) and every user-facing text of
 * spec §2.4, §5 and §8, verbatim.
 */

/** Browser local-storage keys of spec §3. */
export const STORAGE_KEYS = {
  token: "token",
  memberInfo: "member_info",
  wechatOpenId: "wechat_open_id",
  wechatAuthState: "wechat_auth_state",
  previousPath: "previous_path",
  wechatLoginReturnUrl: "wechat_login_return_url",
  needBindMobile: "need_bind_mobile",
  wechatAuthCode: "wechat_auth_code",
  wechatLoginTimestamp: "wechat_login_timestamp",
  wechatScanStatus: "wechat_scan_status",
  wechatLoginPending: "wechat_login_pending",
  /** Set by 绑定微信 in the account settings: the WeChat callback binds instead of signing in. */
  wechatBindPending: "wechat_bind_pending",
} as const;

/** The WeChat temporary data that logout clears (spec §4). */
export const WECHAT_TEMP_KEYS: readonly string[] = [
  STORAGE_KEYS.wechatAuthState,
  STORAGE_KEYS.previousPath,
  STORAGE_KEYS.wechatLoginReturnUrl,
  STORAGE_KEYS.needBindMobile,
  STORAGE_KEYS.wechatAuthCode,
  STORAGE_KEYS.wechatLoginTimestamp,
  STORAGE_KEYS.wechatScanStatus,
  STORAGE_KEYS.wechatLoginPending,
  STORAGE_KEYS.wechatBindPending,
];

/**
 * Login-related keys removed when the login content mounts with no member info (spec §4). The state and
 * previous_path are not among them: the scan-login widget writes those while the panel mounts.
 */
export const LOGIN_SCRATCH_KEYS: readonly string[] = [
  STORAGE_KEYS.wechatAuthCode,
  STORAGE_KEYS.wechatLoginTimestamp,
  STORAGE_KEYS.wechatScanStatus,
  STORAGE_KEYS.wechatLoginPending,
  STORAGE_KEYS.needBindMobile,
];

/** SMS / e-mail resend countdown (spec §9), seconds. */
export const SEND_CODE_COUNTDOWN_S = 60;
/** Wait after the WeChat login script has loaded, before rendering the QR code (spec §9). */
export const QR_RENDER_DELAY_MS = 500;
/** One-tap: wait before leaving for the authorisation page (spec §9). */
export const ONE_TAP_REDIRECT_DELAY_MS = 10_000;
/** The login dialog is removed this long after closing (spec §9). */
export const LOGIN_DIALOG_REMOVAL_MS = 300;

/** Where WeChat sends the browser back to. */
export const WECHAT_CALLBACK_PATH = paths.wechatCallback();
/** Default script of the scan-login widget (sandbox look-alike of wxLogin.js). */
export const DEFAULT_WX_LOGIN_SCRIPT = "/_sandbox/wechat/wxLogin.js";
/** The QR widget's CSS (spec §2.4, wechat.md): a 200 px QR code with title, status and info hidden. */
export const WX_QR_CSS =
  ".impowerBox .qrcode{width:200px} .impowerBox .title{display:none} .impowerBox .info{display:none} " +
  ".status_icon{display:none} .impowerBox .status{display:none}";

export const AGREEMENT_LINKS = { service: paths.agreement("service"), privacy: paths.agreement("privacy") } as const;

/**
 * Validation messages of spec §5, verbatim: the server's own (AUTH_MESSAGES, generated from
 * server/domain/member/accounts by `make generate`), and the two the server never says (the reset form's account field).
 */
export const VALIDATION = {
  ...AUTH_MESSAGES,
  accountRequired: "请输入手机号或邮箱",
  accountFormat: "请输入正确的手机号或邮箱格式",
} as const;

/** Toasts and errors of spec §8, verbatim. */
export const MESSAGES = {
  loginSuccess: "登录成功",
  registerSuccess: "注册成功",
  codeSent: "验证码已发送",
  bindSuccess: "手机号绑定成功",
  wechatBindSuccess: "微信绑定成功",
  resetSuccess: "密码重置成功",
  registerFailed: "注册失败，请稍后重试",
  sendCodeFailed: "获取验证码失败，请稍后重试",
  mobileLoginFailed: "登录失败，请稍后重试",
  emailLoginFailed: "登录失败，请检查邮箱和密码",
  bindFailed: "绑定失败，请稍后重试",
  resetFailed: "重置密码失败，请稍后重试",
  captchaFailed: "获取验证码失败，请刷新重试",
  wxScriptFailed: "加载微信登录组件失败，请刷新页面重试",
  wxWidgetFailed: "微信登录初始化失败，请刷新页面重试",
  wxCodeUrlFailed: "初始化微信登录失败，请刷新页面重试",
  storageUnavailable: "浏览器存储功能不可用，微信登录可能无法正常工作",
  oneTapFailed: "获取微信授权失败",
  oneTapNoUrl: "获取微信授权链接失败",
  agreementRequired: "请阅读并同意用户协议",
  notInWeChat: "此功能仅在微信浏览器中可用",
  /** Not in the spec: the WeChat callback's state did not match the stored one. */
  wxStateMismatch: "微信登录状态校验失败，请重新登录",
  /** Not in the spec: the WeChat callback came back without a code (the person declined). */
  wxNoCode: "未获取到微信授权，请重新登录",
  /** Not in the spec: a member-info check before a protected action failed for another reason than 401. */
  checkFailed: "登录状态检查失败，请稍后重试",
} as const;

/** Button labels and other fixed texts of spec §2.4. */
export const LABELS = {
  tabWechat: "微信登录",
  tabAccount: "账号登录",
  tabMobile: "手机登录",
  oneTap: "微信一键登录",
  oneTapBusy: "正在跳转微信授权...",
  login: "登录",
  loginBusy: "登录中...",
  register: "注册",
  registerBusy: "注册中...",
  reset: "重置密码",
  resetBusy: "重置中...",
  haveAccount: "我有账户",
  backToLogin: "返回登录",
  toRegister: "注册账号",
  forgotPassword: "忘记密码？",
  getCode: "获取验证码",
  bindTitle: "绑定手机号",
  bindSubmit: "绑定手机号",
  bindBusy: "绑定中...",
  skip: "下次再说",
  close: "关闭",
  qrLoading: "正在加载微信二维码",
} as const;

/** 'N秒后重试' of the send-code link. */
export function countdownLabel(seconds: number): string {
  return `${seconds}秒后重试`;
}
