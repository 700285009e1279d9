import type { ReactNode } from "react";

/** One titled section of a text page: its h2 (which labels it) and what follows. */
export function PageSection({ id, title, className, children }: { id: string; title: string; className: string; children: ReactNode }) {
  return (
    <section className={className} aria-labelledby={id}>
      <h2 id={id} className="font-serif text-2xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}
