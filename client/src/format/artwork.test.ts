import { describe, expect, it } from "vitest";
import { declarationFacts, formatDimensions } from "./artwork";

it("formats dimensions height × width (× depth) in cm", () => {
  expect(formatDimensions(100, 80)).toBe("100 × 80 cm");
  expect(formatDimensions(45.5, 30.25, 12)).toBe("45.5 × 30.3 × 12 cm");
  expect(formatDimensions(60, 40, null)).toBe("60 × 40 cm");
});

describe("declarationFacts", () => {
  it("says what a seller declared, yes or no", () => {
    expect(declarationFacts({ framed: true, signed: false, certificate: true })).toEqual([
      ["装裱", "已装裱"],
      ["签名", "无签名"],
      ["证书", "附作品证书"],
    ]);
  });
  it("says nothing for a catalogue work", () => {
    expect(declarationFacts({ framed: null, signed: null, certificate: null })).toEqual([]);
    expect(declarationFacts({})).toEqual([]);
  });
});
