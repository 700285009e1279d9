/** A form's refusal or failure in words, announced (role=alert); nothing when there is none. */
export function FormAlert({ message, className = "text-sm text-error", testId }: { message: string | null | undefined; className?: string; testId?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className={className} data-testid={testId}>
      {message}
    </p>
  );
}
