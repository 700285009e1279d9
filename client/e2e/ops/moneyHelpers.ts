/** The console's money specs' helpers: a role granted by `artmarket grant-role`, a member's id. */
import { execFileSync } from "node:child_process";
import type { APIRequestContext } from "@playwright/test";
import { fileURLToPath } from "node:url";
import type { Member } from "../auth/helpers";
import { memberGql } from "../selling/helpers";

const repo = fileURLToPath(new URL("../../..", import.meta.url));
const dataDir = process.env.E2E_DATA_DIR ?? "dist/e2e-data";

/** m given role by `artmarket grant-role`, as production makes its operators (galleryId: a gallery_manager's gallery). */
export function grant(m: Member, role: string, galleryId?: string): Member {
  const gallery = galleryId ? ["--gallery", galleryId] : [];
  execFileSync("./bin/artmarket", ["grant-role", "--mobile", m.mobile ?? "", "--data-dir", dataDir, ...gallery, role], { cwd: repo, stdio: "pipe" });
  return m;
}

/** m's member id (the audit log's operator). */
export async function memberId(request: APIRequestContext, m: Member): Promise<string> {
  return (await memberGql<{ viewer: { id: string } }>(request, m, `{ viewer { id } }`)).viewer.id;
}

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];

/** A valid resident ID number no other run uses (as member/funds.spec.ts makes them). */
export function uniqueResidentId(): string {
  const day = new Date(Date.UTC(1950, 0, 1) + Math.floor(Math.random() * 50 * 365) * 86_400_000);
  const ymd = day.toISOString().slice(0, 10).replaceAll("-", "");
  const seq = String(Math.floor(Math.random() * 1000)).padStart(3, "0");
  const body = `110105${ymd}${seq}`;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(body[i]) * (WEIGHTS[i] ?? 0);
  return body + "10X98765432"[sum % 11];
}
