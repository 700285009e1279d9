import { formatShanghaiFull } from "../../../format/date";

/** One line of a refund's record, as the console's refund cards read it. */
export interface RefundTimelineLine {
  readonly label: string;
  readonly actorLabel: string;
  readonly detail: string;
  readonly at: string;
}

/** A refund's record folded under its count: when, who, what, and the detail. */
export function RefundTimeline({ lines }: { lines: readonly RefundTimelineLine[] }) {
  return (
    <details className="mt-2 text-sm">
      <summary className="cursor-pointer text-primary">退款记录（{lines.length}）</summary>
      <ol className="mt-1 flex flex-col gap-1">
        {lines.map((t, i) => (
          <li key={i} className="text-secondary">
            {formatShanghaiFull(t.at)} · {t.actorLabel} · {t.label}
            {t.detail ? `：${t.detail}` : ""}
          </li>
        ))}
      </ol>
    </details>
  );
}
