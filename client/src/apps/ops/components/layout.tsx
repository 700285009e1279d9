import type { ReactNode } from "react";

/**
 * A console page's section: its heading (the page's h1, or an h2 for a later section), the line that says what the
 * queue is for, and its content.
 */
export function ConsoleSection({
  id,
  title,
  intro,
  level = 1,
  children,
}: {
  id: string;
  title: string;
  intro: ReactNode;
  level?: 1 | 2;
  children: ReactNode;
}) {
  const Heading = level === 1 ? "h1" : "h2";
  return (
    <section aria-labelledby={id}>
      <Heading id={id} className="mb-1 text-xl font-bold">
        {title}
      </Heading>
      <p className="mb-4 text-sm text-secondary">{intro}</p>
      {children}
    </section>
  );
}

/**
 * A console page that searches (the members, the audit log): its h1, the search form (its fields; `onSearch` runs on
 * submit instead of the browser's own), then what was found.
 */
export function SearchSection({
  id,
  title,
  formClassName,
  onSearch,
  fields,
  children,
}: {
  id: string;
  title: string;
  formClassName: string;
  onSearch: () => void;
  fields: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h1 id={id} className="mb-4 text-xl font-bold">
        {title}
      </h1>
      <form
        role="search"
        className={formClassName}
        onSubmit={(ev) => {
          ev.preventDefault();
          onSearch();
        }}
      >
        {fields}
      </form>
      {children}
    </section>
  );
}

const LIST_CLASSES = {
  cards: "flex flex-col gap-3",
  rows: "divide-y divide-gray-200 rounded border border-gray-200 bg-white",
} as const;

/** A queue's items: `empty` when there are none, else a list of cards (each its own li) or of rows in one frame. */
export function ConsoleList<T>({
  items,
  empty,
  variant,
  testId,
  children,
}: {
  items: readonly T[];
  empty: string;
  variant: keyof typeof LIST_CLASSES;
  testId?: string;
  children: (item: T) => ReactNode;
}) {
  if (items.length === 0) return <p className="text-secondary">{empty}</p>;
  return (
    <ul className={LIST_CLASSES[variant]} data-testid={testId}>
      {items.map(children)}
    </ul>
  );
}

/** A queue card's heading line: what it is, then its state at the right. */
export function CardHeader({ state, stateTestId, children }: { state: ReactNode; stateTestId: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-baseline gap-x-3">
      {children}
      <span className="ml-auto rounded bg-gray-100 px-2 py-0.5 text-sm" data-testid={stateTestId}>
        {state}
      </span>
    </div>
  );
}

/** A queue's card: one item with its own decisions (the li of a ConsoleList of cards). */
export function Card({ testId, data, children }: { testId: string; data?: Record<string, string | number>; children: ReactNode }) {
  const attrs = Object.fromEntries(Object.entries(data ?? {}).map(([k, v]) => [`data-${k}`, v]));
  return (
    <li className="rounded border border-gray-200 bg-white p-4" data-testid={testId} {...attrs}>
      {children}
    </li>
  );
}
