/**
 * Who made the work: an artist of the catalogue (found by name or pinyin with the catalogue's own search,
 * artists(where: {search})), 本人 (the seller: they get an artist profile of their own, public once a work is listed),
 * or a new name. A gallery's listing does not offer 本人 (the artist would be made from the manager's name; the server
 * refuses it too).
 */
import { useEffect, useId, useState } from "react";
import { fetchQuery, graphql, useRelayEnvironment } from "react-relay/hooks";
import { TextField, useLatest } from "../../../components/form";
import type { ArtistPickerSearchQuery } from "./__generated__/ArtistPickerSearchQuery.graphql";
import type { ArtistPickerNameQuery } from "./__generated__/ArtistPickerNameQuery.graphql";

const searchQuery = graphql`
  query ArtistPickerSearchQuery($where: ArtistWhereInput!) {
    artists(first: 8, where: $where) {
      edges {
        node {
          id
          name
          pinyin
        }
      }
    }
  }
`;

const nameQuery = graphql`
  query ArtistPickerNameQuery($id: ID!) {
    node(id: $id) {
      ... on Artist {
        name
      }
    }
  }
`;

export const ARTIST_TEXT = {
  legend: "艺术家",
  existing: "选择已有艺术家",
  self: "本人",
  new: "新艺术家",
  search: "搜索艺术家",
  searchHint: "输入姓名或拼音",
  none: "没有找到，可以选择「新艺术家」填写姓名",
  chosen: "已选择",
  change: "更换",
  selfNote: "作品以你的名字署名；作品上架后，你会有自己的艺术家主页。",
  newName: "艺术家姓名",
} as const;

export interface ArtistValue {
  artistKind: string;
  artistId: string;
  artistLabel: string;
  artistName: string;
}

export interface ArtistPickerProps {
  value: ArtistValue;
  onChange: (patch: Partial<ArtistValue>) => void;
  onBlurName?: () => void;
  kindError?: string | undefined;
  nameError?: string | undefined;
  /** A gallery's listing: 本人 is not offered. */
  gallery?: boolean;
}

const KINDS = [
  ["existing", ARTIST_TEXT.existing],
  ["self", ARTIST_TEXT.self],
  ["new", ARTIST_TEXT.new],
] as const;

/** The artist ways offered: all for a member's own work; without 本人 for a gallery's listing. */
export function artistKinds(gallery: boolean): readonly (typeof KINDS)[number][] {
  return gallery ? KINDS.filter(([kind]) => kind !== "self") : KINDS;
}

export function ArtistPicker({ value, onChange, onBlurName, kindError, nameError, gallery = false }: ArtistPickerProps) {
  const id = useId();
  const env = useRelayEnvironment();
  const [q, setQ] = useState("");
  const onChangeRef = useLatest(onChange);
  const [results, setResults] = useState<readonly { id: string; name: string; pinyin: string }[] | null>(null);

  // Search as the seller types (after a short pause).
  useEffect(() => {
    const text = q.trim();
    if (value.artistKind !== "existing" || text === "") {
      setResults(null);
      return;
    }
    let live = true;
    const t = setTimeout(() => {
      fetchQuery<ArtistPickerSearchQuery>(env, searchQuery, { where: { search: text } }).subscribe({
        next: (data) => {
          if (live) setResults((data.artists.edges ?? []).flatMap((e) => (e?.node ? [e.node] : [])));
        },
        error: () => {
          if (live) setResults([]);
        },
      });
    }, 250);
    return () => {
      live = false;
      clearTimeout(t);
    };
  }, [env, q, value.artistKind]);

  // A stored draft names its artist by id only: read the name to show it.
  useEffect(() => {
    if (value.artistKind !== "existing" || value.artistId === "" || value.artistLabel !== "") return;
    const sub = fetchQuery<ArtistPickerNameQuery>(env, nameQuery, { id: value.artistId }).subscribe({
      next: (data) => {
        if (data.node?.name) onChangeRef.current({ artistLabel: data.node.name });
      },
    });
    return () => sub.unsubscribe();
  }, [env, onChangeRef, value.artistId, value.artistKind, value.artistLabel]);

  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={kindError ? `${id}-error` : undefined}>
      <legend className="text-xs font-medium text-secondary">{ARTIST_TEXT.legend}</legend>
      <div className="flex flex-wrap gap-4" role="radiogroup" aria-label={ARTIST_TEXT.legend}>
        {artistKinds(gallery).map(([kind, label]) => (
          <label key={kind} className="flex min-h-11 items-center gap-2 text-sm">
            <input type="radio" name={`${id}-kind`} value={kind} checked={value.artistKind === kind} onChange={() => onChange({ artistKind: kind })} className="h-4 w-4 accent-primary" />
            {label}
          </label>
        ))}
      </div>
      {value.artistKind === "existing" ? (
        value.artistId !== "" ? (
          <p className="flex items-center gap-3 text-sm" data-testid="artist-chosen">
            {ARTIST_TEXT.chosen}：<span className="font-medium">{value.artistLabel || value.artistId}</span>
            <button type="button" className="text-secondary hover:text-primary hover:underline" onClick={() => onChange({ artistId: "", artistLabel: "" })}>
              {ARTIST_TEXT.change}
            </button>
          </p>
        ) : (
          <div className="flex flex-col gap-1">
            <TextField label={ARTIST_TEXT.search} name="artistSearch" placeholder={ARTIST_TEXT.searchHint} value={q} onChange={setQ} maxLength={40} />
            {results !== null ? (
              results.length === 0 ? (
                <p className="text-xs text-secondary">{ARTIST_TEXT.none}</p>
              ) : (
                <ul className="flex flex-wrap gap-2" aria-label={ARTIST_TEXT.search}>
                  {results.map((a) => (
                    <li key={a.id}>
                      <button type="button" className="min-h-9 rounded-full border border-black/15 px-3 text-sm hover:border-primary" onClick={() => onChange({ artistId: a.id, artistLabel: a.name })}>
                        {a.name}
                        <span className="ml-1 text-xs text-secondary">{a.pinyin}</span>
                      </button>
                    </li>
                  ))}
                </ul>
              )
            ) : null}
          </div>
        )
      ) : null}
      {value.artistKind === "self" && !gallery ? <p className="text-xs text-secondary">{ARTIST_TEXT.selfNote}</p> : null}
      {value.artistKind === "new" ? (
        <TextField label={ARTIST_TEXT.newName} name="artistName" value={value.artistName} onChange={(v) => onChange({ artistName: v })} onBlur={onBlurName} error={nameError} maxLength={40} />
      ) : null}
      <p id={`${id}-error`} className={`min-h-4 text-xs leading-4 text-error ${kindError ? "" : "invisible"}`}>
        {kindError ?? ""}
      </p>
    </fieldset>
  );
}
