import { useState } from "react";

/**
 * The player of a live on air or a replay: the browser's own video element on the playback address (MP4; an HLS
 * address would need hls.js in Chromium, which the demo does not use). Nothing is fetched before the visitor
 * presses play (preload="none"); when the media cannot be loaded the player says so plainly.
 */
export function LivePlayer({ src, poster, title }: { src: string; poster?: string | null; title: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <div className="relative aspect-video w-full overflow-hidden bg-black" data-testid="live-player">
      <video
        key={src}
        src={src}
        poster={poster ?? undefined}
        controls
        playsInline
        preload="none"
        aria-label={title}
        className="h-full w-full"
        onError={() => setFailed(true)}
      />
      {failed ? (
        <div
          role="alert"
          className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-black/80 p-6 text-center text-white"
          data-testid="live-player-error"
        >
          <p className="text-lg font-semibold">视频暂时无法播放</p>
          <p className="text-sm text-white/70">直播信号或回放文件未能加载，请稍后再试。</p>
        </div>
      ) : null}
    </div>
  );
}
