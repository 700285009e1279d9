import { NO_FILTERS, canonicalSearch, filterCount, foldParams, filtersToQuery, parseFilters, priceRangeLabel, serializeFilters } from "./artworkFilters";
import { artworksHref } from "../system/paths";

const parse = (qs: string) => parseFilters(new URLSearchParams(qs));

describe("artwork filters in the URL", () => {
  it("no parameters: no filters, newest first, no where", () => {
    expect(parse("")).toEqual(NO_FILTERS);
    expect(filtersToQuery(NO_FILTERS)).toEqual({ where: null, orderBy: { field: "CREATED_AT", direction: "DESC" } });
    expect(serializeFilters(NO_FILTERS)).toBe("");
  });

  it("reads every filter and turns it into the GraphQL where-input (prices in fen, as strings)", () => {
    const f = parse("medium=ink,OIL&price_min=10000&price_max=50000&size=large&year_min=2000&year_max=2020&status=available&artist=17&sort=price_desc");
    expect(f).toEqual({
      mediums: ["OIL", "INK"],
      priceMin: 10000,
      priceMax: 50000,
      size: "LARGE",
      yearMin: 2000,
      yearMax: 2020,
      available: true,
      artist: 17,
      sort: "price_desc",
    });
    expect(filterCount(f)).toBe(6);
    expect(filtersToQuery(f)).toEqual({
      where: {
        mediumIn: ["OIL", "INK"],
        priceFenGTE: "1000000",
        priceFenLTE: "5000000",
        sizeClass: "LARGE",
        yearGTE: 2000,
        yearLTE: 2020,
        status: "AVAILABLE",
        artistNumber: 17,
      },
      orderBy: { field: "PRICE", direction: "DESC" },
    });
  });

  it("is canonical: fixed order, defaults left out, serialize(parse(x)) is a fixed point", () => {
    const qs = serializeFilters(parse("sort=newest&artist=3&medium=INK,OIL,INK&size=Small"));
    expect(qs).toBe("medium=OIL,INK&size=small&artist=3");
    expect(serializeFilters(parse(qs))).toBe(qs);
  });

  it("sorted by year, only dated works are listed (undated ones have no place in the order)", () => {
    expect(filtersToQuery(parse("sort=year_asc"))).toEqual({ where: { yearNotNil: true }, orderBy: { field: "YEAR", direction: "ASC" } });
  });

  it("drops malformed values and swaps reversed ranges", () => {
    expect(parse("medium=VIDEO&price_min=abc&size=huge&year_min=99&artist=-1&sort=random&status=sold")).toEqual(NO_FILTERS);
    const f = parse("price_min=50000&price_max=10000&year_min=2020&year_max=1990");
    expect([f.priceMin, f.priceMax, f.yearMin, f.yearMax]).toEqual([10000, 50000, 1990, 2020]);
    expect(parse("price_min=0").priceMin).toBeNull();
    expect(parse("price_max=0").priceMax).toBe(0);
    expect(parse("price_max=99999999999999").priceMax).toBeNull();
  });

  it("labels price ranges in 万 where round", () => {
    expect(priceRangeLabel(10000, 50000)).toBe("¥1万–5万");
    expect(priceRangeLabel(1000000, null)).toBe("¥100万以上");
    expect(priceRangeLabel(null, 5000)).toBe("¥5,000以下");
    expect(priceRangeLabel(null, null)).toBe("");
  });
});

describe("foldParams and artworksHref", () => {
  it("folds a GET form's fields: empty ones dropped, ticked mediums joined", () => {
    const form: [string, string][] = [["medium", "OIL"], ["medium", "PRINT"], ["price_min", ""], ["size", "small"], ["sort", "newest"]];
    expect(artworksHref(parseFilters(foldParams(form)))).toBe("/artworks?medium=OIL,PRINT&size=small");
    expect(artworksHref(parseFilters(foldParams([])))).toBe("/artworks");
  });
});

describe("canonicalSearch", () => {
  it("tidies the filters and keeps other parameters", () => {
    expect(canonicalSearch(new URLSearchParams("sort=newest&medium=ink&utm_source=wechat&price_min="))).toBe("medium=INK&utm_source=wechat");
    expect(canonicalSearch(new URLSearchParams("page=2"))).toBe("page=2");
    expect(canonicalSearch(new URLSearchParams(""))).toBe("");
  });
});
