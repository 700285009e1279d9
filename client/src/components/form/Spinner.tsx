/** A busy indicator with its accessible name (its own module: the app shell shows it without the form kit). */
export function Spinner({ label }: { label: string }) {
  return (
    <span role="progressbar" aria-label={label} className="inline-block h-8 w-8 animate-spin rounded-full border-2 border-black/15 border-t-primary" />
  );
}
