import { act, fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { Countdown } from "./Countdown";
import { LivePlayer } from "../LivePlayer/LivePlayer";

const startsAt = "2026-11-25T12:00:00Z";

describe("Countdown", () => {
  afterEach(() => vi.useRealTimers());

  it("renders the absolute start in Shanghai time on the server (no clock, so no hydration mismatch)", () => {
    const html = renderToString(<Countdown startsAt={startsAt} />);
    expect(html).toContain('data-state="static"');
    expect(html).toContain("11月25日周三 20:00");
    expect(html).not.toContain("距开播");
  });

  it("ticks every second once mounted, and says so when the start has come", () => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.parse(startsAt) - (26 * 3600 + 2) * 1000);
    render(<Countdown startsAt={startsAt} />);
    expect(screen.getByTestId("countdown-clock").textContent).toBe("1天 02:00:02");
    act(() => void vi.advanceTimersByTime(1000));
    expect(screen.getByTestId("countdown-clock").textContent).toBe("1天 02:00:01");
    act(() => void vi.advanceTimersByTime(2000 + 26 * 3600 * 1000));
    expect(screen.getByTestId("countdown").textContent).toBe("即将开始");
    expect(screen.getByTestId("countdown").dataset.state).toBe("due");
  });
});

describe("LivePlayer", () => {
  it("loads nothing before play and says plainly when the media fails", () => {
    const { container } = render(<LivePlayer src="/media/lives/demo-01.mp4" poster="/media/p.jpg" title="回放" />);
    const video = container.querySelector("video")!;
    expect(video.getAttribute("preload")).toBe("none");
    expect(video.hasAttribute("controls")).toBe(true);
    expect(video.getAttribute("style")).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
    fireEvent.error(video);
    expect(screen.getByRole("alert").textContent).toContain("视频暂时无法播放");
  });
});
