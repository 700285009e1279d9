import { AppLink } from "../AppLink/AppLink";
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
