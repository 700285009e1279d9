import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { useLoaderData } from "react-router";
import type { LoaderFunctionArgs } from "react-router";
import { AppLink } from "../../../../components/AppLink/AppLink";
import { ExhibitionCard } from "../../../../components/ExhibitionCard/ExhibitionCard";
import { ViewingRoomCard } from "../../../../components/ViewingRoomCard/ViewingRoomCard";
import { paths } from "../../../../system/paths";
import type { PageData } from "../../../../system/pageLoader";
import { consoleLoader } from "../../components";
import { PLACE_KINDS, placeKindOf } from "../../publishingRules";
import type { OpsPlacePreviewPageQuery } from "./__generated__/OpsPlacePreviewPageQuery.graphql";

const query = graphql`
  query OpsPlacePreviewPageQuery($id: ID!, $exhibition: Boolean!, $room: Boolean!) {
    exhibitionPreview(id: $id) @include(if: $exhibition) {
      pressText
      description
      ...ExhibitionCard_exhibition
    }
    viewingRoomPreview(id: $id) @include(if: $room) {
      statement
      ...ViewingRoomCard_viewingRoom
    }
  }
`;

type Vars = OpsPlacePreviewPageQuery["variables"];

export const load = consoleLoader<OpsPlacePreviewPageQuery>(
  query,
  { title: "预览", description: "预览" },
  {
    variables: (args: LoaderFunctionArgs) => {
      const room = placeKindOf(new URL(args.request.url).pathname) === "room";
      return { id: args.params.place_id ?? "", exhibition: !room, room };
    },
  },
);

/** /ops/exhibitions/{id}/preview and /ops/viewing-rooms/{id}/preview: the public list's card as it will look once published. */
export function OpsPlacePreviewPage() {
  const { variables } = useLoaderData() as PageData<Vars>;
  const data = useLazyLoadQuery<OpsPlacePreviewPageQuery>(query, variables, { fetchPolicy: "network-only" });
  const { noun } = PLACE_KINDS[variables.room ? "room" : "exhibition"];
  const x = data.exhibitionPreview;
  const r = data.viewingRoomPreview;
  return (
    <div className="flex flex-col gap-3">
      <p className="rounded bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="preview-banner">
        预览：这是{noun}发布后在列表中的样子，读者现在还看不到这些修改。{" "}
        <AppLink to={variables.room ? paths.ops.viewingRoom(variables.id) : paths.ops.exhibition(variables.id)} className="underline">
          返回编辑
        </AppLink>
      </p>
      {x || r ? (
        <div className="max-w-md rounded border border-gray-200 bg-white p-3" data-testid="place-preview">
          {x ? <ExhibitionCard exhibition={x} /> : null}
          {r ? <ViewingRoomCard viewingRoom={r} /> : null}
          {x?.description ? (
            // Sanitised on the server when saved (ent/richtext), as the exhibition's page renders it.
            <div className="article-body mt-2 text-sm" data-testid="place-preview-description" dangerouslySetInnerHTML={{ __html: x.description }} />
          ) : (
            <p className="mt-2 whitespace-pre-line text-sm">{x?.pressText ?? r?.statement ?? ""}</p>
          )}
        </div>
      ) : (
        <p className="text-secondary">{noun}不存在</p>
      )}
    </div>
  );
}
