/**
 * The publish form's rules, mirroring server/domain/selling (Normalize for what a draft may hold, complete for what a
 * work needs): its limits and Chinese messages come generated from the Go constants (lib/__generated__/rules.ts). The server checks everything again; these let the
 * seller see a message at once. Money is exact integer fen, parsed from the yuan text without floating point.
 */
import type { FieldErrors } from "../../../components/form";
import { MEDIUMS, type Medium } from "../../../lib/artworkFilters";
import { WORK_LIMITS, SELLING_MESSAGES } from "../../../lib/__generated__/rules";
import type { ImageRef } from "../../../features/pictures/useImageUploads";

/** The limits of server/domain/selling (generated from its Go constants by `make generate`). */
export const LIMITS = WORK_LIMITS;

/** The messages of server/domain/selling (form.go and pictures.go), word for word: generated from the Go constants. */
export const MSG = {
  ...SELLING_MESSAGES,
  /** Client only: the yuan text is not a number with at most two decimals (the server receives integer fen). */
  moneyFormat: "请输入金额，最多保留两位小数",
} as const;

/** The catalogue's media with their Chinese labels (the /artworks filter's list). */
export const MEDIUM_OPTIONS = MEDIUMS;

export type ArtistKind = "" | "existing" | "self" | "new";
export type Shipping = "" | "free" | "fixed" | "collect";

export const SHIPPING_OPTIONS: readonly (readonly [Exclude<Shipping, "">, string])[] = [
  ["free", "包邮"],
  ["fixed", "固定运费"],
  ["collect", "运费到付"],
];

/** The form's text values (the form kit keeps strings); checkboxes are "1" or "". */
export interface WorkValues {
  title: string;
  artistKind: string;
  artistId: string;
  /** The chosen catalogue artist's name, shown in the picker (not sent). */
  artistLabel: string;
  artistName: string;
  year: string;
  medium: string;
  materials: string;
  width: string;
  height: string;
  depth: string;
  /** "unique" or "numbered". */
  edition: string;
  editionNumber: string;
  editionSize: string;
  framed: string;
  signed: string;
  certificate: string;
  price: string;
  shipping: string;
  shippingFee: string;
  shipFrom: string;
  description: string;
  /** The declaration: "1" when ticked. Never saved in the draft. */
  agree: string;
}

export type WorkField = keyof WorkValues;

export const EMPTY_VALUES: WorkValues = {
  title: "",
  artistKind: "",
  artistId: "",
  artistLabel: "",
  artistName: "",
  year: "",
  medium: "",
  materials: "",
  width: "",
  height: "",
  depth: "",
  edition: "unique",
  editionNumber: "",
  editionSize: "",
  framed: "",
  signed: "",
  certificate: "",
  price: "",
  shipping: "",
  shippingFee: "",
  shipFrom: "",
  description: "",
  agree: "",
};

/** Full-width digits, dot, comma and the yen sign folded to ASCII; spaces and thousands separators dropped. */
export function asciiNumber(text: string): string {
  return text
    .replace(/[０-９]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xff10 + 0x30))
    .replace(/[．。]/g, ".")
    .replace(/[¥￥,，\s]/g, "");
}

/**
 * Yuan text with at most two decimals as exact integer fen ("12.3" → 1230, "１２" → 1200), by string arithmetic so
 * no binary fraction creeps in; null when the text is not such a number. Range checks are the caller's.
 */
export function yuanToFen(text: string): number | null {
  const m = /^(\d{1,13})(?:\.(\d{0,2}))?$/.exec(asciiNumber(text));
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? "").padEnd(2, "0"));
}

/** Fen as yuan text with two decimals: 1230 → "12.30". */
export function fenToYuan(fen: number): string {
  const whole = Math.floor(fen / 100);
  return `${whole}.${String(fen % 100).padStart(2, "0")}`;
}

/** Centimetre text with at most one decimal as tenths ("60.5" → 605); null when malformed, "decimal" for two or more decimals. */
export function cmToTenths(text: string): number | null | "decimal" {
  const t = asciiNumber(text);
  if (/^\d{1,6}\.\d{2,}$/.test(t)) return "decimal";
  const m = /^(\d{1,6})(?:\.(\d?))?$/.exec(t);
  if (!m) return null;
  return Number(m[1]) * 10 + Number(m[2] || "0");
}

/** Tenths of a centimetre as text: 605 → "60.5", 800 → "80". */
export function tenthsToCm(tenths: number): string {
  return tenths % 10 === 0 ? String(tenths / 10) : `${Math.floor(tenths / 10)}.${tenths % 10}`;
}

/** A whole number in the text (full-width digits too), or null. */
export function intOf(text: string): number | null {
  const t = asciiNumber(text);
  return /^\d{1,9}$/.test(t) ? Number(t) : null;
}

/** Characters as people count them (code points, as the server's utf8.RuneCountInString). */
export function charCount(s: string): number {
  return Array.from(s).length;
}

// Control characters: Go's unicode.IsControl is C0 and C1 (U+0000–U+001F, U+007F–U+009F).
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex
const CONTROL_BUT_NEWLINE = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/;

/** Description as the server stores it: CRLF as LF, tags removed, trimmed. */
export function cleanDescription(text: string): string {
  return text.replace(/\r\n/g, "\n").replace(/<[^>]*>/g, "").trim();
}

const MEDIUM_CODES: readonly string[] = MEDIUMS.map(([code]) => code);
const isMedium = (m: string): m is Medium => MEDIUM_CODES.includes(m);

export interface RuleContext {
  /** Check what a work sent to review needs too (else only what a draft may hold). */
  submit: boolean;
  /** How many pictures are uploaded. */
  images: number;
  /** This year (the server's clock decides in the end). */
  year?: number;
}

/** The messages of the form's fields: a draft's rules always, a work sent to review's when ctx.submit. */
export function validateWork(v: WorkValues, ctx: RuleContext): FieldErrors<WorkField | "images"> {
  const e: FieldErrors<WorkField | "images"> = {};
  const thisYear = ctx.year ?? new Date().getFullYear();
  const title = v.title.trim();
  if (charCount(title) > LIMITS.titleMax) e.title = MSG.titleLength;
  else if (CONTROL.test(title)) e.title = "作品名称" + MSG.control;
  else if (ctx.submit && title === "") e.title = MSG.titleEmpty;

  const artistName = v.artistName.trim();
  if (v.artistKind === "new" && artistName !== "" && (charCount(artistName) > LIMITS.artistNameMax || CONTROL.test(artistName))) {
    e.artistName = MSG.artistName;
  } else if (ctx.submit && v.artistKind === "new" && artistName === "") e.artistName = MSG.artistName;
  if (ctx.submit && (v.artistKind === "" || (v.artistKind === "existing" && v.artistId === ""))) e.artistKind = MSG.artistEmpty;

  if (v.year.trim() !== "") {
    const y = intOf(v.year);
    if (y === null || y < LIMITS.yearMin || y > thisYear) e.year = MSG.year;
  }
  if (v.medium !== "" && !MEDIUM_CODES.includes(v.medium)) e.medium = MSG.mediumUnknown;
  else if (ctx.submit && v.medium === "") e.medium = MSG.mediumEmpty;

  const materials = v.materials.trim();
  if (charCount(materials) > LIMITS.materialsMax) e.materials = MSG.materialsLength;
  else if (CONTROL.test(materials)) e.materials = "材质" + MSG.control;

  for (const f of ["width", "height", "depth"] as const) {
    const text = v[f].trim();
    if (text === "") {
      if (ctx.submit && f !== "depth") e[f] = MSG.dimensionEmpty;
      continue;
    }
    const t = cmToTenths(text);
    if (t === "decimal") e[f] = MSG.dimensionDecimal;
    else if (t === null || t < 1 || t > LIMITS.dimensionMaxTenths) e[f] = MSG.dimension;
  }

  if (v.edition === "numbered") {
    const n = intOf(v.editionNumber);
    const m = intOf(v.editionSize);
    const blank = v.editionNumber.trim() === "" && v.editionSize.trim() === "";
    if (!(blank && !ctx.submit) && (n === null || m === null || n < 1 || m > LIMITS.editionMax || n > m)) e.editionNumber = MSG.edition;
  }

  if (v.price.trim() !== "") {
    const fen = yuanToFen(v.price);
    if (fen === null) e.price = MSG.moneyFormat;
    else if (fen < LIMITS.priceMinFen || fen > LIMITS.priceMaxFen) e.price = MSG.price;
  } else if (ctx.submit) e.price = MSG.priceEmpty;

  if (v.shipping === "fixed") {
    const fen = yuanToFen(v.shippingFee);
    if (v.shippingFee.trim() === "" && !ctx.submit) {
      // a draft may leave the fee for later: it is saved without a fixed fee (see toFormInput)
    } else if (fen === null || fen < 1 || fen > LIMITS.shippingMaxFen) e.shippingFee = MSG.shippingFee;
  } else if (ctx.submit && v.shipping === "") e.shipping = MSG.shippingEmpty;
  if (ctx.submit && v.shipFrom === "") e.shipFrom = MSG.shipFromEmpty;

  const description = cleanDescription(v.description);
  if (charCount(description) > LIMITS.descriptionMax) e.description = MSG.descriptionLong;
  else if (CONTROL_BUT_NEWLINE.test(description)) e.description = "作品描述" + MSG.control;

  if (ctx.images > LIMITS.imagesMax) e.images = MSG.imagesMany;
  else if (ctx.submit && ctx.images === 0) e.images = MSG.imagesEmpty;
  if (ctx.submit && v.agree !== "1") e.agree = MSG.agreement;
  return e;
}


/** The GraphQL WorkFormInput of the values: what is valid for a draft is sent, what is not yet valid is left empty. */
export interface WorkFormInput {
  title: string;
  artistKind: "existing" | "self" | "new" | null;
  artistID: string | null;
  artistName: string;
  year: number | null;
  medium: Medium | null;
  materials: string;
  widthCm: number | null;
  heightCm: number | null;
  depthCm: number | null;
  editionNumber: number | null;
  editionSize: number | null;
  framed: boolean;
  signed: boolean;
  certificate: boolean;
  priceFen: string | null;
  shipping: "free" | "fixed" | "collect" | null;
  shippingFeeFen: string | null;
  shipFrom: string;
  description: string;
  images: ImageRef[];
}

function cm(text: string): number | null {
  const t = cmToTenths(text);
  return typeof t === "number" && t >= 1 && t <= LIMITS.dimensionMaxTenths ? t / 10 : null;
}

/** Values (valid for a draft: see validateWork) as the mutation's form. Fen travel as strings of digits. */
export function toFormInput(v: WorkValues, images: ImageRef[]): WorkFormInput {
  const kind = v.artistKind === "existing" || v.artistKind === "self" || v.artistKind === "new" ? v.artistKind : null;
  const price = yuanToFen(v.price);
  const fee = yuanToFen(v.shippingFee);
  const n = intOf(v.editionNumber);
  const m = intOf(v.editionSize);
  const numbered = v.edition === "numbered" && n !== null && m !== null;
  const shipping = v.shipping === "free" || v.shipping === "collect" || (v.shipping === "fixed" && fee !== null && fee >= 1) ? v.shipping : null;
  return {
    title: v.title.trim(),
    artistKind: kind,
    artistID: kind === "existing" && v.artistId !== "" ? v.artistId : null,
    artistName: kind === "new" ? v.artistName.trim() : "",
    year: v.year.trim() === "" ? null : intOf(v.year),
    medium: isMedium(v.medium) ? v.medium : null,
    materials: v.materials.trim(),
    widthCm: cm(v.width),
    heightCm: cm(v.height),
    depthCm: cm(v.depth),
    editionNumber: numbered ? n : null,
    editionSize: numbered ? m : null,
    framed: v.framed === "1",
    signed: v.signed === "1",
    certificate: v.certificate === "1",
    priceFen: price === null ? null : String(price),
    shipping,
    shippingFeeFen: shipping === "fixed" && fee !== null ? String(fee) : null,
    shipFrom: v.shipFrom,
    description: v.description.replace(/\r\n/g, "\n"),
    images,
  };
}

/** What a stored work holds, as the form's values (the fragment's fields). */
export interface StoredWork {
  readonly title: string;
  readonly artistKind: string | null | undefined;
  readonly artistID: string | null | undefined;
  readonly artistName: string;
  readonly year: number | null | undefined;
  readonly medium: string;
  readonly materials: string;
  readonly widthMm: number | null | undefined;
  readonly heightMm: number | null | undefined;
  readonly depthMm: number | null | undefined;
  readonly editionNumber: number | null | undefined;
  readonly editionSize: number | null | undefined;
  readonly framed: boolean;
  readonly signed: boolean;
  readonly certificate: boolean;
  readonly priceFen: string | number | null | undefined;
  readonly shipping: string | null | undefined;
  readonly shippingFeeFen: string | number;
  readonly shipFrom: string;
  readonly description: string;
}

const tenths = (v: number | null | undefined) => (v == null ? "" : tenthsToCm(v));

/** The form's values of a stored work (the declaration is never pre-ticked). */
export function valuesOf(s: StoredWork, artistLabel = ""): WorkValues {
  const numbered = s.editionNumber != null && s.editionSize != null;
  const fee = Number(s.shippingFeeFen);
  return {
    title: s.title,
    artistKind: s.artistKind ?? "",
    artistId: s.artistKind === "existing" && s.artistID ? s.artistID : "",
    artistLabel,
    artistName: s.artistName,
    year: s.year == null ? "" : String(s.year),
    medium: s.medium,
    materials: s.materials,
    width: tenths(s.widthMm),
    height: tenths(s.heightMm),
    depth: tenths(s.depthMm),
    edition: numbered ? "numbered" : "unique",
    editionNumber: numbered ? String(s.editionNumber) : "",
    editionSize: numbered ? String(s.editionSize) : "",
    framed: s.framed ? "1" : "",
    signed: s.signed ? "1" : "",
    certificate: s.certificate ? "1" : "",
    price: s.priceFen == null ? "" : fenToYuan(Number(s.priceFen)),
    shipping: s.shipping ?? "",
    shippingFee: s.shipping === "fixed" && fee > 0 ? fenToYuan(fee) : "",
    shipFrom: s.shipFrom,
    description: s.description,
    agree: "",
  };
}

/** The GraphQL field names of the server's refusals, as the form's fields. */
export function formField(serverField: string | null | undefined): WorkField | "images" | undefined {
  switch (serverField) {
    case "title":
    case "year":
    case "medium":
    case "materials":
    case "width":
    case "height":
    case "depth":
    case "price":
    case "shipping":
    case "shippingFee":
    case "shipFrom":
    case "description":
    case "images":
    case "artistName":
      return serverField;
    case "artist":
    case "artistKind":
      return "artistKind";
    case "edition":
      return "editionNumber";
    case "acceptAgreement":
      return "agree";
    default:
      return undefined;
  }
}
