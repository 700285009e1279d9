import { expect, it } from "vitest";
import { formatDimensions } from "./artwork";

it("formats dimensions height × width (× depth) in cm", () => {
  expect(formatDimensions(100, 80)).toBe("100 × 80 cm");
  expect(formatDimensions(45.5, 30.25, 12)).toBe("45.5 × 30.3 × 12 cm");
  expect(formatDimensions(60, 40, null)).toBe("60 × 40 cm");
});
