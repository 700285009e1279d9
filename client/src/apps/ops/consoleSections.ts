import { paths } from "../../system/paths";
import { MONEY_SECTION_PATHS, type MoneySection } from "./moneySections";

/** The console's pages (Console.sections): the server says which a member opens; here is only where each lives. */
export type ConsoleSection = "HOME" | "REVIEW" | "ARTICLES" | "LIVES" | "ARTISTS" | "EXHIBITIONS" | "VIEWING_ROOMS" | "GOODS" | "GALLERIES" | "HOMEPAGE" | "MEMBERS" | "DELETIONS" | "PARTNERS" | "GALLERY" | "GALLERY_WORKS" | "SHIPMENTS" | "AUDIT" | MoneySection;

const SECTION_PATHS: Record<ConsoleSection, string> = {
  HOME: paths.ops.home(),
  REVIEW: paths.ops.artworks(),
  ARTICLES: paths.ops.articles(),
  LIVES: paths.ops.lives(),
  ARTISTS: paths.ops.artists(),
  EXHIBITIONS: paths.ops.exhibitions(),
  VIEWING_ROOMS: paths.ops.viewingRooms(),
  GOODS: paths.ops.goodsList(),
  GALLERIES: paths.ops.galleries(),
  HOMEPAGE: paths.ops.homepage(),
  MEMBERS: paths.ops.members(),
  DELETIONS: paths.ops.deletions(),
  PARTNERS: paths.ops.partners(),
  GALLERY: paths.ops.gallery(),
  GALLERY_WORKS: paths.ops.galleryArtworks(),
  SHIPMENTS: paths.ops.shipments(),
  AUDIT: paths.ops.audit(),
  ...MONEY_SECTION_PATHS,
};

/** The address of a section (an unknown one, from a newer server: the console's home). */
export function sectionPath(section: string): string {
  return SECTION_PATHS[section as ConsoleSection] ?? paths.ops.home();
}

/** The section a console address belongs to: its page opens only to the members whose roles open the section. */
export function sectionOf(pathname: string): ConsoleSection | null {
  const p = pathname.replace(/\/+$/, "") || "/";
  if (p === SECTION_PATHS.HOME) return "HOME";
  for (const s of Object.keys(SECTION_PATHS) as ConsoleSection[]) {
    if (s === "HOME") continue;
    if (p === SECTION_PATHS[s] || p.startsWith(`${SECTION_PATHS[s]}/`)) return s;
  }
  return null;
}
