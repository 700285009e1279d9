import { graphql } from "react-relay/hooks";
import { useLocation } from "react-router";
import type { LoaderFunctionArgs } from "react-router";
import { paths } from "../../../../system/paths";
import { usePageQuery } from "../../../../system/pageQuery";
import { consoleLoader, PublishingList } from "../../components";
import { PLACE_KINDS, placeKindOf } from "../../publishingRules";
import type { OpsPlacesPageQuery } from "./__generated__/OpsPlacesPageQuery.graphql";

const query = graphql`
  query OpsPlacesPageQuery($exhibition: Boolean!, $room: Boolean!) {
    opsExhibitions @include(if: $exhibition) {
      id
      title
      galleryName
      venue
      city
      stateLabel
      hasDraft
      state
      publishAt
    }
    opsViewingRooms @include(if: $room) {
      id
      title
      galleryName
      stateLabel
      hasDraft
      state
      publishAt
    }
  }
`;

export const load = consoleLoader<OpsPlacesPageQuery>(
  query,
  { title: "展览与线上展厅", description: "展览与线上展厅" },
  {
    variables: (args: LoaderFunctionArgs) => {
      const room = placeKindOf(new URL(args.request.url).pathname) === "room";
      return { exhibition: !room, room };
    },
  },
);

/** /ops/exhibitions and /ops/viewing-rooms: the pieces the member keeps (an editor's all, a manager's their gallery's), and a new one. */
export function OpsPlacesPage() {
  const data = usePageQuery<OpsPlacesPageQuery>(query);
  const kind = placeKindOf(useLocation().pathname);
  const { noun } = PLACE_KINDS[kind];
  const edit = kind === "room" ? paths.ops.viewingRoom : paths.ops.exhibition;
  const items = (kind === "room" ? data.opsViewingRooms : data.opsExhibitions) ?? [];
  return (
    <PublishingList
      id="ops-places"
      title={`${noun}发布`}
      newLabel={`新建${noun}`}
      edit={edit}
      items={items}
      empty={`还没有${noun}`}
      stateTestId="ops-place-state"
      detail={(x) => x.galleryName || ("venue" in x && "city" in x ? `${x.venue}（${x.city}）` : "")}
    />
  );
}
