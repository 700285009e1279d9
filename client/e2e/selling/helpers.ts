/**
 * Helpers of the selling browser tests: members who can sell (a bound mobile), a reviewer made the production way
 * (`artmarket grant-role`), pictures uploaded through POST /api/upload/artwork-image, works moved through GraphQL,
 * and switching the signed-in member of a page.
 */
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { deflateSync } from "node:zlib";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect } from "../fixtures";
import { bindMobileViaApi, emailLogin, gotoLogin, registerMember, selectTab, uniq, type Member } from "../auth/helpers";

const repo = fileURLToPath(new URL("../../..", import.meta.url));

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = (CRC_TABLE[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** A width × height RGB PNG: a diagonal gradient (a real picture, not one flat colour). */
export function makePng(width = 1000, height = 800): Buffer {
  const row = 1 + width * 3;
  const raw = Buffer.alloc(row * height);
  for (let y = 0; y < height; y++) {
    raw[y * row] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      const o = y * row + 1 + x * 3;
      raw[o] = (x * 255) / width;
      raw[o + 1] = (y * 255) / height;
      raw[o + 2] = ((x + y) * 127) / (width + height) + 64;
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A member who can sell: registered, with a bound mobile. */
export async function seller(request: APIRequestContext): Promise<Member> {
  const m = await registerMember(request);
  await bindMobileViaApi(request, m);
  return m;
}

/** A member given the reviewer role by `artmarket grant-role`, as production does it. */
export async function reviewer(request: APIRequestContext): Promise<Member> {
  const m = await seller(request);
  const dataDir = process.env.E2E_DATA_DIR ?? "dist/e2e-data";
  execFileSync("./bin/artmarket", ["grant-role", "--mobile", m.mobile ?? "", "--data-dir", dataDir, "reviewer"], { cwd: repo, stdio: "pipe" });
  return m;
}

/** A GraphQL operation as the member (Token header): its data, failing on errors. */
export async function memberGql<T>(request: APIRequestContext, m: Member, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await request.post("/graphql", { data: { query, variables }, headers: { Token: m.token } });
  expect(res.ok(), `POST /graphql ${res.status()}`).toBeTruthy();
  const json = (await res.json()) as { data: T; errors?: unknown };
  expect(json.errors, JSON.stringify(json.errors)).toBeUndefined();
  return json.data;
}

interface Moved {
  userErrors: { message: string }[];
  work: { id: string; number: number; state: string } | null;
}

/** A work of the member's, complete and saved as a draft: its id, number and title. */
export async function draftWork(request: APIRequestContext, m: Member): Promise<{ id: string; number: number; title: string }> {
  const up = await request.post("/api/upload/artwork-image", {
    headers: { Token: m.token },
    multipart: { file: { name: "work.png", mimeType: "image/png", buffer: makePng() } },
  });
  expect(up.ok(), `upload → HTTP ${up.status()}`).toBeTruthy();
  const pic = ((await up.json()) as { data: { key: string; width: number; height: number } }).data;
  const title = `审核测试${uniq()}`;
  const form = {
    title, artistKind: "new", artistName: "江南客", year: 2024, medium: "OIL", materials: "布面油画",
    widthCm: 60, heightCm: 80, priceFen: "1280000", shipping: "free", shipFrom: "4403",
    description: "雨后的江南。\n第二行。", images: [{ key: pic.key, width: pic.width, height: pic.height }],
  };
  const fields = "userErrors { message } work { id number state }";
  const created = await memberGql<{ createWork: Moved }>(request, m,
    `mutation($form: WorkFormInput!) { createWork(input: { form: $form }) { ${fields} } }`, { form });
  expect(created.createWork.userErrors).toEqual([]);
  return { id: created.createWork.work?.id ?? "", number: created.createWork.work?.number ?? 0, title };
}

/** A work of the member's, complete and sent to review: its id, number and title. */
export async function pendingWork(request: APIRequestContext, m: Member): Promise<{ id: string; number: number; title: string }> {
  const { id, title } = await draftWork(request, m);
  const fields = "userErrors { message } work { id number state }";
  const sent = await memberGql<{ submitWork: Moved }>(request, m, `mutation($id: ID!) { submitWork(input: { id: $id, acceptAgreement: true }) { ${fields} } }`, { id });
  expect(sent.submitWork.userErrors).toEqual([]);
  expect(sent.submitWork.work?.state).toBe("pending");
  return { id, number: sent.submitWork.work?.number ?? 0, title };
}

/** Signs the page in as m (whoever was signed in before is signed out), landing on `to`. */
export async function signInAs(page: Page, m: Member, to: string): Promise<void> {
  await page.context().clearCookies();
  await page.goto("/about");
  await page.evaluate(() => localStorage.clear());
  await gotoLogin(page, to);
  await selectTab(page, "账号登录");
  await emailLogin(page, m.email, m.password);
  await page.waitForURL((u) => u.pathname === to.split("?")[0]);
}
