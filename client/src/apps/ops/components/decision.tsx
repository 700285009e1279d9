import { useState, type ReactNode } from "react";
import { toast } from "../../../components/Toast";

/** A mutation payload's userErrors, as every console mutation answers them. */
export type UserErrors = ReadonlyArray<{ message: string; field?: string | null | undefined }>;

/** What a console page shows when a mutation's request failed (the network, the server). */
export const FAILED = "操作失败，请稍后重试";

/** One checked field of a decision form: its value, the message its check or the server gave it, and the check. */
export interface CheckedField {
  value: string;
  setValue: (v: string) => void;
  error: string | undefined;
  setError: (m: string | undefined) => void;
  /** Runs the check, shows its message (or clears it), and says whether the value passed. */
  valid: () => boolean;
  /** The props a TextField or TextAreaField takes from this field. */
  props: { value: string; onChange: (v: string) => void; error: string | undefined };
}

/** A decision form's field: its value and error state, checked by `check` before the mutation is sent. */
export function useCheckedField(initial: string, check: (v: string) => string | undefined = () => undefined): CheckedField {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const valid = () => {
    const e = check(value);
    setError(e);
    return !e;
  };
  return { value, setValue, error, setError, valid, props: { value, onChange: setValue, error } };
}

/** A queue card's decision state: the refusal the server gave, and the state once decided (the forms then go). */
export interface Decision {
  refusal: string | undefined;
  decided: string | undefined;
  /** Reads a mutation's answer: no error decides the card; an error on `field`'s name goes to that field. */
  answered: (errs: UserErrors, state: string | undefined, field: CheckedField, name: string) => void;
  failed: () => void;
}

/** The decision state of one card of a queue (a refund to arbitrate, a withdrawal to pay). */
export function useDecision(): Decision {
  const [refusal, setRefusal] = useState<string | undefined>();
  const [decided, setDecided] = useState<string | undefined>();
  const answered = (errs: UserErrors, state: string | undefined, field: CheckedField, name: string) => {
    const first = errs[0];
    if (!first) {
      setRefusal(undefined);
      setDecided(state);
    } else if (first.field === name) field.setError(first.message);
    else setRefusal(first.message);
  };
  return { refusal, decided, answered, failed: () => setRefusal(FAILED) };
}

/**
 * Reads a mutation's answer as a toast: `ok` when it passed; the first error on its field (when `onField` is given
 * and the error names one of `fields`, or any field when `fields` is absent), otherwise as an error toast.
 */
export function toastAnswer(errs: UserErrors | undefined, ok: string, onField?: (message: string, field: string) => void, fields?: readonly string[]) {
  const first = errs?.[0];
  if (!first) toast.success(ok);
  else if (onField && first.field && (!fields || fields.includes(first.field))) onField(first.message, first.field);
  else toast.error(first.message);
}

/** The toast a console page shows when a mutation's request failed. */
export function toastFailed() {
  toast.error(FAILED);
}

/** The server's refusal of a card's decision, above its forms. */
export function Refusal({ message, testId }: { message: string | undefined; testId: string }) {
  if (!message) return null;
  return (
    <p role="alert" className="mt-3 rounded bg-red-50 px-3 py-2 text-sm text-error" data-testid={testId}>
      {message}
    </p>
  );
}

/**
 * A decision form: on submit every field is checked (each shows its message) and, when all pass, `onValid` sends
 * the mutation.
 */
export function DecisionForm({
  label,
  className,
  fields,
  onValid,
  children,
}: {
  label?: string;
  className: string;
  fields: readonly CheckedField[];
  onValid: () => void;
  children: ReactNode;
}) {
  return (
    <form
      className={className}
      aria-label={label}
      onSubmit={(ev) => {
        ev.preventDefault();
        if (fields.map((f) => f.valid()).every(Boolean)) onValid();
      }}
    >
      {children}
    </form>
  );
}
