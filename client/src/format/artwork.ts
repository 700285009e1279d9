/** "高 × 宽 cm" (with 深 for three-dimensional works), one decimal at most. */
export function formatDimensions(heightCm: number, widthCm: number, depthCm?: number | null): string {
  const n = (v: number) => (Number.isInteger(v) ? String(v) : v.toFixed(1).replace(/\.0$/, ""));
  const parts = [n(heightCm), n(widthCm)];
  if (depthCm) parts.push(n(depthCm));
  return `${parts.join(" × ")} cm`;
}
