import type { ReactNode } from "react";
import { AppLink } from "../../components/AppLink/AppLink";

/** One section of the front page: its heading, a link to the whole list, and the cards. */
export function Section({ id, title, href, more, children }: { id: string; title: string; href: string; more: string; children: ReactNode }) {
  return (
    <section className="mx-auto max-w-7xl px-4 py-10" aria-labelledby={id} data-testid={`home-${id}`}>
      <div className="mb-6 flex items-baseline justify-between">
        <h2 id={id} className="font-serif text-2xl font-bold">
          {title}
        </h2>
        <AppLink to={href} className="text-sm text-secondary hover:text-primary">
          {more} →
        </AppLink>
      </div>
      {children}
    </section>
  );
}
