import { areaPages, idParam, type RouteSpec } from "../../system/routeSpec";

const page = areaPages("events", import.meta.glob("./pages/*/route.tsx"));

/** Events: exhibitions and online viewing rooms. */
export const eventsRoutes: RouteSpec[] = [
  { path: "/exhibition", layout: "default", title: "展览", page: page("exhibition-index") },
  { path: "/exhibition/:exhibition_id", layout: "default", title: "展览", page: page("exhibition"), params: { exhibition_id: idParam } },
  { path: "/exhibitions", layout: "default", title: "展览", page: page("exhibitions") },
  { path: "/viewing-room", layout: "default", title: "线上展厅", page: page("viewing-room-index") },
  { path: "/viewing-room/:viewing_room_id", layout: "default", title: "线上展厅", page: page("viewing-room"), params: { viewing_room_id: idParam } },
  { path: "/viewing-rooms", layout: "default", title: "线上展厅", page: page("viewing-rooms") },
];
