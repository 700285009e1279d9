/**
 * The login panel of spec §2.4: a persistent dialog (max width 450, min height 560, close button) or embedded
 * in a page (no close button). Logo header, tabs 微信登录 / 账号登录 / 手机登录 (default 微信登录; hidden inside
 * WeChat), and the one-tap button at the bottom inside WeChat.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { Spinner } from "../../components/form";
import { Logo } from "../../components/Logo/Logo";
import { currentUserAgent } from "../../lib/channel";
import { removeItem, safeLocalStorage } from "../../lib/storage";
import { AccountLogin } from "./AccountLogin";
import { LABELS, LOGIN_SCRATCH_KEYS, STORAGE_KEYS } from "./constants";
import { useIsClient } from "./hooks";
import { useLatest } from "../../components/form";
import { hasMemberInfo, memberStore } from "./memberStore";
import { MobileLogin } from "./MobileLogin";
import { OneTapLogin } from "./OneTapLogin";
import { ModalFrame } from "./ui";
import { Link } from "react-router";
import { WechatQrLogin } from "./WechatQrLogin";
import { inWeChatBrowser, isWeChatEnvironment } from "./wechat";

export type LoginTab = "wechat" | "account" | "mobile";

const TAB_LABELS: Record<LoginTab, string> = {
  wechat: LABELS.tabWechat,
  account: LABELS.tabAccount,
  mobile: LABELS.tabMobile,
};

export interface LoginPanelProps {
  /** "dialog": a persistent modal with a close button; "embedded" (default): in the page, no close button. */
  mode?: "dialog" | "embedded";
  /** Dialog mode: false plays the closing transition. */
  open?: boolean;
  /** Dialog mode: show the close button (default true). Never shown when embedded. */
  closable?: boolean;
  /** The cancel callback (close button, dialog mode). */
  onClose?: () => void;
  /** The login callback: any sign-in through this panel succeeded. */
  onLoginSuccess?: () => void;
  /** The mobile tab's image captcha flag (spec §2.4). */
  showMobileCaptcha?: boolean;
  defaultTab?: LoginTab;
  /** Overrides the in-app browser check (tests); default: the user agent says MicroMessenger. */
  inWeChat?: boolean;
  /** Overrides the messaging-environment check (tests). */
  weChatEnvironment?: boolean;
  /** One-tap redirect delay (spec §9: 10000 ms). */
  oneTapDelayMs?: number;
  /** WeChat QR render delay (spec §9: 500 ms). */
  qrRenderDelayMs?: number;
  /** Makes the logo a link there (the /login page: a way back to the site). */
  logoHref?: string;
}

export function LoginPanel(props: LoginPanelProps) {
  const mode = props.mode ?? "embedded";
  const isClient = useIsClient();
  const ua = isClient ? currentUserAgent() : "";
  const inWeChat = isClient && (props.inWeChat ?? inWeChatBrowser(ua));
  const weChatEnv = isClient && (props.weChatEnvironment ?? isWeChatEnvironment(ua));
  const tabs: LoginTab[] = inWeChat ? ["account", "mobile"] : ["wechat", "account", "mobile"];
  const [selected, setSelected] = useState<LoginTab>(props.defaultTab ?? "wechat");
  const active: LoginTab = tabs.includes(selected) ? selected : (tabs[0] ?? "account");
  const onSuccessRef = useLatest(props.onLoginSuccess);
  const notified = useRef(false);
  const baseId = useId();
  const tabRefs = useRef(new Map<LoginTab, HTMLButtonElement>());

  const succeed = () => {
    if (notified.current) return;
    notified.current = true;
    onSuccessRef.current?.();
  };
  const succeedRef = useLatest(succeed);

  useEffect(() => {
    // Spec §4: on mount, no member info → clean the login scratch data; member info present → drop the bind flag.
    const storage = safeLocalStorage();
    if (hasMemberInfo(memberStore.getSnapshot().info)) removeItem(storage, STORAGE_KEYS.needBindMobile);
    else for (const key of LOGIN_SCRATCH_KEYS) removeItem(storage, key);
    const off = memberStore.on("login-success", () => succeedRef.current());
    return () => {
      off();
      notified.current = false;
    };
  }, [succeedRef]);

  function selectTab(tab: LoginTab) {
    setSelected(tab);
    tabRefs.current.get(tab)?.focus();
  }

  function onTabKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    const i = tabs.indexOf(active);
    let next: LoginTab | undefined;
    if (e.key === "ArrowRight") next = tabs[(i + 1) % tabs.length];
    else if (e.key === "ArrowLeft") next = tabs[(i - 1 + tabs.length) % tabs.length];
    else if (e.key === "Home") next = tabs[0];
    else if (e.key === "End") next = tabs[tabs.length - 1];
    if (!next) return;
    e.preventDefault();
    selectTab(next);
  }

  const closable = mode === "dialog" && props.closable !== false;
  let content: ReactNode;
  // Until the browser is known (server render, hydration) the wechat tab may be one WeChat hides: its QR code,
  // and the scan-login link request, wait for the check.
  if (active === "wechat" && !isClient) {
    content = (
      <div className="flex h-[200px] items-center justify-center">
        <Spinner label={LABELS.qrLoading} />
      </div>
    );
  }
  else if (active === "wechat") content = <WechatQrLogin onLoginSuccess={() => succeedRef.current()} {...(props.qrRenderDelayMs !== undefined ? { renderDelayMs: props.qrRenderDelayMs } : {})} />;
  else if (active === "account") content = <AccountLogin />;
  else content = <MobileLogin showCaptcha={props.showMobileCaptcha ?? false} />;

  const body = (
    <div className="flex flex-1 flex-col px-6 pt-5 pb-6 sm:px-8" data-testid="login-panel" data-mode={mode}>
      <header className="flex items-center justify-between">
        {props.logoHref !== undefined ? (
          <Link to={props.logoHref} aria-label="艺术市场首页" className="rounded focus-visible:ring-2 focus-visible:ring-primary/30">
            <Logo />
          </Link>
        ) : (
          <Logo />
        )}
        {closable ? (
          <button
            type="button"
            onClick={() => props.onClose?.()}
            aria-label={LABELS.close}
            className="-mr-2 flex h-9 w-9 items-center justify-center rounded-full text-secondary hover:bg-black/5 hover:text-primary"
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        ) : null}
      </header>
      <p className="mt-3 text-xs text-secondary">登录后即可发布作品</p>
      <div role="tablist" aria-label="登录方式" onKeyDown={onTabKeyDown} className="mt-4 flex border-b border-black/10">
        {tabs.map((tab) => {
          const selectedTab = tab === active;
          return (
            <button
              key={tab}
              ref={(el) => {
                if (el) tabRefs.current.set(tab, el);
                else tabRefs.current.delete(tab);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab}`}
              aria-selected={selectedTab}
              aria-controls={`${baseId}-panel`}
              tabIndex={selectedTab ? 0 : -1}
              onClick={() => setSelected(tab)}
              className={
                "-mb-px flex-1 border-b-2 pb-2.5 text-sm transition-colors " +
                (selectedTab ? "border-primary font-semibold text-primary" : "border-transparent text-secondary hover:text-primary")
              }
            >
              {TAB_LABELS[tab]}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-tab-${active}`}
        // A new key per tab: switching tabs resets the account view and clears the forms.
        key={active}
        className="mt-5 flex-1"
      >
        {content}
      </div>
      {inWeChat && weChatEnv ? (
        <div className="mt-6">
          <OneTapLogin onLoginSuccess={() => succeedRef.current()} {...(props.oneTapDelayMs !== undefined ? { delayMs: props.oneTapDelayMs } : {})} />
        </div>
      ) : null}
    </div>
  );

  if (mode === "dialog") {
    return (
      <ModalFrame open={props.open ?? true} label="登录" sizeClasses="max-w-[450px] min-h-[560px]">
        {body}
      </ModalFrame>
    );
  }
  return body;
}
