import { AppLink } from "../AppLink/AppLink";
import { LETTERS, OTHER, letterHref, letterLabel } from "../../lib/artistIndex";

/**
 * The A–Z bar of an index: 全部, A … Z and # (其他). Letters with nothing
 * under them are shown but not linked; the current one is marked.
 */
export function LetterBar({
  base,
  current,
  available,
}: {
  /** The list's path: /artists. */
  base: string;
  /** The letter shown, or null for all. */
  current: string | null;
  /** The letters that have at least one entry. */
  available: readonly string[];
}) {
  const has = new Set(available);
  const cell = "inline-flex h-8 min-w-8 items-center justify-center rounded px-1.5 text-sm";
  return (
    <nav aria-label="按首字母筛选" className="my-6 flex flex-wrap gap-1" data-testid="letter-bar">
      <AppLink
        to={base}
        aria-current={current === null ? "page" : undefined}
        className={`${cell} ${current === null ? "bg-primary text-white" : "hover:bg-black/5"}`}
      >
        全部
      </AppLink>
      {[...LETTERS, OTHER].map((l) =>
        has.has(l) ? (
          <AppLink
            key={l}
            to={letterHref(base, l)}
            aria-label={l === OTHER ? letterLabel(l) : undefined}
            aria-current={current === l ? "page" : undefined}
            className={`${cell} font-semibold ${current === l ? "bg-primary text-white" : "hover:bg-black/5"}`}
          >
            {l}
          </AppLink>
        ) : (
          <span key={l} aria-disabled="true" className={`${cell} text-black/25`}>
            {l}
          </span>
        ),
      )}
    </nav>
  );
}
