/** The record of an order's or a refund's moves, oldest first: when (Asia/Shanghai), what, who, and more about it. */
import { formatShanghaiFull } from "../../format/date";

export interface TimelineEvent {
  readonly label: string;
  readonly actorLabel: string;
  readonly detail: string;
  readonly at: string;
}

export function Timeline({ title, events, testId }: { title: string; events: readonly TimelineEvent[]; testId: string }) {
  return (
    <div className="mt-4 rounded-lg border border-black/10 bg-white p-4 text-sm">
      <h2 className="mb-2 font-medium">{title}</h2>
      <ol className="flex flex-col gap-2" data-testid={testId}>
        {events.map((e, i) => (
          <li key={i} className="flex flex-wrap gap-x-3">
            <time className="tabular-nums text-secondary">{formatShanghaiFull(e.at)}</time>
            <span className="font-medium">{e.label}</span>
            <span className="text-secondary">{e.actorLabel}</span>
            {e.detail ? <span className="text-secondary">{e.detail}</span> : null}
          </li>
        ))}
      </ol>
    </div>
  );
}
