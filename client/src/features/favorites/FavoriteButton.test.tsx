import { describe, expect, it, vi, beforeEach } from "vitest";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { RelayEnvironmentProvider, graphql, useLazyLoadQuery } from "react-relay/hooks";
import { createOperationDescriptor, getRequest } from "relay-runtime";
import { createMockEnvironment, MockPayloadGenerator } from "relay-test-utils";
import { ToastProvider, createToastStore, type ToastStore } from "../../components/Toast";
import { FavoriteButton } from "./FavoriteButton";
import { FAVORITE_FAILED } from "./toggle";
import type { FavoriteButtonTestQuery } from "./__generated__/FavoriteButtonTestQuery.graphql";

// A signed-in member: the login check passes at once.
vi.mock("../auth/loginDialog", () => ({ ensureLogin: vi.fn(async () => true) }));

// Each test its own toast store, so one test's toast never shows in the next.
const toasts = vi.hoisted(() => ({ store: undefined as ToastStore | undefined }));
vi.mock("../../components/Toast", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../../components/Toast")>();
  const current = () => {
    if (!toasts.store) throw new Error("no toast store");
    return actual.createToastApi(toasts.store);
  };
  return {
    ...actual,
    toast: {
      success: (m: string) => current().success(m),
      info: (m: string) => current().info(m),
      error: (m: string) => current().error(m),
    },
  };
});

const query = graphql`
  query FavoriteButtonTestQuery @relay_test_operation {
    artworkByNumber(number: 1) {
      id
      favoriteCount
      viewerHasFavorited
    }
    artistByNumber(number: 1) {
      id
      followerCount
      viewerHasFavorited
    }
  }
`;

const ARTWORK = "4294967297";
const ARTIST = "8589934593";

// The button as a card renders it: its state read from the Relay store, so the optimistic change and its
// rollback show through the same props the page gives it.
function Harness() {
  const data = useLazyLoadQuery<FavoriteButtonTestQuery>(query, {}, { fetchPolicy: "store-only" });
  const { artworkByNumber: artwork, artistByNumber: artist } = data;
  return (
    <>
      {artwork ? <FavoriteButton kind="artwork" id={artwork.id} on={artwork.viewerHasFavorited} count={artwork.favoriteCount} showCount /> : null}
      {artist ? <FavoriteButton kind="artist" id={artist.id} on={artist.viewerHasFavorited} count={artist.followerCount} showCount /> : null}
    </>
  );
}

function setup({ artworkOn = false, artworkCount = 4, artistOn = true, artistCount = 10 } = {}) {
  const env = createMockEnvironment();
  const op = createOperationDescriptor(getRequest(query), {});
  env.commitPayload(
    op,
    MockPayloadGenerator.generate(op, {
      Artwork: () => ({ id: ARTWORK, favoriteCount: artworkCount, viewerHasFavorited: artworkOn }),
      Artist: () => ({ id: ARTIST, followerCount: artistCount, viewerHasFavorited: artistOn }),
    }).data as never,
  );
  render(
    <RelayEnvironmentProvider environment={env}>
      <ToastProvider store={toasts.store}>
        <Harness />
      </ToastProvider>
    </RelayEnvironmentProvider>,
  );
  return env;
}

const button = (kind: string) => screen.getByTestId(`favorite-${kind}`);
const count = (kind: string) => screen.getByTestId(`favorite-count-${kind}`).textContent;

/** Clicks the button and lets the login check pass, so the mutation is sent and its optimistic change shown. */
async function click(env: ReturnType<typeof createMockEnvironment>, kind: string) {
  const before = env.mock.getAllOperations().length;
  await act(async () => {
    fireEvent.click(button(kind));
  });
  expect(env.mock.getAllOperations()).toHaveLength(before + 1);
  return env.mock.getMostRecentOperation();
}

beforeEach(() => {
  toasts.store = createToastStore();
});

describe("FavoriteButton", () => {
  it("shows the change at once and keeps it when the server agrees", async () => {
    const env = setup();
    expect(button("artwork").textContent).toBe("收藏");
    expect(count("artwork")).toBe("4 人收藏");
    const op = await click(env, "artwork");
    expect(op.request.node.operation.name).toBe("FavoriteButtonMutation");
    expect(op.request.variables).toEqual({ input: { targetID: ARTWORK, on: true } });
    expect(button("artwork").textContent).toBe("已收藏"); // optimistic, before the answer
    expect(button("artwork").getAttribute("aria-pressed")).toBe("true");
    expect(count("artwork")).toBe("5 人收藏");
    act(() =>
      env.mock.resolve(op, {
        data: {
          favorite: {
            userErrors: [],
            isFavorited: true,
            count: 5,
            target: { __typename: "Artwork", id: ARTWORK, favoriteCount: 5, viewerHasFavorited: true },
          },
        },
      }),
    );
    expect(button("artwork").textContent).toBe("已收藏");
    expect(count("artwork")).toBe("5 人收藏");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("rolls back and shows the server's message when it answers a user error", async () => {
    const env = setup();
    const op = await click(env, "artwork");
    expect(button("artwork").textContent).toBe("已收藏");
    expect(count("artwork")).toBe("5 人收藏");
    act(() =>
      env.mock.resolve(op, {
        data: {
          favorite: {
            userErrors: [{ message: "收藏的对象不存在" }],
            isFavorited: false,
            count: 0,
            target: null,
          },
        },
      }),
    );
    expect((await screen.findByRole("alert")).textContent).toBe("收藏的对象不存在");
    expect(button("artwork").textContent).toBe("收藏");
    expect(button("artwork").getAttribute("aria-pressed")).toBe("false");
    expect(count("artwork")).toBe("4 人收藏");
  });

  it("rolls back an unfollow and shows the generic message when the request fails", async () => {
    const env = setup({ artistOn: true, artistCount: 10 });
    expect(button("artist").textContent).toBe("已关注");
    const op = await click(env, "artist");
    expect(op.request.variables).toEqual({ input: { targetID: ARTIST, on: false } });
    expect(button("artist").textContent).toBe("关注");
    expect(count("artist")).toBe("9 人关注");
    act(() => env.mock.reject(op, new Error("network down")));
    expect((await screen.findByRole("alert")).textContent).toBe(FAVORITE_FAILED);
    expect(button("artist").textContent).toBe("已关注");
    expect(count("artist")).toBe("10 人关注");
    // The artwork next to it never moved.
    expect(button("artwork").textContent).toBe("收藏");
    expect(count("artwork")).toBe("4 人收藏");
  });

  it("rolls back when a GraphQL error comes instead of data", async () => {
    const env = setup({ artworkOn: true, artworkCount: 1 });
    const op = await click(env, "artwork");
    expect(button("artwork").textContent).toBe("收藏");
    expect(count("artwork")).toBe("0 人收藏");
    act(() => env.mock.resolve(op, { data: null, errors: [{ message: "服务器错误" }] } as never));
    expect((await screen.findByRole("alert")).textContent).toBe(FAVORITE_FAILED);
    expect(button("artwork").textContent).toBe("已收藏");
    expect(count("artwork")).toBe("1 人收藏");
  });
});
