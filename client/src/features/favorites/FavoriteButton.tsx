import { useCallback } from "react";
import { graphql, useMutation } from "react-relay/hooks";
import type { FavoriteButtonMutation } from "./__generated__/FavoriteButtonMutation.graphql";
import { ensureLogin } from "../auth/loginDialog";
import { toast } from "../../components/Toast";
import { countLabel, FAVORITE_FAILED, runToggle, toggleLabel, type FavoriteKind } from "./toggle";

export interface FavoriteButtonProps {
  kind: FavoriteKind;
  /** The artwork's, artist's or gallery's id. */
  id: string;
  on: boolean;
  count: number;
  /** Also show "N 人收藏" / "N 人关注". */
  showCount?: boolean;
}

/** 收藏 / 已收藏 (artworks), 关注 / 已关注 (artists, galleries), changed at once and rolled back on refusal. */
export function FavoriteButton({ kind, id, on, count, showCount = false }: FavoriteButtonProps) {
  const [commitMutation] = useMutation<FavoriteButtonMutation>(graphql`
    mutation FavoriteButtonMutation($input: FavoriteInput!) {
      favorite(input: $input) {
        userErrors {
          message
        }
        isFavorited
        count
        target {
          id
          ... on Artwork {
            favoriteCount
            viewerHasFavorited
          }
          ... on Artist {
            followerCount
            viewerHasFavorited
          }
          ... on Gallery {
            followerCount
            viewerHasFavorited
          }
        }
      }
    }
  `);
  const toggle = useCallback(
    (event: React.MouseEvent) => {
      event.preventDefault();
      event.stopPropagation();
      const next = !on;
      const nextCount = Math.max(0, count + (next ? 1 : -1));
      const typename = kind === "artwork" ? "Artwork" : kind === "artist" ? "Artist" : "Gallery";
      const counted = kind === "artwork" ? { favoriteCount: nextCount } : { followerCount: nextCount };
      void runToggle(next, {
        ensureLogin,
        showError: (message) => toast.error(message),
        commit: (value) =>
          new Promise<string | null>((resolve) => {
            commitMutation({
              variables: { input: { targetID: id, on: value } },
              optimisticResponse: {
                favorite: {
                  userErrors: [],
                  isFavorited: value,
                  count: nextCount,
                  target: { __typename: typename, id, viewerHasFavorited: value, ...counted },
                },
              },
              onCompleted: (data) => resolve(data.favorite.userErrors[0]?.message ?? null),
              onError: () => resolve(FAVORITE_FAILED),
            });
          }),
      });
    },
    [commitMutation, count, id, kind, on],
  );
  return (
    <span className="inline-flex items-center gap-2 text-sm">
      <button
        type="button"
        onClick={toggle}
        aria-pressed={on}
        // Beside aria-pressed, and one class for both states (styled by aria-pressed): the Go server turns a
        // member's favourites on in the cached page by these two attributes and the label alone
        // (server/web/ssr/memberlayer.go).
        data-fav={id}
        data-testid={`favorite-${kind}`}
        className="rounded border border-black bg-black px-3 py-1 text-white aria-pressed:border-black/20 aria-pressed:bg-transparent aria-pressed:text-secondary"
      >
        {toggleLabel(kind, on)}
      </button>
      {showCount ? <span data-testid={`favorite-count-${kind}`}>{countLabel(kind, count)}</span> : null}
    </span>
  );
}
