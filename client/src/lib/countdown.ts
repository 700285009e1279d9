/**
 * The countdown of an upcoming live: what is left until its announced start, in days, hours, minutes and seconds.
 * Pure functions of two instants, so the server and the tests need no clock; the Countdown component ticks them.
 */
export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** The start has come (or passed): the live may begin at any moment. */
  done: boolean;
}

/** What is left from now until start (both in milliseconds since the epoch), rounded down to whole seconds. */
export function countdownParts(start: number, now: number): CountdownParts {
  const left = Math.floor((start - now) / 1000);
  if (!Number.isFinite(left) || left <= 0) return { days: 0, hours: 0, minutes: 0, seconds: 0, done: true };
  return {
    days: Math.floor(left / 86400),
    hours: Math.floor((left % 86400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
    done: false,
  };
}

const pad = (n: number) => String(n).padStart(2, "0");

/** '2天 03:04:05', '03:04:05' under a day; '即将开始' once the start has come. */
export function formatCountdown(p: CountdownParts): string {
  if (p.done) return "即将开始";
  const clock = `${pad(p.hours)}:${pad(p.minutes)}:${pad(p.seconds)}`;
  return p.days > 0 ? `${p.days}天 ${clock}` : clock;
}

/** Milliseconds to wait so the next tick lands just after the next whole second of the countdown. */
export function msToNextTick(start: number, now: number): number {
  const rest = (start - now) % 1000;
  return rest > 0 ? rest + 5 : 1000;
}
