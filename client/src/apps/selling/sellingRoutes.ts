import { areaPages, nodeIdParam, type RouteSpec } from "../../app/routeSpec";

const page = areaPages("selling", import.meta.glob("./pages/*/route.tsx"));

/**
 * Selling (issue 10): the publish and edit form of a member's work for sale. Member pages in the slim layout (no
 * member navigation: a focused flow). The edit page's number is the work's (an ArtworkSubmission); spec §2.2 also
 * spells the parameter {id}, which the page reads as well (see editId).
 */
export const sellingRoutes: RouteSpec[] = [
  { path: "/member/publish-artwork", layout: "simple", title: "发布作品", member: true, page: page("publish") },
  { path: "/member/edit-artwork/:artwork_id?", layout: "simple", title: "编辑作品", member: true, params: { artwork_id: nodeIdParam }, page: page("edit") },
];
