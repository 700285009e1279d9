import type { ReactNode } from "react";
import { AppLink } from "../AppLink/AppLink";
import { LoadMore } from "../LoadMore/LoadMore";
import type { Connection, Paging } from "../PagedList/PagedList";
import { groupByInitial, letterLabel, letterSlug } from "../../lib/artistIndex";

export interface NameEntry {
  id: string;
  name: string;
  initial: string;
  href: string;
}

/**
 * An A–Z name index (artists, galleries): a bar of the letters present, then
 * one section per letter with its names, in the order given (pinyin order).
 */
export function NameIndex({ entries, total, noun }: { entries: readonly NameEntry[]; total: number; noun: string }) {
  const groups = groupByInitial(entries);
  return (
    <>
      <nav aria-label="首字母" className="my-6 flex flex-wrap gap-1 text-sm">
        {groups.map((g) => (
          <a key={g.letter} href={`#letter-${letterSlug(g.letter)}`} className="rounded px-2 py-1 font-semibold hover:bg-black/5">
            {g.letter}
          </a>
        ))}
      </nav>
      <p className="mb-6 text-sm text-secondary">
        共 {total} {noun}
      </p>
      <div className="space-y-8">
        {groups.map((g) => (
          <section
            key={g.letter}
            id={`letter-${letterSlug(g.letter)}`}
            aria-labelledby={`letter-${letterSlug(g.letter)}-h`}
            data-testid="name-group"
            data-letter={g.letter}
            className="grid gap-4 border-t border-black/10 pt-4 md:grid-cols-[4rem_1fr]"
          >
            <h2 id={`letter-${letterSlug(g.letter)}-h`} className="font-serif text-2xl font-bold">
              {letterLabel(g.letter)}
            </h2>
            <ul className="grid grid-cols-2 gap-x-6 gap-y-1.5 text-sm sm:grid-cols-3 lg:grid-cols-5">
              {g.items.map((e) => (
                <li key={e.id}>
                  <AppLink to={e.href} className="hover:underline">
                    {e.name}
                  </AppLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}

/** A page of the whole index: its title, a link back to browsing, and the index below. */
export function NameIndexPage({ title, browse, browseText, children }: { title: string; browse: string; browseText: string; children: ReactNode }) {
  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <div className="flex flex-wrap items-baseline justify-between gap-4">
        <h1 className="font-serif text-3xl font-bold">{title}</h1>
        <AppLink to={browse} className="text-sm text-secondary hover:text-primary hover:underline">
          {browseText}
        </AppLink>
      </div>
      {children}
    </section>
  );
}

/** The nodes a paginated index reads. */
export interface IndexNode {
  readonly id: string;
  readonly number: number;
  readonly name: string;
  readonly initial: string;
}

/** The index of a paginated connection of names, each linking to href(number), with "load more". */
export function PagedNameIndex({
  connection,
  paging,
  pageSize,
  noun,
  href,
}: {
  connection: Connection<IndexNode>;
  paging: Paging;
  pageSize: number;
  noun: string;
  href: (number: number) => string;
}) {
  const entries = (connection.edges ?? []).flatMap((e) =>
    e?.node ? [{ id: e.node.id, name: e.node.name, initial: e.node.initial, href: href(e.node.number) }] : [],
  );
  return (
    <>
      <NameIndex entries={entries} total={connection.totalCount} noun={noun} />
      <LoadMore hasNext={paging.hasNext} isLoading={paging.isLoadingNext} onLoad={() => paging.loadNext(pageSize)} />
    </>
  );
}
