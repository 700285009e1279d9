/**
 * Money arrives as a string of fen digits (GraphQL scalar Fen) and is shown
 * as ¥ with two decimals. String arithmetic only: prices above 2^53 fen stay
 * exact, and no float ever touches money.
 */
export function formatFen(fen: string): string {
  const m = /^(-?)(\d+)$/.exec(fen.trim());
  if (!m) throw new Error(`not an amount of fen: ${JSON.stringify(fen)}`);
  const sign = m[1] ?? "";
  const digits = (m[2] ?? "0").replace(/^0+(?=\d)/, "").padStart(3, "0");
  const yuan = digits.slice(0, -2);
  const cents = digits.slice(-2);
  const grouped = yuan.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${sign}¥${grouped}.${cents}`;
}
