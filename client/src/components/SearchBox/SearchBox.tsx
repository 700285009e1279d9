import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { fetchQuery, graphql, useRelayEnvironment } from "react-relay/hooks";
import { Form, useNavigate } from "react-router";
import type { SearchBoxSuggestQuery } from "./__generated__/SearchBoxSuggestQuery.graphql";
import { cleanQuery } from "../../lib/searchTypes";
import { paths, searchHref } from "../../system/paths";

const suggestQuery = graphql`
  query SearchBoxSuggestQuery($where: ArtistWhereInput!, $galleryWhere: GalleryWhereInput!, $artworkWhere: ArtworkWhereInput!) {
    artists(first: 4, where: $where, orderBy: { field: PINYIN, direction: ASC }) {
      edges {
        node {
          id
          number
          name
          region
        }
      }
    }
    galleries(first: 3, where: $galleryWhere, orderBy: { field: PINYIN, direction: ASC }) {
      edges {
        node {
          id
          number
          name
          city
        }
      }
    }
    artworks(first: 5, where: $artworkWhere, orderBy: { field: CREATED_AT, direction: DESC }) {
      edges {
        node {
          id
          number
          title
          artist {
            name
          }
        }
      }
    }
  }
`;

interface Suggestion {
  id: string;
  href: string;
  kind: string;
  text: string;
  detail: string;
}

/** Time after the last keystroke before suggestions are asked for. */
export const SUGGEST_DELAY_MS = 200;

/**
 * The search box: a GET form on /search (works without JavaScript) that, in the browser, suggests artists,
 * galleries and works while typing. Arrow keys move through the suggestions, Enter opens one (or searches),
 * Escape closes the list.
 */
export function SearchBox({ initial }: { initial: string }) {
  const env = useRelayEnvironment();
  const navigate = useNavigate();
  const id = useId();
  const [value, setValue] = useState(initial);
  const [items, setItems] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const typed = useRef(false);

  useEffect(() => {
    const q = cleanQuery(value);
    if (!typed.current || q === "") {
      setItems([]);
      return;
    }
    let sub: { unsubscribe(): void } | null = null;
    const timer = setTimeout(() => {
      sub = fetchQuery<SearchBoxSuggestQuery>(
        env,
        suggestQuery,
        { where: { search: q }, galleryWhere: { search: q }, artworkWhere: { search: q } },
        { fetchPolicy: "network-only" },
      ).subscribe({
        next: (data) => {
          const list: Suggestion[] = [
            ...(data.artists.edges ?? []).flatMap((e) =>
              e?.node ? [{ id: e.node.id, href: paths.artist(e.node.number), kind: "艺术家", text: e.node.name, detail: e.node.region ?? "" }] : [],
            ),
            ...(data.galleries.edges ?? []).flatMap((e) =>
              e?.node ? [{ id: e.node.id, href: paths.gallery(e.node.number), kind: "画廊", text: e.node.name, detail: e.node.city }] : [],
            ),
            ...(data.artworks.edges ?? []).flatMap((e) =>
              e?.node ? [{ id: e.node.id, href: paths.artwork(e.node.number), kind: "作品", text: `《${e.node.title}》`, detail: e.node.artist.name }] : [],
            ),
          ];
          setItems(list);
          setActive(-1);
          setOpen(true);
        },
        error: () => setItems([]),
      });
    }, SUGGEST_DELAY_MS);
    return () => {
      clearTimeout(timer);
      sub?.unsubscribe();
    };
  }, [value, env]);

  const listId = `${id}-list`;
  const shown = open && items.length > 0;

  function go(href: string) {
    setOpen(false);
    void navigate(href);
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === "ArrowDown" && items.length > 0) {
      e.preventDefault();
      setOpen(true);
      setActive((a) => (a + 1) % items.length);
    } else if (e.key === "ArrowUp" && items.length > 0) {
      e.preventDefault();
      setActive((a) => (a <= 0 ? items.length - 1 : a - 1));
    } else if (e.key === "Escape") {
      setOpen(false);
      setActive(-1);
    } else if (e.key === "Enter" && shown && active >= 0) {
      e.preventDefault();
      go(items[active]!.href);
    }
  }

  return (
    <Form
      method="get"
      action={paths.search()}
      role="search"
      className="relative"
      onSubmit={(e) => {
        e.preventDefault();
        go(searchHref(value));
      }}
    >
      <div className="flex">
        <input
          type="search"
          name="q"
          value={value}
          onChange={(e) => {
            typed.current = true;
            setValue(e.target.value);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
          onFocus={() => setOpen(true)}
          maxLength={40}
          placeholder="搜索作品、艺术家、画廊、展览与文章（支持拼音与首字母）"
          aria-label="搜索"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={shown}
          aria-controls={listId}
          aria-activedescendant={shown && active >= 0 ? `${listId}-${active}` : undefined}
          autoComplete="off"
          className="min-w-0 flex-1 rounded-l border border-black/20 bg-white px-4 py-2.5 focus:border-primary focus:outline-none"
        />
        <button type="submit" className="rounded-r bg-primary px-6 text-white">
          搜索
        </button>
      </div>
      {shown ? (
        <ul id={listId} role="listbox" aria-label="搜索建议" className="absolute inset-x-0 top-full z-20 mt-1 rounded border border-black/10 bg-white py-1 shadow-lg">
          {items.map((s, i) => (
            <li
              key={s.id}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              onMouseDown={(e) => {
                e.preventDefault();
                go(s.href);
              }}
              onMouseEnter={() => setActive(i)}
              className={`flex cursor-pointer items-baseline gap-3 px-4 py-2 text-sm ${i === active ? "bg-black/5" : ""}`}
            >
              <span className="w-12 shrink-0 text-xs text-secondary">{s.kind}</span>
              <span className="truncate">{s.text}</span>
              <span className="ml-auto shrink-0 text-xs text-secondary">{s.detail}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </Form>
  );
}
