import { graphql, useFragment } from "react-relay/hooks";
import { AppLink } from "../AppLink/AppLink";
import { formatDateRange } from "../../format/date";
import type { ExhibitionCard_exhibition$key } from "./__generated__/ExhibitionCard_exhibition.graphql";
import { paths } from "../../system/paths";
import { WideCardPicture } from "../Picture/Picture";

/** The colours of an exhibition's status badge. */
export function statusBadgeClass(status: string): string {
  switch (status) {
    case "CURRENT":
    case "OPEN":
      return "bg-emerald-700 text-white";
    case "UPCOMING":
      return "bg-amber-100 text-amber-900";
    default:
      return "bg-black/10 text-secondary";
  }
}

/** One exhibition in a list: an installation view, title, venue, city, dates and status. */
export function ExhibitionCard({ exhibition }: { exhibition: ExhibitionCard_exhibition$key }) {
  const e = useFragment(
    graphql`
      fragment ExhibitionCard_exhibition on Exhibition {
        number
        title
        subtitle
        city
        venueName
        status
        statusLabel
        startsOn
        endsOn
        gallery {
          number
          name
        }
        artists {
          name
        }
        installationImages {
          url(width: 640)
          srcset
          width
          height
        }
        coverPicture {
          url(width: 640)
          srcset
          width
          height
        }
      }
    `,
    exhibition,
  );
  const image = e.coverPicture ?? e.installationImages?.[0];
  const names = (e.artists ?? []).map((a) => a.name);
  return (
    <article className="group" data-testid="exhibition-card" data-status={e.status} data-city={e.city}>
      <AppLink to={paths.exhibition(e.number)} className="block">
        <div className="relative flex aspect-[4/3] items-center justify-center overflow-hidden bg-black/[0.04]">
          {image ? (
            <WideCardPicture picture={image} alt={`《${e.title}》展览现场`} />
          ) : (
            <span className="font-serif text-5xl text-secondary">{e.title.slice(0, 1)}</span>
          )}
          <span className={`absolute top-3 left-3 rounded px-2 py-0.5 text-xs ${statusBadgeClass(e.status)}`}>{e.statusLabel}</span>
        </div>
        <div className="mt-3 space-y-0.5 text-sm">
          <p className="text-base font-semibold" data-testid="exhibition-title">
            {e.title}
          </p>
          {e.subtitle ? <p className="text-secondary">{e.subtitle}</p> : null}
          <p data-testid="exhibition-venue">
            {e.venueName} · {e.city}
          </p>
          <p className="text-secondary" data-testid="exhibition-dates">
            {formatDateRange(e.startsOn, e.endsOn)}
          </p>
          {names.length > 1 ? <p className="truncate text-secondary">{names.join("、")}</p> : null}
        </div>
      </AppLink>
    </article>
  );
}
