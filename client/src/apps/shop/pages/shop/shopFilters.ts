import { paths } from "../../../../system/paths";
/** The /shop tabs and sort, in the URL: ?kind=print&sort=price_asc&sold=1. */
export const SHOP_KINDS = [
  { id: "all", label: "全部", kind: null },
  { id: "original", label: "原作", kind: "ORIGINAL" },
  { id: "print", label: "限量版画", kind: "PRINT" },
  { id: "derivative", label: "艺术衍生品", kind: "DERIVATIVE" },
] as const;

export const SHOP_SORTS = [
  { id: "newest", label: "最新上架", field: "CREATED_AT", direction: "DESC" },
  { id: "price_asc", label: "价格从低到高", field: "PRICE", direction: "ASC" },
  { id: "price_desc", label: "价格从高到低", field: "PRICE", direction: "DESC" },
] as const;

export type ShopKind = (typeof SHOP_KINDS)[number]["id"];
export type ShopSort = (typeof SHOP_SORTS)[number]["id"];

export interface ShopState {
  kind: ShopKind;
  sort: ShopSort;
  /** Show sold-out goods too. */
  sold: boolean;
}

export function parseShop(search: URLSearchParams): ShopState {
  return {
    kind: SHOP_KINDS.find((k) => k.id === search.get("kind"))?.id ?? "all",
    sort: SHOP_SORTS.find((s) => s.id === search.get("sort"))?.id ?? "newest",
    sold: search.get("sold") === "1",
  };
}

export function shopHref(s: ShopState): string {
  const p = new URLSearchParams();
  if (s.kind !== "all") p.set("kind", s.kind);
  if (s.sort !== "newest") p.set("sort", s.sort);
  if (s.sold) p.set("sold", "1");
  const qs = p.toString();
  return paths.shop(qs);
}

/** The GraphQL where and order of a shop state. */
export function shopQuery(s: ShopState) {
  const kind = SHOP_KINDS.find((k) => k.id === s.kind)!.kind;
  const sort = SHOP_SORTS.find((x) => x.id === s.sort)!;
  return {
    where: {
      statusIn: s.sold ? (["ON_SALE", "SOLD_OUT"] as const) : (["ON_SALE"] as const),
      ...(kind ? { kind } : {}),
    },
    orderBy: { field: sort.field, direction: sort.direction },
  };
}
