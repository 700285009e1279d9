import { describe, expect, it } from "vitest";
import { artistInput, birthYearOf, galleryChoices, MSG_BIRTH_YEAR, type ArtistValues } from "./artistRules";

const values: ArtistValues = { name: "林一", nameEn: "Lin Yi", birthYear: "1968", region: "杭州", bio: "简介", galleryIDs: ["7", "9", "7"] };

describe("artist form", () => {
  it("reads the birth year: empty is unknown, a year in 1000..this year is kept, anything else is refused", () => {
    expect(birthYearOf("", 2026)).toBeNull();
    expect(birthYearOf(" 1968 ", 2026)).toBe(1968);
    expect(birthYearOf("2026", 2026)).toBe(2026);
    expect(birthYearOf("2027", 2026)).toBeUndefined();
    expect(birthYearOf("999", 2026)).toBeUndefined();
    expect(birthYearOf("19六八", 2026)).toBeUndefined();
    expect(birthYearOf("-1968", 2026)).toBeUndefined();
  });
  it("sends the form as ArtistInput, the galleries once each", () => {
    const portrait = { key: "ab/cd", width: 1200, height: 1600 };
    expect(artistInput(values, portrait, 2026)).toEqual({
      input: { name: "林一", nameEn: "Lin Yi", birthYear: 1968, region: "杭州", bio: "简介", portrait, galleryIDs: ["7", "9"] },
    });
    expect(artistInput({ ...values, birthYear: "" }, null, 2026)).toMatchObject({ input: { birthYear: null, portrait: null } });
  });
  it("answers the first field it can tell is wrong, on that field", () => {
    expect(artistInput({ ...values, name: "  " }, null, 2026)).toEqual({ field: "name", message: "请填写姓名" });
    expect(artistInput({ ...values, birthYear: "3000" }, null, 2026)).toEqual({ field: "birthYear", message: MSG_BIRTH_YEAR });
  });
  it("offers the artist's galleries first, then the member's, then the others, once each", () => {
    expect(
      galleryChoices(
        [{ id: "2", name: "乙" }],
        [{ id: "1", name: "甲" }, { id: "2", name: "乙" }],
        [{ id: "3", name: "丙" }, { id: "1", name: "甲" }],
      ),
    ).toEqual([
      { id: "2", name: "乙" },
      { id: "1", name: "甲" },
      { id: "3", name: "丙" },
    ]);
  });
});
