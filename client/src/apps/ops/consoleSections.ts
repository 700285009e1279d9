import { paths } from "../../system/paths";

/** The console's pages (Console.sections): the server says which a member opens; here is only where each lives. */
export type ConsoleSection = "HOME" | "REVIEW" | "MEMBERS" | "DELETIONS" | "PARTNERS" | "GALLERY" | "SHIPMENTS" | "AUDIT";

const SECTION_PATHS: Record<ConsoleSection, string> = {
  HOME: paths.ops.home(),
  REVIEW: paths.ops.artworks(),
  MEMBERS: paths.ops.members(),
  DELETIONS: paths.ops.deletions(),
  PARTNERS: paths.ops.partners(),
  GALLERY: paths.ops.gallery(),
  SHIPMENTS: paths.ops.shipments(),
  AUDIT: paths.ops.audit(),
};

/** The address of a section (an unknown one, from a newer server: the console's home). */
export function sectionPath(section: string): string {
  return SECTION_PATHS[section as ConsoleSection] ?? paths.ops.home();
}

/** The section a console address belongs to: its page opens only to the members whose roles open the section. */
export function sectionOf(pathname: string): ConsoleSection | null {
  const p = pathname.replace(/\/+$/, "") || "/";
  if (p === SECTION_PATHS.HOME) return "HOME";
  for (const s of ["REVIEW", "MEMBERS", "DELETIONS", "PARTNERS", "GALLERY", "SHIPMENTS", "AUDIT"] as const) {
    if (p === SECTION_PATHS[s] || p.startsWith(`${SECTION_PATHS[s]}/`)) return s;
  }
  return null;
}
