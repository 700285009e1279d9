import { graphql, useFragment } from "react-relay/hooks";
import { AppLink } from "../AppLink/AppLink";
import { statusBadgeClass } from "../ExhibitionCard/ExhibitionCard";
import type { ViewingRoomCard_viewingRoom$key } from "./__generated__/ViewingRoomCard_viewingRoom.graphql";
import { paths } from "../../system/paths";
import { WideCardPicture } from "../Picture/Picture";

/** One viewing room in a list: its cover, title, gallery and status line (已开放 · 还有 3 天结束 …). */
export function ViewingRoomCard({ viewingRoom }: { viewingRoom: ViewingRoomCard_viewingRoom$key }) {
  const v = useFragment(
    graphql`
      fragment ViewingRoomCard_viewingRoom on ViewingRoom {
        number
        title
        status
        statusLine
        opensAt
        closesAt
        gallery {
          number
          name
          city
        }
        cover: coverPicture {
          url(width: 640)
          srcset
          width
          height
        }
      }
    `,
    viewingRoom,
  );
  return (
    <article className="group" data-testid="viewing-room-card" data-status={v.status}>
      <AppLink to={paths.viewingRoom(v.number)} className="block">
        <div className="flex aspect-[4/3] items-center justify-center overflow-hidden bg-black/[0.04]">
          {v.cover ? (
            <WideCardPicture picture={v.cover} alt={`线上展厅《${v.title}》`} />
          ) : (
            <span className="font-serif text-5xl text-secondary">{v.title.slice(0, 1)}</span>
          )}
        </div>
        <div className="mt-3 space-y-1 text-sm">
          <span className={`inline-block rounded px-2 py-0.5 text-xs ${statusBadgeClass(v.status)}`} data-testid="viewing-room-status">
            {v.statusLine}
          </span>
          <p className="text-base font-semibold" data-testid="viewing-room-title">
            {v.title}
          </p>
          <p className="text-secondary">
            {v.gallery.name} · {v.gallery.city}
          </p>
        </div>
      </AppLink>
    </article>
  );
}
