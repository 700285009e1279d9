import { Fragment, useRef, type MouseEvent } from "react";
import { Form, useNavigate } from "react-router";
import { AppLink } from "../../../../components/AppLink/AppLink";
import { MEDIUMS, PRICE_BANDS, SIZES, SORTS, filterCount, foldParams, parseFilters, priceRangeLabel, type ArtworkFilters } from "../../../../lib/artworkFilters";
import { paths, artworksHref } from "../../../../system/paths";

export interface ArtistOption {
  number: number;
  name: string;
}

/** The ends of a from–to number filter (price, year): each one's form name, its label and its placeholder. */
type RangeEnds = readonly (readonly [name: string, label: string, placeholder: string])[];
const PRICE_ENDS: RangeEnds = [
  ["price_min", "最低价格", "最低"],
  ["price_max", "最高价格", "最高"],
];
const YEAR_ENDS: RangeEnds = [
  ["year_min", "起始年份", "起"],
  ["year_max", "截止年份", "止"],
];

/**
 * The filters and the sort of /artworks as a GET form on /artworks: it works without JavaScript (the 筛选
 * button submits it) and, in the browser, a changed choice applies at once. Active filters show as chips
 * that remove themselves.
 */
export function FilterBar({ filters, artists }: { filters: ArtworkFilters; artists: readonly ArtistOption[] }) {
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  // In the browser a change applies at once, straight to the canonical address (no redirect round).
  const apply = () => {
    if (!form.current) return;
    const entries = [...new FormData(form.current).entries()].map(([k, v]) => [k, String(v)] as [string, string]);
    void navigate(artworksHref(parseFilters(foldParams(entries))), { preventScrollReset: true });
  };
  const field = "rounded border border-black/20 bg-white px-2 py-1.5 text-sm focus:border-primary focus:outline-none";
  /** A from–to pair of number inputs (price, year), read by apply with the rest of the form. */
  const range = (legend: string, width: string, ends: RangeEnds, values: readonly (number | null)[]) => (
    <fieldset className="flex flex-col gap-1 text-xs text-secondary">
      <legend className="mb-1">{legend}</legend>
      <div className="flex items-center gap-1">
        {ends.map(([name, label, placeholder], i) => (
          <Fragment key={name}>
            {i > 0 ? <span>–</span> : null}
            <input name={name} inputMode="numeric" aria-label={label} placeholder={placeholder} defaultValue={values[i] ?? ""} className={`${field} ${width}`} />
          </Fragment>
        ))}
      </div>
    </fieldset>
  );
  const band = PRICE_BANDS.find(([, lo, hi]) => lo === filters.priceMin && hi === filters.priceMax);
  // A chip takes its filter off the choices of the moment it is followed (see follow).
  const chips: { label: string; without: (f: ArtworkFilters) => Partial<ArtworkFilters> }[] = [];
  const always = (w: Partial<ArtworkFilters>) => () => w;
  for (const m of filters.mediums) {
    chips.push({ label: MEDIUMS.find(([v]) => v === m)![1], without: (f) => ({ mediums: f.mediums.filter((x) => x !== m) }) });
  }
  if (filters.priceMin !== null || filters.priceMax !== null) {
    chips.push({ label: priceRangeLabel(filters.priceMin, filters.priceMax), without: always({ priceMin: null, priceMax: null }) });
  }
  if (filters.size) chips.push({ label: SIZES.find(([v]) => v === filters.size)![1], without: always({ size: null }) });
  if (filters.yearMin !== null || filters.yearMax !== null) {
    const label = filters.yearMin && filters.yearMax ? `${filters.yearMin}–${filters.yearMax} 年` : filters.yearMin ? `${filters.yearMin} 年以后` : `${filters.yearMax} 年以前`;
    chips.push({ label, without: always({ yearMin: null, yearMax: null }) });
  }
  if (filters.available) chips.push({ label: "仅看在售", without: always({ available: false }) });
  if (filters.artist !== null) {
    chips.push({ label: artists.find((a) => a.number === filters.artist)?.name ?? "该艺术家", without: always({ artist: null }) });
  }
  // A link's href is built from the filters the page was rendered with (it works without JavaScript). In the
  // browser it is followed with the choices of the moment instead: the address is new as soon as a choice
  // is made, while its list still loads and these links still lack it (a sort chosen, then a price band
  // tapped at once, lost the sort). A click with a modifier (a new tab) keeps the href.
  const follow = (to: (f: ArtworkFilters) => string) => (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    void navigate(to(parseFilters(new URLSearchParams(window.location.search))), { preventScrollReset: true });
  };
  const withBand = (f: ArtworkFilters, lo: number | null, hi: number | null) => artworksHref({ ...f, priceMin: lo, priceMax: hi });
  const cleared = (f: ArtworkFilters) => paths.artworks(f.sort === "newest" ? undefined : { sort: f.sort });

  return (
    <div className="mb-8" data-testid="artwork-filters">
      <Form
        ref={form}
        method="get"
        action={paths.artworks()}
        preventScrollReset
        aria-label="筛选作品"
        className="flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          apply();
        }}
      >
        <fieldset className="flex w-full flex-wrap items-center gap-2 text-sm">
          <legend className="sr-only">类别</legend>
          <span className="text-xs text-secondary">类别：</span>
          {MEDIUMS.map(([v, l]) => (
            <label
              key={v}
              className="cursor-pointer rounded-full border border-black/15 px-3 py-0.5 has-[:checked]:border-primary has-[:checked]:bg-primary has-[:checked]:text-white"
            >
              <input type="checkbox" name="medium" value={v} defaultChecked={filters.mediums.includes(v)} onChange={apply} className="sr-only" />
              {l}
            </label>
          ))}
        </fieldset>
        {range("价格（元）", "w-24", PRICE_ENDS, [filters.priceMin, filters.priceMax])}
        <label className="flex flex-col gap-1 text-xs text-secondary">
          尺寸
          <select name="size" defaultValue={filters.size?.toLowerCase() ?? ""} onChange={apply} className={field}>
            <option value="">全部尺寸</option>
            {SIZES.map(([v, l]) => (
              <option key={v} value={v.toLowerCase()}>
                {l}
              </option>
            ))}
          </select>
        </label>
        {range("创作年代", "w-20", YEAR_ENDS, [filters.yearMin, filters.yearMax])}
        <label className="flex flex-col gap-1 text-xs text-secondary">
          艺术家
          <select name="artist" defaultValue={filters.artist ?? ""} onChange={apply} className={`${field} max-w-40`}>
            <option value="">全部艺术家</option>
            {artists.map((a) => (
              <option key={a.number} value={a.number}>
                {a.name}
              </option>
            ))}
          </select>
        </label>
        <label className="flex items-center gap-2 self-center pt-4 text-sm">
          <input type="checkbox" name="status" value="available" defaultChecked={filters.available} onChange={apply} />
          仅看在售
        </label>
        <label className="flex flex-col gap-1 text-xs text-secondary">
          排序
          <select name="sort" defaultValue={filters.sort} onChange={apply} className={field}>
            {SORTS.map(([v, l]) => (
              <option key={v} value={v}>
                {l}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="rounded bg-primary px-5 py-1.5 text-sm text-white">
          筛选
        </button>
      </Form>
      <div className="mt-3 flex flex-wrap items-center gap-2 text-sm">
        <span className="text-secondary">价格：</span>
        {PRICE_BANDS.map(([label, lo, hi]) => (
          <AppLink
            key={label}
            to={withBand(filters, lo, hi)}
            onClick={follow((f) => withBand(f, lo, hi))}
            preventScrollReset
            aria-current={band?.[0] === label ? "true" : undefined}
            className={`rounded-full border px-3 py-0.5 ${band?.[0] === label ? "border-primary bg-primary text-white" : "border-black/15 hover:border-primary"}`}
          >
            {label}
          </AppLink>
        ))}
      </div>
      {chips.length > 0 ? (
        <div className="mt-3 flex flex-wrap items-center gap-2 text-sm" data-testid="filter-chips">
          <span className="text-secondary">已选（{filterCount(filters)}）：</span>
          {chips.map((c) => (
            <AppLink
              key={c.label}
              to={artworksHref({ ...filters, ...c.without(filters) })}
              onClick={follow((f) => artworksHref({ ...f, ...c.without(f) }))}
              preventScrollReset
              aria-label={`取消筛选：${c.label}`}
              className="rounded-full bg-black/5 px-3 py-0.5 hover:bg-black/10"
            >
              {c.label} ✕
            </AppLink>
          ))}
          <AppLink to={cleared(filters)} onClick={follow(cleared)} preventScrollReset className="text-secondary underline">
            清除全部
          </AppLink>
        </div>
      ) : null}
    </div>
  );
}
