/** The sign-in panels' own pieces: the phone, e-mail and code fields, the send-code link, the captcha, the agreement, the modal frame (fields and buttons: components/form). */
import { useEffect, useId, useRef, type ReactNode } from "react";
import { TextField, type TextFieldProps } from "../../components/form";
import { lockBodyScroll } from "../../components/ImageViewer/scrollLock";
import { AGREEMENT_LINKS, LABELS, countdownLabel } from "./constants";
import { phoneDigits } from "./validation";

/** The +86 prefix of phone fields. */
export function PhonePrefix() {
  return <span className="shrink-0 border-r border-black/10 pr-2 pl-3 text-sm text-secondary">+86</span>;
}

export type PhoneFieldProps = Omit<TextFieldProps, "type" | "inputMode" | "maxLength" | "prefix" | "autoComplete">;

/** A +86 mobile number: a numeric keypad, and only digits are taken in (letters typed are dropped). */
export function PhoneField(props: PhoneFieldProps) {
  return (
    <TextField
      {...props}
      type="tel"
      autoComplete="tel-national"
      inputMode="numeric"
      prefix={<PhonePrefix />}
      onChange={(v) => props.onChange(phoneDigits(v))}
    />
  );
}

export type EmailFieldProps = Omit<TextFieldProps, "type" | "inputMode" | "autoComplete">;

/** An e-mail address: the e-mail keypad and autofill. */
export function EmailField(props: EmailFieldProps) {
  return <TextField {...props} type="email" autoComplete="email" inputMode="email" />;
}

export type CodeFieldProps = Omit<TextFieldProps, "inputMode" | "maxLength" | "autoComplete" | "suffix"> & {
  /** The code's sender (useSendCode): its countdown and trigger feed the send-code link. */
  sendCode: { remaining: number; busy: boolean; trigger: () => unknown };
};

/** A six-digit code sent by SMS or e-mail, with the send-code link inside the frame. */
export function CodeField({ sendCode, ...props }: CodeFieldProps) {
  return (
    <TextField
      {...props}
      autoComplete="one-time-code"
      inputMode="numeric"
      maxLength={6}
      suffix={<SendCodeLink remaining={sendCode.remaining} busy={sendCode.busy} onClick={() => void sendCode.trigger()} />}
    />
  );
}

export interface SendCodeLinkProps {
  remaining: number;
  busy: boolean;
  onClick: () => void;
}

/** '获取验证码', or 'N秒后重试' (inactive) during the countdown. */
export function SendCodeLink({ remaining, busy, onClick }: SendCodeLinkProps) {
  const counting = remaining > 0;
  const inactive = counting || busy;
  return (
    <button
      type="button"
      onClick={() => {
        if (!inactive) onClick();
      }}
      aria-disabled={inactive ? true : undefined}
      className={
        "mr-3 shrink-0 text-sm whitespace-nowrap " +
        (inactive ? "cursor-default text-secondary" : "text-primary underline-offset-2 hover:underline")
      }
    >
      {counting ? countdownLabel(remaining) : LABELS.getCode}
    </button>
  );
}

export interface CaptchaImageProps {
  src: string;
  loading: boolean;
  onRefresh: () => void;
}

/** The captcha image; a click loads a new one. */
export function CaptchaImage({ src, loading, onRefresh }: CaptchaImageProps) {
  return (
    <button
      type="button"
      onClick={onRefresh}
      title="点击刷新验证码"
      aria-label="刷新验证码"
      className="flex h-11 w-28 shrink-0 items-center justify-center overflow-hidden rounded-md border border-black/15 bg-white"
    >
      {src !== "" ? (
        <img src={src} alt="验证码" className={`h-full w-full object-contain ${loading ? "opacity-50" : ""}`} />
      ) : (
        <span className="text-xs text-secondary">{loading ? "加载中…" : "点击获取"}</span>
      )}
    </button>
  );
}

export interface AgreementCheckboxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  invalid: boolean;
}

/** '我已阅读并同意《用户协议》和《隐私政策》', the links open in a new tab. */
export function AgreementCheckbox({ checked, onChange, invalid }: AgreementCheckboxProps) {
  const id = useId();
  return (
    <div className={`flex items-start gap-2 text-xs leading-5 ${invalid ? "text-error" : "text-secondary"}`} data-invalid={invalid || undefined}>
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        aria-invalid={invalid ? true : undefined}
        className={`mt-1 h-3.5 w-3.5 shrink-0 accent-primary ${invalid ? "outline-1 outline-offset-1 outline-error" : ""}`}
      />
      <span>
        <label htmlFor={id}>我已阅读并同意</label>
        <a href={AGREEMENT_LINKS.service} target="_blank" rel="noopener noreferrer" className="text-primary hover:underline">
          《用户协议》
        </a>
        和
        <a href={AGREEMENT_LINKS.privacy} target="_blank" rel="noopener noreferrer" className="text-primary hover:underline">
          《隐私政策》
        </a>
      </span>
    </div>
  );
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

export interface ModalFrameProps {
  /** false plays the closing transition (the host removes it afterwards). */
  open?: boolean;
  /** Tailwind classes of the box's size (max width, min height). */
  sizeClasses: string;
  label?: string;
  labelledBy?: string;
  children: ReactNode;
}

/**
 * A persistent modal: neither a click outside nor Escape closes it (only its own buttons do). It traps focus,
 * locks page scrolling and gives focus back on close. Rendered inline (fixed), so it needs no portal.
 */
export function ModalFrame({ open = true, sizeClasses, label, labelledBy, children }: ModalFrameProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const unlock = lockBodyScroll();
    boxRef.current?.focus({ preventScroll: true });
    return () => {
      unlock();
      previous?.focus({ preventScroll: true });
    };
  }, []);

  function onKeyDown(e: React.KeyboardEvent<HTMLDivElement>) {
    if (e.key !== "Tab" || !boxRef.current) return;
    const items = [...boxRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest("[inert]"));
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (e.shiftKey && (document.activeElement === first || document.activeElement === boxRef.current)) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  }

  return (
    <div
      data-state={open ? "open" : "closed"}
      className={
        "fixed inset-0 z-[1500] flex items-center justify-center overflow-y-auto bg-black/50 p-4 transition-opacity duration-300 " +
        "starting:opacity-0 motion-reduce:transition-none " +
        (open ? "opacity-100" : "pointer-events-none opacity-0")
      }
    >
      <div
        ref={boxRef}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        aria-labelledby={labelledBy}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className={`relative flex w-full flex-col rounded-lg bg-white shadow-2xl outline-none ${sizeClasses}`}
      >
        {children}
      </div>
    </div>
  );
}
