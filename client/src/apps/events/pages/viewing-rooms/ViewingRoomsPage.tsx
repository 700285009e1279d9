import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { redirect, useLoaderData, type LoaderFunctionArgs } from "react-router";
import type { Environment } from "relay-runtime";
import { loadQuery, type PageData } from "../../../../system/pageLoader";
import { AppLink } from "../../../../components/AppLink/AppLink";
import { ROOM_TABS, listQuery, roomsState, type RoomTab } from "../../../../lib/eventsFilter";
import { ViewingRoomList, PAGE_SIZE } from "../../../../components/ViewingRoomList/ViewingRoomList";
import type { ViewingRoomsPageQuery } from "./__generated__/ViewingRoomsPageQuery.graphql";
import { paths } from "../../../../system/paths";
import { StatusTabs } from "../../components/StatusTabs";

const query = graphql`
  query ViewingRoomsPageQuery($first: Int!, $status: ViewingRoomStatus!) {
    ...ViewingRoomList_query @arguments(first: $first, status: $status)
  }
`;

type Vars = ViewingRoomsPageQuery["variables"];
type Data = PageData<Vars> & { tab: RoomTab };

/** /viewing-rooms?status=open|upcoming|closed: open rooms (closing soonest first) by default. */
export async function load(env: Environment, args: LoaderFunctionArgs): Promise<Data> {
  const state = roomsState(new URL(args.request.url).searchParams);
  if (state.redirect) throw redirect(paths.viewingRooms(state.canonical));
  const { tab } = state;
  const variables: Vars = { first: PAGE_SIZE, status: tab.status };
  await loadQuery<ViewingRoomsPageQuery>(env, query, variables);
  return {
    variables,
    tab,
    meta: {
      title: `线上展厅 · ${tab.label}`,
      description: "画廊的线上展厅：策展陈述与精选作品，在线浏览、咨询与收藏。",
      canonicalPath: paths.viewingRooms(state.canonical),
    },
  };
}

export function ViewingRoomsPage() {
  const { variables, tab } = useLoaderData() as Data;
  const data = useLazyLoadQuery<ViewingRoomsPageQuery>(query, variables, { fetchPolicy: "store-or-network" });
  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="font-serif text-3xl font-bold">线上展厅</h1>
      <StatusTabs
        label="展厅状态"
        testId="viewing-room-tabs"
        className="mt-6 mb-8 flex gap-6 border-b border-black/10"
        tabs={ROOM_TABS}
        current={tab.id}
        href={(t) => paths.viewingRooms(listQuery(t.id === "open" ? null : t.id, null))}
      />
      <ViewingRoomList
        key={tab.id}
        query={data}
        empty={tab.id === "open" ? "暂无开放中的线上展厅。" : tab.id === "upcoming" ? "暂无即将开放的线上展厅。" : "暂无已结束的线上展厅。"}
      />
    </section>
  );
}
