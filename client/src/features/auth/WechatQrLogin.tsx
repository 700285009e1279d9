/**
 * Scan-to-login (spec §2.4/§4): fetch the qrconnect link, load the widget script it names once (with the CSP nonce),
 * wait 500 ms, store a random state and previous_path, then `new WxLogin(...)` renders the 200 px QR iframe
 * into our container. A spinner shows until the iframe has loaded. The container is emptied on mount and unmount.
 */
import { useEffect, useId, useRef, useState } from "react";
import { Spinner } from "../../components/form";
import { useToast } from "../../components/Toast";
import { safeLocalStorage, writeItem } from "../../lib/storage";
import { fetchWechatCodeUrl, type WechatCodeUrl } from "./authApi";
import { LABELS, MESSAGES, QR_RENDER_DELAY_MS, STORAGE_KEYS } from "./constants";
import { useLatest } from "../../components/form";
import { hasMemberInfo, memberStore } from "./memberStore";
import {
  loadScriptOnce,
  parseWechatAuthUrl,
  qrCssHref,
  savePreviousPath,
  storageUsable,
  wechatCallbackUrl,
  wxLoginScriptUrl,
  type QrConnectParams,
} from "./wechat";

/** The options WxLogin takes (wechat.md). */
export interface WxLoginOptions {
  self_redirect: boolean;
  id: string;
  appid: string;
  scope: string;
  redirect_uri: string;
  state: string;
  style: "black" | "white";
  href: string;
}

type WxLoginConstructor = new (options: WxLoginOptions) => unknown;

function wxLoginConstructor(): WxLoginConstructor | null {
  const ctor = (window as unknown as { WxLogin?: unknown }).WxLogin;
  return typeof ctor === "function" ? (ctor as WxLoginConstructor) : null;
}

export interface WechatQrLoginProps {
  /** Member info became non-empty while the QR was shown (spec §4: login-success). */
  onLoginSuccess?: () => void;
  /** Wait after the script has loaded (spec §9: 500 ms). */
  renderDelayMs?: number;
}

type Phase = "loading" | "ready" | "error";

/** Shown anyway this long after the iframe was inserted, should its load event never come. */
const IFRAME_LOAD_FALLBACK_MS = 5000;

export function WechatQrLogin({ onLoginSuccess, renderDelayMs = QR_RENDER_DELAY_MS }: WechatQrLoginProps) {
  const toast = useToast();
  const toastRef = useLatest(toast);
  const onSuccessRef = useLatest(onLoginSuccess);
  const containerId = `wx-login-qr-${useId().replace(/[^A-Za-z0-9_-]/g, "")}`;
  const containerRef = useRef<HTMLDivElement>(null);
  const [phase, setPhase] = useState<Phase>("loading");
  const [attempt, setAttempt] = useState(0);

  // Member info becoming non-empty (the callback ran in another tab, or any other sign-in) → login success.
  useEffect(() => {
    let had = hasMemberInfo(memberStore.getSnapshot().info);
    return memberStore.subscribe(() => {
      const has = hasMemberInfo(memberStore.getSnapshot().info);
      if (has && !had) onSuccessRef.current?.();
      had = has;
    });
  }, [onSuccessRef]);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    container.replaceChildren();
    setPhase("loading");
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let observer: MutationObserver | undefined;
    const fail = (message: string) => {
      if (cancelled) return;
      toastRef.current.error(message);
      setPhase("error");
    };

    // The spinner stays until the widget's iframe has loaded.
    const watchIframe = () => {
      const hook = (frame: HTMLIFrameElement) => {
        const show = () => {
          if (!cancelled) setPhase("ready");
        };
        frame.addEventListener("load", show);
        // Never hide an inserted QR for good if its load event is missed.
        clearTimeout(timer);
        timer = setTimeout(show, IFRAME_LOAD_FALLBACK_MS);
      };
      observer = new MutationObserver(() => {
        const frame = container.querySelector("iframe");
        if (frame && !frame.dataset.watched) {
          frame.dataset.watched = "true";
          hook(frame);
        }
      });
      observer.observe(container, { childList: true, subtree: true });
    };

    const run = async () => {
      if (!storageUsable()) toastRef.current.error(MESSAGES.storageUnavailable);
      // The link first: its answer names the widget script (WeChat's own in production).
      let link: WechatCodeUrl | null = null;
      try {
        link = await fetchWechatCodeUrl("snsapi_login", wechatCallbackUrl());
      } catch {
        link = null;
      }
      if (cancelled) return;
      const params: QrConnectParams | null = parseWechatAuthUrl(link?.url ?? "");
      if (!params) return fail(MESSAGES.wxCodeUrlFailed);
      try {
        await loadScriptOnce(wxLoginScriptUrl(link?.script_url));
      } catch {
        return fail(MESSAGES.wxScriptFailed);
      }
      if (cancelled) return;
      await new Promise<void>((resolve) => {
        timer = setTimeout(resolve, renderDelayMs);
      });
      if (cancelled) return;
      const WxLogin = wxLoginConstructor();
      if (!WxLogin) return fail(MESSAGES.wxWidgetFailed);
      // The server's state from the link (spec §3: "or the state from the server link"): the server
      // accepts a login only with a state it handed out, once.
      const state = params.state;
      if (state === "") return fail(MESSAGES.wxCodeUrlFailed);
      const storage = safeLocalStorage();
      writeItem(storage, STORAGE_KEYS.wechatAuthState, state);
      savePreviousPath(window.location, storage);
      container.replaceChildren();
      watchIframe();
      try {
        new WxLogin({
          self_redirect: false,
          id: containerId,
          appid: params.appid,
          scope: "snsapi_login",
          redirect_uri: encodeURIComponent(params.redirectUri),
          state,
          style: "black",
          href: qrCssHref(),
        });
      } catch (err) {
        console.error(err);
        fail(MESSAGES.wxWidgetFailed);
      }
    };
    void run();

    return () => {
      cancelled = true;
      clearTimeout(timer);
      observer?.disconnect();
      container.replaceChildren();
    };
  }, [attempt, containerId, renderDelayMs, toastRef]);

  return (
    <div className="flex flex-col items-center pt-2">
      <div className="relative flex min-h-[300px] w-full items-start justify-center overflow-hidden">
        <div
          id={containerId}
          ref={containerRef}
          data-testid="wx-qr"
          className={`flex justify-center [&_iframe]:max-w-full ${phase === "ready" ? "" : "invisible"}`}
        />
        {phase === "loading" ? (
          <div className="absolute inset-0 flex items-center justify-center">
            <Spinner label={LABELS.qrLoading} />
          </div>
        ) : null}
        {phase === "error" ? (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 text-sm text-secondary">
            <p>二维码加载失败</p>
            <button type="button" onClick={() => setAttempt((n) => n + 1)} className="rounded border border-black/15 px-4 py-1.5 text-primary hover:bg-black/5">
              重新加载
            </button>
          </div>
        ) : null}
      </div>
      <p className="mt-2 text-sm text-secondary">请使用微信扫描二维码登录</p>
    </div>
  );
}
