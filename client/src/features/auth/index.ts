/** Sign-in, registration and member access (spec §2.4, §3–§8). */
export { LoginPanel } from "./LoginPanel";
export type { LoginPanelProps, LoginTab } from "./LoginPanel";
export { BindMobileDialog } from "./BindMobileDialog";
export type { BindMobileDialogProps } from "./BindMobileDialog";
export { WechatQrLogin } from "./WechatQrLogin";
export { OneTapLogin } from "./OneTapLogin";
export {
  LoginDialogHost,
  createLoginDialogController,
  ensureLogin,
  loginDialog,
  loginPath,
  openLoginDialog,
  preloadLoginDialog,
  useRequireLogin,
} from "./loginDialog";
export type { LoginDialogController, LoginDialogHostProps, LoginDialogState } from "./loginDialog";
export { MemberGate, MemberShell, guardMemberRoute, isMemberPath } from "./guard";
export type { GuardDeps } from "./guard";
export {
  apiClient,
  createMemberStore,
  hasMemberInfo,
  isUnauthorized,
  memberStore,
} from "./memberStore";
export type { LoginVia, MemberEvent, MemberEventMap, MemberInfo, MemberState, MemberStore } from "./memberStore";
export { useIsClient, useIsLoggedIn, useMemberState } from "./hooks";
export { completeWechatLogin, wechatFailureMessage, WechatFlowError } from "./wechatCallback";
export {
  generateWechatState,
  inWeChatBrowser,
  isWeChatEnvironment,
  parseWechatAuthUrl,
  safeReturnPath,
  startOneTapLogin,
} from "./wechat";
export * from "./constants";
export * from "./validation";
