/** Form pieces of the sign-in panels: fields, toggles, the send-code link, the agreement, the modal frame. */
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { lockBodyScroll } from "../../components/ImageViewer/scrollLock";
import { AGREEMENT_LINKS, LABELS, countdownLabel } from "./constants";
import { phoneDigits } from "./validation";

const INPUT_CLASSES =
  "block h-11 w-full min-w-0 flex-1 bg-transparent px-3 text-sm text-primary outline-none placeholder:text-secondary/70";

function frameClasses(invalid: boolean): string {
  return (
    "flex items-center rounded-md border bg-white transition-colors focus-within:ring-2 " +
    (invalid ? "border-error focus-within:ring-error/20" : "border-black/15 focus-within:border-primary focus-within:ring-primary/10")
  );
}

export interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
  type?: "text" | "email" | "password" | "tel";
  name?: string;
  autoComplete?: string;
  inputMode?: "text" | "email" | "numeric" | "tel";
  maxLength?: number;
  placeholder?: string;
  /** Shown before the input inside the frame (the +86 prefix). */
  prefix?: ReactNode;
  /** Shown after the input inside the frame (toggle, get-code link). */
  suffix?: ReactNode;
  /** Shown after the frame on the same row (the captcha image). */
  aside?: ReactNode;
  autoFocus?: boolean;
}

/** A labelled input; its validation message is shown under it. */
export function TextField(props: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const invalid = props.error !== undefined && props.error !== "";
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-secondary">
        {props.label}
      </label>
      <div className="flex items-center gap-2">
        <div className={`${frameClasses(invalid)} min-w-0 flex-1`}>
          {props.prefix}
          <input
            id={id}
            name={props.name}
            type={props.type ?? "text"}
            value={props.value}
            onChange={(e) => props.onChange(e.target.value)}
            onBlur={props.onBlur}
            autoComplete={props.autoComplete}
            inputMode={props.inputMode}
            maxLength={props.maxLength}
            placeholder={props.placeholder}
            autoFocus={props.autoFocus}
            aria-invalid={invalid ? true : undefined}
            aria-describedby={invalid ? errorId : undefined}
            className={INPUT_CLASSES}
          />
          {props.suffix}
        </div>
        {props.aside}
      </div>
      <p id={errorId} className={`min-h-4 text-xs leading-4 text-error ${invalid ? "" : "invisible"}`}>
        {invalid ? props.error : ""}
      </p>
    </div>
  );
}

function EyeIcon({ open }: { open: boolean }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {open ? null : <path d="M4 4l16 16" />}
    </svg>
  );
}

export type PasswordFieldProps = Omit<TextFieldProps, "type" | "suffix">;

/** A password input with a show/hide toggle. */
export function PasswordField(props: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? "text" : "password"}
      suffix={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? LABELS.hidePassword : LABELS.showPassword}
          aria-pressed={visible}
          className="mr-1 flex h-9 w-9 shrink-0 items-center justify-center rounded text-secondary hover:text-primary"
        >
          <EyeIcon open={visible} />
        </button>
      }
    />
  );
}

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

export interface SubmitButtonProps {
  busy: boolean;
  label: string;
  busyLabel: string;
}

/** The primary submit button: its busy label, disabled while submitting. */
export function SubmitButton({ busy, label, busyLabel }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      disabled={busy}
      aria-busy={busy || undefined}
      className="h-11 w-full rounded-md bg-primary text-sm font-medium text-white transition-opacity hover:opacity-90 disabled:cursor-not-allowed disabled:opacity-60"
    >
      {busy ? busyLabel : label}
    </button>
  );
}

/** A text button (links between the account views). */
export function TextButton({ children, onClick }: { children: ReactNode; onClick: () => void }) {
  return (
    <button type="button" onClick={onClick} className="text-sm text-secondary hover:text-primary hover:underline">
      {children}
    </button>
  );
}

export function Spinner({ label }: { label: string }) {
  return (
    <span role="progressbar" aria-label={label} className="inline-block h-8 w-8 animate-spin rounded-full border-2 border-black/15 border-t-primary" />
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
