import { encodeQuery } from "./query";

describe("encodeQuery", () => {
  it("drops null, undefined and empty-string values", () => {
    expect(encodeQuery({ a: 1, b: null, c: undefined, d: "", e: "x" })).toBe("a=1&e=x");
  });

  it("keeps 0 and false", () => {
    expect(encodeQuery({ page: 0, hot: false })).toBe("page=0&hot=false");
  });

  it("sends arrays as key[]=a,b with the brackets encoded like the browser", () => {
    expect(encodeQuery({ tags: ["a", "b"] })).toBe("tags%5B%5D=a%2Cb");
    expect(decodeURIComponent(encodeQuery({ ids: [1, 2, 3] }))).toBe("ids[]=1,2,3");
  });

  it("drops empty array elements and empty arrays", () => {
    expect(encodeQuery({ t: [null, "a", "", undefined, "b"], u: [], v: [null] })).toBe("t%5B%5D=a%2Cb");
  });

  it("encodes unicode, spaces and reserved characters", () => {
    const qs = encodeQuery({ keyword: "齐白石 虾", url: "https://x.cn/a?b=1&c=2" });
    const parsed = new URLSearchParams(qs);
    expect(parsed.get("keyword")).toBe("齐白石 虾");
    expect(parsed.get("url")).toBe("https://x.cn/a?b=1&c=2");
    expect(qs).not.toContain("&c=2");
  });

  it("returns an empty string for no params", () => {
    expect(encodeQuery(undefined)).toBe("");
    expect(encodeQuery(null)).toBe("");
    expect(encodeQuery({})).toBe("");
  });
});
