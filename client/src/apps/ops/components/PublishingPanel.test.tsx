import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import type { UseMutationConfig } from "react-relay/hooks";
import type { Disposable, MutationParameters } from "relay-runtime";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CoverField, type CoverInput } from "./CoverField";
import { PublishingPanel, usePublishingForm } from "./PublishingPanel";

/** A stand-in XMLHttpRequest: the test answers each upload when it likes. */
class FakeXHR {
  static all: FakeXHR[] = [];
  upload = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = "";
  constructor() {
    FakeXHR.all.push(this);
  }
  open() {}
  setRequestHeader() {}
  getAllResponseHeaders() {
    return "content-type: application/json\r\n";
  }
  send() {}
  abort() {}
  answer(data: unknown, code = 1, message = "") {
    this.status = 200;
    this.responseText = JSON.stringify({ code, message, data });
    act(() => this.onload?.());
  }
}

const stored = { key: "covers/old.png", width: 1600, height: 900, picture: { url: "/media/old.png", srcset: "" } };
const fresh = { key: "covers/new.png", url: "/media/new.png", srcset: "", width: 1600, height: 900 };

type Commit = (config: UseMutationConfig<MutationParameters>) => Disposable;

/** An editor with a cover, its 保存草稿 and its publishing panel; commit stands for the save and act mutations. */
function Editor({ commit }: { commit: Commit }) {
  const [cover, setCover] = useState<CoverInput>({ key: stored.key, width: stored.width, height: stored.height });
  const form = usePublishingForm(["cover", "publishAt"] as const);
  return (
    <>
      <CoverField stored={stored} onChange={setCover} {...form.picture("cover")} />
      <button type="button" onClick={() => form.save(commit, { cover }, () => [[], null], null)}>
        保存草稿
      </button>
      <PublishingPanel
        kind="article"
        actions={[{ action: "PUBLISH", label: "立即发布" }]}
        acting={false}
        error={undefined}
        previewTo="/preview"
        publicTo={null}
        onAct={(action, at) => form.act(commit, "a1", action, at, () => [[], null])}
        onError={() => undefined}
        hold={form.hold}
      />
    </>
  );
}

function show() {
  const commit = vi.fn<Commit>(() => ({ dispose: () => undefined }));
  const router = createMemoryRouter(
    [
      { path: "/edit", element: <Editor commit={commit} /> },
      { path: "/preview", element: <p>草稿预览</p> },
    ],
    { initialEntries: ["/edit"] },
  );
  render(<RouterProvider router={router} />);
  return { commit, router };
}

/** Replaces the stored cover with a new file: its upload starts and waits for the test's answer. */
async function replaceCover() {
  const cover = screen.getByTestId("cover-field");
  fireEvent.click(within(cover).getByRole("button", { name: /删除/ }));
  const input = cover.querySelector<HTMLInputElement>('input[type="file"]')!;
  fireEvent.change(input, { target: { files: [new File([new Uint8Array(100)], "new.png", { type: "image/png" })] } });
  await waitFor(() => expect(FakeXHR.all).toHaveLength(1));
  return FakeXHR.all[0]!;
}

beforeEach(() => {
  FakeXHR.all = [];
  vi.stubGlobal("XMLHttpRequest", FakeXHR);
});
afterEach(() => vi.unstubAllGlobals());

describe("a publishing form while its picture uploads", () => {
  it("sends nothing while the cover uploads (保存草稿, 发布, 预览), says why on the field, then saves the new cover", async () => {
    const { commit, router } = show();
    const upload = await replaceCover();

    fireEvent.click(screen.getByRole("button", { name: "保存草稿" }));
    fireEvent.click(screen.getByRole("button", { name: "立即发布" }));
    fireEvent.click(screen.getByTestId("article-preview-link"));
    expect(commit).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe("/edit");
    expect(within(screen.getByTestId("cover-field")).getByRole("alert").textContent).toBe("图片上传中，请稍候");

    upload.answer(fresh);
    // The hold's message goes once the picture is there.
    await waitFor(() => expect(within(screen.getByTestId("cover-field")).queryByRole("alert")).toBeNull());
    fireEvent.click(screen.getByRole("button", { name: "保存草稿" }));
    expect(commit).toHaveBeenCalledTimes(1);
    expect(commit.mock.calls[0]![0]).toMatchObject({ variables: { input: { cover: { key: fresh.key } } } });
  });

  it("a failed upload holds the form with its message on the field until it is removed", async () => {
    const { commit } = show();
    const upload = await replaceCover();
    upload.answer(null, 0, "请上传 JPEG、PNG 或 WebP 格式的图片");
    const cover = screen.getByTestId("cover-field");
    await waitFor(() => expect(within(cover).getByTestId("image-item").dataset.status).toBe("error"));

    fireEvent.click(screen.getByRole("button", { name: "保存草稿" }));
    expect(commit).not.toHaveBeenCalled();
    expect(within(cover).getAllByRole("alert").map((x) => x.textContent)).toEqual(["请上传 JPEG、PNG 或 WebP 格式的图片", "请上传 JPEG、PNG 或 WebP 格式的图片"]);

    // Removed: the article is saved without a cover, as the editor now sees it.
    fireEvent.click(within(cover).getByRole("button", { name: /删除/ }));
    fireEvent.click(screen.getByRole("button", { name: "保存草稿" }));
    expect(commit).toHaveBeenCalledTimes(1);
    expect(commit.mock.calls[0]![0]).toMatchObject({ variables: { input: { cover: null } } });
  });
});
