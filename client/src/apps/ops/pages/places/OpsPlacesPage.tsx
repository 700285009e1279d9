import { graphql } from "react-relay/hooks";
import { useLocation } from "react-router";
import type { LoaderFunctionArgs } from "react-router";
import { AppLink } from "../../../../components/AppLink/AppLink";
import { formatShanghaiDateTime } from "../../../../format/date";
import { paths } from "../../../../system/paths";
import { usePageQuery } from "../../../../system/pageQuery";
import { ConsoleList, ConsoleSection, consoleLoader } from "../../components";
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
    <ConsoleSection id="ops-places" title={`${noun}发布`} intro={<AppLink to={edit("new")} className="text-primary underline">{`新建${noun}`}</AppLink>}>
      <ConsoleList items={items} empty={`还没有${noun}`} variant="rows" testId="ops-places">
        {(x) => (
          <li key={x.id} className="p-3">
            <AppLink to={edit(x.id)} className="font-semibold text-primary hover:underline">
              {x.title}
            </AppLink>
            <p className="mt-1 text-sm text-secondary">
              {x.galleryName || ("venue" in x && "city" in x ? `${x.venue}（${x.city}）` : "")} ·{" "}
              <span data-testid="ops-place-state">{x.stateLabel}</span>
              {x.hasDraft && x.state === "PUBLISHED" ? " · 有未发布的修改" : ""}
              {x.publishAt ? ` · ${formatShanghaiDateTime(x.publishAt)} 发布` : ""}
            </p>
          </li>
        )}
      </ConsoleList>
    </ConsoleSection>
  );
}
