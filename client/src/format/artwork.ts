/** "高 × 宽 cm" (with 深 for three-dimensional works), one decimal at most. */
export function formatDimensions(heightCm: number, widthCm: number, depthCm?: number | null): string {
  const n = (v: number) => (Number.isInteger(v) ? String(v) : v.toFixed(1).replace(/\.0$/, ""));
  const parts = [n(heightCm), n(widthCm)];
  if (depthCm) parts.push(n(depthCm));
  return `${parts.join(" × ")} cm`;
}

/**
 * What a seller declared of a member's work (the publish form's 装裱 / 签名 / 证书), as the public page's facts;
 * a catalogue work declares nothing (null), so it shows none of them.
 */
export function declarationFacts(d: {
  readonly framed?: boolean | null;
  readonly signed?: boolean | null;
  readonly certificate?: boolean | null;
}): [string, string][] {
  const facts: [string, string][] = [];
  if (d.framed != null) facts.push(["装裱", d.framed ? "已装裱" : "未装裱"]);
  if (d.signed != null) facts.push(["签名", d.signed ? "艺术家亲笔签名" : "无签名"]);
  if (d.certificate != null) facts.push(["证书", d.certificate ? "附作品证书" : "无证书"]);
  return facts;
}
