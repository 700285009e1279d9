import { useCallback, useRef, useState } from "react";
import type { FieldErrors } from "./errors";
import { useLatest } from "./useLatest";

export interface FormState<V extends Record<keyof V, string>> {
  values: V;
  errors: FieldErrors<keyof V & string>;
  set: (field: keyof V & string, value: string) => void;
  blur: (field: keyof V & string) => void;
  /** Validates every field, shows the messages and returns them. */
  validateAll: () => FieldErrors<keyof V & string>;
  /** Shows (or clears) one field's message. */
  setError: (field: keyof V & string, message: string | undefined) => void;
  /** Checks one field's value with rule now, shows (or clears) its message, and says whether it passed. */
  check: (field: keyof V & string, rule: (value: string) => string | undefined) => boolean;
  /** Empties one field and its message without validating it (until it is edited and left, or submitted). */
  clear: (field: keyof V & string) => void;
  reset: () => void;
  /**
   * One field's wiring for a field of the kit: its name (the key, or `name` when the input's differs), value,
   * change, blur and message, to spread: `<TextField label="验证码" {...form.field("code")} />`.
   */
  field: (key: keyof V & string, name?: string) => FieldBinding;
}

/** What form.field gives a field of the kit. */
export interface FieldBinding {
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error: string | undefined;
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

  const check = useCallback(
    (field: F, rule: (value: string) => string | undefined) => {
      const message = rule(valuesRef.current[field]);
      setError(field, message);
      return message === undefined;
    },
    [setError],
  );

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

  const field = (key: F, name: string = key): FieldBinding => ({
    name,
    value: values[key],
    onChange: (value: string) => set(key, value),
    onBlur: () => blur(key),
    error: errors[key],
  });

  return { values, errors, set, blur, validateAll, setError, check, clear, reset, field };
}
