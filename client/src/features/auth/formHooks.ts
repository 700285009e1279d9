/** The sign-in forms' own hooks: the send-code link and the image captcha (the form state is components/form). */
import { useCallback, useEffect, useRef, useState } from "react";
import { useLatest, useMounted } from "../../components/form";
import { failureMessage, retryAfterSeconds } from "./failure";
import { useToast } from "../../components/Toast";
import { fetchCaptcha, type SendCodeResult } from "./authApi";
import { MESSAGES } from "./constants";
import { useCountdown } from "./hooks";

export interface SendCode {
  remaining: number;
  busy: boolean;
  /** The key of the last code sent ('' before). */
  key: string;
  /** Sends a code unless counting down, busy, or `canSend()` says no. */
  trigger: () => Promise<void>;
}

/**
 * The send-code link (spec §4/§5): blocked during the 60 s countdown or when `canSend` fails (it shows the
 * field's message); on success toasts '验证码已发送', keeps the returned key and starts the countdown.
 */
export function useSendCode(send: () => Promise<SendCodeResult | null | undefined>, canSend: () => boolean): SendCode {
  const toast = useToast();
  const countdown = useCountdown();
  const [busy, setBusy] = useState(false);
  const [key, setKey] = useState("");
  const busyRef = useRef(false);
  const sendRef = useLatest(send);
  const canSendRef = useLatest(canSend);
  const mounted = useMounted();

  const trigger = useCallback(async () => {
    if (countdown.active || busyRef.current) return;
    if (!canSendRef.current()) return;
    busyRef.current = true;
    setBusy(true);
    try {
      const result = await sendRef.current();
      if (!mounted.current) return;
      setKey(typeof result?.key === "string" ? result.key : "");
      toast.success(MESSAGES.codeSent);
      countdown.start();
    } catch (err) {
      toast.error(failureMessage(err, MESSAGES.sendCodeFailed));
      // Refused as too soon (429): the link waits the seconds the server gave, as after a send, rather than
      // inviting a tap the server will refuse again.
      const wait = retryAfterSeconds(err);
      if (wait > 0 && mounted.current) countdown.start(wait);
    } finally {
      busyRef.current = false;
      if (mounted.current) setBusy(false);
    }
  }, [countdown, toast, sendRef, canSendRef]);

  return { remaining: countdown.remaining, busy, key, trigger };
}

export interface CaptchaState {
  key: string;
  img: string;
  loading: boolean;
  refresh: () => void;
}

/** The image captcha: fetched on mount (when enabled) and on refresh; a failure toasts '获取验证码失败，请刷新重试'. */
export function useCaptcha(enabled: boolean): CaptchaState {
  const toast = useToast();
  const [captcha, setCaptcha] = useState({ key: "", img: "" });
  const [loading, setLoading] = useState(false);
  const serial = useRef(0);

  const refresh = useCallback(() => {
    const mine = ++serial.current;
    setLoading(true);
    fetchCaptcha().then(
      (c) => {
        if (mine !== serial.current) return;
        setCaptcha({ key: c?.captcha_key ?? "", img: c?.img ?? "" });
        setLoading(false);
      },
      (err: unknown) => {
        if (mine !== serial.current) return;
        setLoading(false);
        toast.error(failureMessage(err, MESSAGES.captchaFailed));
      },
    );
  }, [toast]);

  useEffect(() => {
    if (enabled) refresh();
    return () => {
      serial.current += 1;
    };
  }, [enabled, refresh]);

  return { ...captcha, loading, refresh };
}
