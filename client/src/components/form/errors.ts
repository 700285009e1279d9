/** Field name → message; a field without an entry is valid. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** True when some field has a message. */
export function hasErrors(errors: FieldErrors<string>): boolean {
  return Object.keys(errors).length > 0;
}
