import type { FormEvent, ReactNode } from "react";
import { SubmitButton } from "./fields";
import { FormAlert } from "./FormAlert";
import { useSubmitState } from "./useSubmitState";

/** A small form of the form kit: its fields, one submit button, the server's refusal under them. */
export function MoveForm({
  label,
  submitLabel = label,
  busyLabel,
  onSubmit,
  error,
  children,
  testId,
}: {
  /** The form's accessible name (and its button's words unless submitLabel says otherwise). */
  label: string;
  submitLabel?: string;
  busyLabel: string;
  onSubmit: () => Promise<void>;
  error: string | null | undefined;
  children: ReactNode;
  testId: string;
}) {
  const submit = useSubmitState();
  const handle = (e: FormEvent) => {
    e.preventDefault();
    void submit.run(onSubmit);
  };
  return (
    <form onSubmit={handle} noValidate aria-label={label} className="mt-3 flex flex-col gap-2 rounded border border-black/10 p-3" data-testid={testId}>
      {children}
      <FormAlert message={error} />
      <div className="w-40">
        <SubmitButton busy={submit.busy} label={submitLabel} busyLabel={busyLabel} />
      </div>
    </form>
  );
}
