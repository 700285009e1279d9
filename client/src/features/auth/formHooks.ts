import { useCallback, useEffect, useRef, useState } from "react";
import { failureMessage } from "./failure";
import { useToast } from "../../components/Toast";
import { fetchCaptcha, type SendCodeResult } from "./authApi";
import { MESSAGES } from "./constants";
import { useCountdown, useLatest } from "./hooks";
import type { FieldErrors } from "./validation";

export interface FormState<V extends Record<keyof V, string>> {
  values: V;
  errors: FieldErrors<keyof V & string>;
  set: (field: keyof V & string, value: string) => void;
  blur: (field: keyof V & string) => void;
  /** Validates every field, shows the messages and returns them. */
  validateAll: () => FieldErrors<keyof V & string>;
  /** Shows (or clears) one field's message. */
  setError: (field: keyof V & string, message: string | undefined) => void;
  /** Empties one field and its message without validating it (until it is edited and left, or submitted). */
  clear: (field: keyof V & string) => void;
  reset: () => void;
}

/**
 * Form values with validation messages under the fields: a field is checked when it loses focus after an edit,
 * and re-checked on every edit once a message is shown or after a submit.
 */
export function useFormState<V extends Record<keyof V, string>>(
  initial: V,
  validate: (values: V) => FieldErrors<keyof V & string>,
): FormState<V> {
  type F = keyof V & string;
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  // The current values, readable synchronously by submit handlers.
  const valuesRef = useRef<V>(initial);
  const live = useRef(new Set<F>());
  const dirty = useRef(new Set<F>());
  const initialRef = useRef(initial);
  const validateRef = useLatest(validate);

  const recheck = useCallback(
    (fields: Iterable<F>) => {
      const all = validateRef.current(valuesRef.current);
      const list = [...fields];
      setErrors((prev) => {
        const out: FieldErrors<F> = { ...prev };
        for (const f of list) {
          if (all[f] === undefined) delete out[f];
          else out[f] = all[f];
        }
        return out;
      });
    },
    [validateRef],
  );

  const set = useCallback(
    (field: F, value: string) => {
      dirty.current.add(field);
      valuesRef.current = { ...valuesRef.current, [field]: value };
      setValues(valuesRef.current);
      if (live.current.size > 0) recheck(live.current);
    },
    [recheck],
  );

  const blur = useCallback(
    (field: F) => {
      if (!dirty.current.has(field)) return;
      live.current.add(field);
      recheck([field]);
    },
    [recheck],
  );

  const validateAll = useCallback((): FieldErrors<F> => {
    const result = validateRef.current(valuesRef.current);
    for (const f of Object.keys(initialRef.current) as F[]) live.current.add(f);
    setErrors(result);
    return result;
  }, [validateRef]);

  const setError = useCallback((field: F, message: string | undefined) => {
    live.current.add(field);
    setErrors((prev) => {
      const out: FieldErrors<F> = { ...prev };
      if (message === undefined) delete out[field];
      else out[field] = message;
      return out;
    });
  }, []);

  const clear = useCallback((field: F) => {
    live.current.delete(field);
    dirty.current.delete(field);
    valuesRef.current = { ...valuesRef.current, [field]: initialRef.current[field] };
    setValues(valuesRef.current);
    setErrors((prev) => {
      const out: FieldErrors<F> = { ...prev };
      delete out[field];
      return out;
    });
  }, []);

  const reset = useCallback(() => {
    live.current.clear();
    dirty.current.clear();
    valuesRef.current = initialRef.current;
    setValues(initialRef.current);
    setErrors({});
  }, []);

  return { values, errors, set, blur, validateAll, setError, clear, reset };
}

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
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

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
