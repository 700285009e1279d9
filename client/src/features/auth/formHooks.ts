/**
 * The account forms' own hooks (signing in, and the member's contact, password and profile forms): the submit, the
 * agreement checkbox, the send-code link and the image captcha (the form state is components/form).
 */
import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { hasErrors, useLatest, useMounted, useSubmitState, type FieldErrors } from "../../components/form";
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

/**
 * An account form's submit: nothing while one runs, while a field's rule fails (the messages are under the fields) or
 * while `ready` says no (it shows why); otherwise `call`, whose failure's words (failureMessage, else the form's
 * `failed`) are toasted and handed to `onFail` with it.
 */
export function useAccountSubmit(validateAll: () => FieldErrors<string>, failed: string) {
  const toast = useToast();
  const submit = useSubmitState();
  const onSubmit =
    (call: () => Promise<unknown>, ready: () => boolean = () => true, onFail?: (err: unknown, message: string) => void) =>
    async (e: FormEvent) => {
      e.preventDefault();
      if (submit.busy || hasErrors(validateAll()) || !ready()) return;
      await submit.run(async () => {
        try {
          await call();
        } catch (err) {
          const message = failureMessage(err, failed);
          toast.error(message);
          onFail?.(err, message);
        }
      });
    };
  return { busy: submit.busy, onSubmit };
}

/** An onFail that marks the field a failure's words are about (fieldOf finds it; none: the toast alone says it). */
export function markField<F extends string>(form: { setError: (field: F, message: string) => void }, fieldOf: (message: string) => F | null | undefined) {
  return (_err: unknown, message: string) => {
    const field = fieldOf(message);
    if (field) form.setError(field, message);
  };
}

/** The agreement rule (spec §5): unticked → toast '请阅读并同意用户协议', checkbox marked, no call. */
export function useAgreement() {
  const toast = useToast();
  const [accepted, setAccepted] = useState(false);
  const [invalid, setInvalid] = useState(false);
  return {
    accepted,
    invalid,
    onChange(checked: boolean) {
      setAccepted(checked);
      if (checked) setInvalid(false);
    },
    /** True when ticked; otherwise toasts and marks the checkbox. */
    check(): boolean {
      if (accepted) return true;
      setInvalid(true);
      toast.error(MESSAGES.agreementRequired);
      return false;
    },
  };
}
