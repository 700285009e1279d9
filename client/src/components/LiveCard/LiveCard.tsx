import { graphql, useFragment } from "react-relay/hooks";
import { AppLink } from "../AppLink/AppLink";
import { Countdown } from "../Countdown/Countdown";
import { formatShanghaiDateTime } from "../../format/date";
import type { LiveCard_artLive$key } from "./__generated__/LiveCard_artLive.graphql";
import { paths, liveHref } from "../../system/paths";
import { WideCardPicture } from "../Picture/Picture";

const badge: Record<string, string> = {
  LIVE: "bg-error text-white",
  UPCOMING: "bg-info text-white",
  REPLAY: "bg-black/70 text-white",
};

/** One art live in a list: cover with its status, title, host, and the countdown or the start time. */
export function LiveCard({ live }: { live: LiveCard_artLive$key }) {
  const l = useFragment(
    graphql`
      fragment LiveCard_artLive on ArtLive {
        number
        title
        host
        status
        statusLabel
        startsAt
        cover {
          url(width: 640)
          srcset
          width
          height
        }
        gallery {
          number
          name
        }
      }
    `,
    live,
  );
  return (
    <article className="group" data-testid="live-card" data-status={l.status}>
      <AppLink to={liveHref(l.number)} className="block">
        <div className="relative aspect-video overflow-hidden bg-black/[0.06]">
          {l.cover ? (
            <WideCardPicture picture={l.cover} alt="" />
          ) : null}
          <span className={`absolute top-2 left-2 rounded px-2 py-0.5 text-xs ${badge[l.status] ?? "bg-black/70 text-white"}`}>
            {l.statusLabel}
          </span>
        </div>
        <h3 className="mt-3 font-semibold leading-snug group-hover:underline" data-testid="live-title">
          {l.title}
        </h3>
      </AppLink>
      <p className="mt-1 text-sm text-secondary">
        {l.gallery ? (
          <AppLink to={paths.gallery(l.gallery.number)} className="inline-flex min-h-6 items-center hover:underline">
            {l.host}
          </AppLink>
        ) : (
          l.host
        )}
      </p>
      <p className="mt-1 text-sm">
        {l.status === "UPCOMING" ? (
          <Countdown startsAt={l.startsAt} />
        ) : (
          <time dateTime={l.startsAt} className="text-secondary">
            {formatShanghaiDateTime(l.startsAt)}
            {l.status === "LIVE" ? " 开播" : ""}
          </time>
        )}
      </p>
    </article>
  );
}
