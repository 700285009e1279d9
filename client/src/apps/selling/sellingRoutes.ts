import { areaPages, idParam, type RouteSpec } from "../../system/routeSpec";

const page = areaPages("selling", import.meta.glob("./pages/*/route.tsx"));

/** The tabs of 我的作品 (workState.WORK_TABS; kept here so the routes list carries no more of this area). */
export const tabParam = /^(all|draft|pending|selling|taken-down|sold|rejected)$/;

/**
 * The selling area (issue 10): the publish and edit form of a member's work for sale, the member's works (我的作品,
 * one work) and the review queue of the operations console (reviewers only). Loaded only by these pages: the
 * anonymous pages never carry this code. A work's pages are named by its short number (Work.number);
 * spec §2.2 also spells the edit page's parameter {id}, which the page reads as well (see editNumber).
 */
export const sellingRoutes: RouteSpec[] = [
  // The form, in the slim layout (a focused flow)
  { path: "/member/publish-artwork", layout: "simple", title: "发布作品", member: true, page: page("publish") },
  { path: "/member/edit-artwork/:artwork_id?", layout: "simple", title: "编辑作品", member: true, params: { artwork_id: idParam }, page: page("edit") },
  // My artworks and one work (issue 10, deliver 4 and 5)
  { path: "/member/artworks/:tab_name?", layout: "member", title: "我的作品", member: true, params: { tab_name: tabParam }, page: page("my-works") },
  { path: "/member/artwork/:artwork_id?", layout: "simple", title: "我的作品", member: true, params: { artwork_id: idParam }, page: page("my-work") },
  // The review queue (issue 10, deliver 6)
  { path: "/ops/artworks", layout: "ops", title: "作品审核", member: true, page: page("review") },
  // A gallery's works for sale, listed by its managers through the same form and review (issue 24 point 3)
  { path: "/ops/gallery-artworks", layout: "ops", title: "画廊作品", member: true, page: page("gallery-artworks") },
  { path: "/ops/gallery-artworks/new", layout: "ops", title: "发布画廊作品", member: true, page: page("gallery-work-edit") },
  { path: "/ops/gallery-artworks/:artwork_id/edit", layout: "ops", title: "编辑画廊作品", member: true, params: { artwork_id: idParam }, page: page("gallery-work-edit") },
];
