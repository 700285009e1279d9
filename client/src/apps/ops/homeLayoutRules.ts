/**
 * The home page editor's sections as the form keeps them (/ops/homepage): pure moves on the list, checked by Vitest.
 * The server checks everything again (server/domain/publishing/home.go) and answers on the field.
 */

/** A piece chosen for a section, as the editor sees it. */
export interface HomeItem {
  readonly id: string;
  readonly number: number;
  readonly title: string;
  readonly visible: boolean;
}

/** A section in the form: its kind (the server's enum), heading and chosen pieces (none: the latest). */
export interface HomeSectionDraft {
  readonly kind: string;
  readonly title: string;
  readonly items: readonly HomeItem[];
}

/** The limits the server keeps (publishing.MaxHomeSections, MaxHomeItems, MaxHomeTitle). */
export const MAX_SECTIONS = 12;
export const MAX_ITEMS = 12;
export const MAX_TITLE = 20;

/** list with entry i moved by delta (-1 up, +1 down); the list itself when the move leaves it. */
export function move<T>(list: readonly T[], i: number, delta: number): readonly T[] {
  const j = i + delta;
  if (i < 0 || i >= list.length || j < 0 || j >= list.length) return list;
  const out = [...list];
  const [x] = out.splice(i, 1);
  out.splice(j, 0, x as T);
  return out;
}

/** list without entry i. */
export function removeAt<T>(list: readonly T[], i: number): readonly T[] {
  return list.filter((_, k) => k !== i);
}

/** list with entry i changed by f. */
export function updateAt<T>(list: readonly T[], i: number, f: (x: T) => T): readonly T[] {
  return list.map((x, k) => (k === i ? f(x) : x));
}

/** A section's pieces with item added at the end: unchanged when it is there already or the section is full. */
export function addItem(s: HomeSectionDraft, item: HomeItem): HomeSectionDraft {
  if (s.items.some((x) => x.id === item.id) || s.items.length >= MAX_ITEMS) return s;
  return { ...s, items: [...s.items, item] };
}

/** A section of another kind: its chosen pieces go (they were of the old kind), its heading stays. */
export function changeKind(s: HomeSectionDraft, kind: string): HomeSectionDraft {
  return kind === s.kind ? s : { ...s, kind, items: [] };
}

/** A new section of kind, headed by its label, filled by the latest. */
export function newSection(kind: string, label: string): HomeSectionDraft {
  return { kind, title: label.slice(0, MAX_TITLE), items: [] };
}

/** The save's input: the sections in order, each with its pieces' ids in order. */
export function toInput(sections: readonly HomeSectionDraft[]) {
  return { sections: sections.map((s) => ({ kind: s.kind, title: s.title, itemIDs: s.items.map((x) => x.id) })) };
}

/** The form's field of a server error on section i (the server's sections.{i}.{field}). */
export function sectionField(i: number, field: "kind" | "title" | "itemIDs"): string {
  return `sections.${i}.${field}`;
}

/** Every field the server may answer on, for the form's errors. */
export const HOME_FIELDS: readonly string[] = [
  "sections",
  "publishAt",
  ...Array.from({ length: MAX_SECTIONS }, (_, i) => (["kind", "title", "itemIDs"] as const).map((f) => sectionField(i, f))).flat(),
];
