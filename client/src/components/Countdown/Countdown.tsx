import { useEffect, useState } from "react";
import { countdownParts, formatCountdown, msToNextTick } from "../../lib/countdown";
import { formatShanghaiDateTime } from "../../format/date";

/**
 * The time left until an upcoming live starts. The server (and the first client render, which must match it)
 * shows the absolute start in Shanghai time; after hydration the countdown takes over and ticks every second.
 */
export function Countdown({ startsAt }: { startsAt: string }) {
  const start = Date.parse(startsAt);
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const t = Date.now();
      setNow(t);
      timer = setTimeout(tick, msToNextTick(start, t));
    };
    tick();
    return () => clearTimeout(timer);
  }, [start]);
  const when = formatShanghaiDateTime(startsAt);
  if (now === null) {
    return (
      <span data-testid="countdown" data-state="static">
        <time dateTime={startsAt}>{when}</time> 开播
      </span>
    );
  }
  const parts = countdownParts(start, now);
  return (
    <span data-testid="countdown" data-state={parts.done ? "due" : "ticking"} title={`${when} 开播`}>
      {parts.done ? (
        "即将开始"
      ) : (
        <>
          距开播 <span className="font-mono tabular-nums" data-testid="countdown-clock">{formatCountdown(parts)}</span>
        </>
      )}
    </span>
  );
}
