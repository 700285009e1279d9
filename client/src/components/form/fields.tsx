/** The form kit's pieces: a labelled field with its message, a password field, the submit and text buttons, a spinner. */
import { useId, useState, type ReactNode } from "react";

export const FORM_LABELS = {
  showPassword: "显示密码",
  hidePassword: "隐藏密码",
} as const;

const INPUT_CLASSES =
  "block h-11 w-full min-w-0 flex-1 bg-transparent px-3 text-sm text-primary outline-none placeholder:text-secondary/70";

function frameClasses(invalid: boolean): string {
  return (
    "flex items-center rounded-md border bg-white transition-colors focus-within:ring-2 " +
    (invalid ? "border-error focus-within:ring-error/20" : "border-black/15 focus-within:border-primary focus-within:ring-primary/10")
  );
}

/** A field's ids and state: its input's id, its message's id, and the aria attributes that join them when invalid. */
function useFieldIds(error: string | undefined) {
  const id = useId();
  const errorId = `${id}-error`;
  const invalid = error !== undefined && error !== "";
  const aria = { "aria-invalid": invalid ? true : undefined, "aria-describedby": invalid ? errorId : undefined } as const;
  return { id, errorId, invalid, aria };
}

/** The column every field stands in: its label above what follows. */
function Labelled({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-secondary">
        {label}
      </label>
      {children}
    </div>
  );
}

/** The message line under a field: kept in the layout when empty, so the form does not jump. */
function FieldMessage({ id, error }: { id: string; error: string | undefined }) {
  const invalid = error !== undefined && error !== "";
  return (
    <p id={id} className={`min-h-4 text-xs leading-4 text-error ${invalid ? "" : "invisible"}`}>
      {invalid ? error : ""}
    </p>
  );
}

/** What every field of the kit takes (form.field gives all but the label). */
interface FieldBaseProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
  name?: string;
}

export interface TextFieldProps extends FieldBaseProps {
  type?: "text" | "email" | "password" | "tel" | "date" | "datetime-local";
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
  /** Bounds of a date input (YYYY-MM-DD). */
  min?: string;
  max?: string;
}

/** A labelled input; its validation message is shown under it. */
export function TextField(props: TextFieldProps) {
  const { id, errorId, invalid, aria } = useFieldIds(props.error);
  return (
    <Labelled id={id} label={props.label}>
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
            min={props.min}
            max={props.max}
            {...aria}
            className={INPUT_CLASSES}
          />
          {props.suffix}
        </div>
        {props.aside}
      </div>
      <FieldMessage id={errorId} error={props.error} />
    </Labelled>
  );
}

export interface TextAreaFieldProps extends FieldBaseProps {
  rows?: number;
  /** Shows "n/max" under the field (counted as people count characters); not a hard limit. */
  countMax?: number;
  placeholder?: string;
}

/** A labelled multi-line text field, with an optional character count; its validation message under it. */
export function TextAreaField(props: TextAreaFieldProps) {
  const { id, errorId, invalid, aria } = useFieldIds(props.error);
  const count = Array.from(props.value.trim()).length;
  return (
    <Labelled id={id} label={props.label}>
      <div className={frameClasses(invalid)}>
        <textarea
          id={id}
          name={props.name}
          rows={props.rows ?? 4}
          value={props.value}
          placeholder={props.placeholder}
          onChange={(e) => props.onChange(e.target.value)}
          onBlur={props.onBlur}
          {...aria}
          className="block w-full resize-y bg-transparent px-3 py-2 text-sm text-primary outline-none placeholder:text-secondary/70"
        />
      </div>
      <div className="flex items-start justify-between gap-2">
        <FieldMessage id={errorId} error={props.error} />
        {props.countMax !== undefined && (
          <span className={`shrink-0 text-xs tabular-nums ${count > props.countMax ? "text-error" : "text-secondary"}`}>{`${count}/${props.countMax}`}</span>
        )}
      </div>
    </Labelled>
  );
}

export interface SelectFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly (readonly [value: string, label: string])[];
  error?: string | undefined;
  name?: string;
}

/** A labelled native select (keyboard and phone friendly); its validation message under it. */
export function SelectField(props: SelectFieldProps) {
  const { id, errorId, invalid, aria } = useFieldIds(props.error);
  return (
    <Labelled id={id} label={props.label}>
      <div className={frameClasses(invalid)}>
        <select
          id={id}
          name={props.name}
          value={props.value}
          onChange={(e) => props.onChange(e.target.value)}
          {...aria}
          className={`${INPUT_CLASSES} cursor-pointer`}
        >
          {props.options.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <FieldMessage id={errorId} error={props.error} />
    </Labelled>
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
          aria-label={visible ? FORM_LABELS.hidePassword : FORM_LABELS.showPassword}
          aria-pressed={visible}
          className="mr-1 flex h-9 w-9 shrink-0 items-center justify-center rounded text-secondary hover:text-primary"
        >
          <EyeIcon open={visible} />
        </button>
      }
    />
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

export { Spinner } from "./Spinner";
