import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ImageList } from "./ImageList";
import { storedItems, useImageUploads, type ImageItem } from "./useImageUploads";
import type { ImageRef } from "./useImageUploads";

/** A stand-in XMLHttpRequest: the test drives each request's progress and answer. */
class FakeXHR {
  static all: FakeXHR[] = [];
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = "";
  method = "";
  url = "";
  headers: Record<string, string> = {};
  body: unknown;
  constructor() {
    FakeXHR.all.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(k: string, v: string) {
    this.headers[k] = v;
  }
  getAllResponseHeaders() {
    return "content-type: application/json\r\n";
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total }));
  }
  answer(data: unknown, code = 1, message = "") {
    this.status = 200;
    this.responseText = JSON.stringify({ code, message, data });
    act(() => this.onload?.());
  }
  fail() {
    act(() => this.onerror?.());
  }
}

function Harness({ initial = [], onChange }: { initial?: ImageItem[]; onChange: (refs: ImageRef[]) => void }) {
  const uploads = useImageUploads(initial, onChange);
  return <ImageList uploads={uploads} onPickError={() => undefined} />;
}

const png = (name: string, size = 1000) => new File([new Uint8Array(size)], name, { type: "image/png" });
const picked = (file: File) => ({ key: `works/${file.name}`, url: `/media/${file.name}`, srcset: "", width: 1200, height: 900 });

function pick(files: File[]) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  fireEvent.change(input, { target: { files } });
}

beforeEach(() => {
  FakeXHR.all = [];
  vi.stubGlobal("XMLHttpRequest", FakeXHR);
});
afterEach(() => vi.unstubAllGlobals());

describe("uploading pictures", () => {
  it("uploads each file at once with its own progress bar, then saves the uploaded ones", async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    pick([png("a.png"), png("b.png")]);
    await waitFor(() => expect(FakeXHR.all).toHaveLength(2));
    expect(FakeXHR.all[0]!.method).toBe("POST");
    expect(FakeXHR.all[0]!.url).toMatch(/\/api\/upload\/artwork-image$/);
    expect((FakeXHR.all[0]!.body as FormData).get("file")).toBeInstanceOf(File);

    FakeXHR.all[0]!.progress(300, 1000);
    const bars = screen.getAllByRole("progressbar");
    expect(bars).toHaveLength(2);
    expect(bars[0]).toHaveProperty("value", 30);
    expect(bars[1]).toHaveProperty("value", 0);

    FakeXHR.all[1]!.answer(picked(png("b.png")));
    await waitFor(() => expect(screen.getAllByRole("progressbar")).toHaveLength(1));
    expect(onChange).toHaveBeenLastCalledWith([{ key: "works/b.png", width: 1200, height: 900 }]);
    FakeXHR.all[0]!.answer(picked(png("a.png")));
    await waitFor(() => expect(screen.queryByRole("progressbar")).toBeNull());
    // The order is the order picked, whatever finished first.
    expect(onChange).toHaveBeenLastCalledWith([
      { key: "works/a.png", width: 1200, height: 900 },
      { key: "works/b.png", width: 1200, height: 900 },
    ]);
  });

  it("shows the server's refusal and retries the same file", async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    pick([png("small.png")]);
    await waitFor(() => expect(FakeXHR.all).toHaveLength(1));
    FakeXHR.all[0]!.answer(null, 0, "图片短边至少 800 像素");
    const item = await screen.findByTestId("image-item");
    expect(within(item).getByRole("alert").textContent).toBe("图片短边至少 800 像素");
    expect(item.dataset.status).toBe("error");

    fireEvent.click(screen.getByRole("button", { name: "重试 第 1 张图片" }));
    await waitFor(() => expect(FakeXHR.all).toHaveLength(2));
    FakeXHR.all[1]!.fail();
    await waitFor(() => expect(screen.getByTestId("image-item").dataset.status).toBe("error"));
    fireEvent.click(screen.getByRole("button", { name: "重试 第 1 张图片" }));
    await waitFor(() => expect(FakeXHR.all).toHaveLength(3));
    FakeXHR.all[2]!.answer(picked(png("small.png")));
    await waitFor(() => expect(screen.getByTestId("image-item").dataset.status).toBe("done"));
    expect(onChange).toHaveBeenLastCalledWith([{ key: "works/small.png", width: 1200, height: 900 }]);

    fireEvent.click(screen.getByRole("button", { name: "删除 第 1 张图片" }));
    expect(screen.queryByTestId("image-item")).toBeNull();
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it("checks type and size before sending, and takes at most 9", () => {
    const errors: (string | undefined)[] = [];
    function Picky() {
      const uploads = useImageUploads(storedItems(Array.from({ length: 8 }, (_, i) => ({ key: `k${i}`, width: 900, height: 900 }))), () => undefined);
      return <ImageList uploads={uploads} onPickError={(m) => errors.push(m)} />;
    }
    render(<Picky />);
    pick([new File(["x"], "a.gif", { type: "image/gif" })]);
    pick([png("huge.png", 20 * 1024 * 1024 + 1)]);
    pick([png("a.png"), png("b.png")]);
    expect(errors).toEqual(["请上传 JPEG、PNG 或 WebP 格式的图片", "图片大小不能超过 20 MB", "作品图片最多 9 张"]);
    expect(FakeXHR.all).toHaveLength(1);
    expect(screen.getAllByTestId("image-item")).toHaveLength(9);
    expect(screen.queryByText("添加图片")).toBeNull();
  });
});

describe("reordering", () => {
  const three = () => storedItems(["one", "two", "three"].map((k) => ({ key: k, width: 1000, height: 800, url: `/media/${k}.jpg` })));
  const order = () => screen.getAllByTestId("image-item").map((li) => li.querySelector("img")!.getAttribute("src"));

  it("moves a picture with the arrow keys; the first is the cover", async () => {
    const onChange = vi.fn();
    render(<Harness initial={three()} onChange={onChange} />);
    const first = screen.getAllByTestId("image-item")[0]!;
    expect(first.getAttribute("aria-label")).toBe("第 1 张图片（封面）");
    expect(within(first).getByText("封面")).toBeTruthy();

    first.focus();
    fireEvent.keyDown(first, { key: "ArrowRight" });
    expect(order()).toEqual(["/media/two.jpg", "/media/one.jpg", "/media/three.jpg"]);
    expect(onChange).toHaveBeenLastCalledWith([
      { key: "two", width: 1000, height: 800 },
      { key: "one", width: 1000, height: 800 },
      { key: "three", width: 1000, height: 800 },
    ]);
    expect(screen.getByText("已移到第 2 张")).toBeTruthy();

    const last = screen.getAllByTestId("image-item")[2]!;
    fireEvent.keyDown(last, { key: "ArrowUp" });
    fireEvent.keyDown(screen.getAllByTestId("image-item")[1]!, { key: "ArrowLeft" });
    expect(order()).toEqual(["/media/three.jpg", "/media/two.jpg", "/media/one.jpg"]);
    expect(within(screen.getAllByTestId("image-item")[0]!).getByText("封面")).toBeTruthy();
    expect(screen.getByText("已移到第 1 张（封面）")).toBeTruthy();
    // At the ends nothing moves.
    fireEvent.keyDown(screen.getAllByTestId("image-item")[0]!, { key: "ArrowLeft" });
    expect(order()).toEqual(["/media/three.jpg", "/media/two.jpg", "/media/one.jpg"]);
  });

  it("moves a picture with its labelled buttons", () => {
    render(<Harness initial={three()} onChange={() => undefined} />);
    expect(screen.getByRole("button", { name: "前移 第 1 张图片" })).toHaveProperty("disabled", true);
    fireEvent.click(screen.getByRole("button", { name: "前移 第 3 张图片" }));
    expect(order()).toEqual(["/media/one.jpg", "/media/three.jpg", "/media/two.jpg"]);
    fireEvent.click(screen.getByRole("button", { name: "后移 第 1 张图片" }));
    expect(order()).toEqual(["/media/three.jpg", "/media/one.jpg", "/media/two.jpg"]);
  });

  it("moves a picture by dragging it onto another", () => {
    render(<Harness initial={three()} onChange={() => undefined} />);
    const items = screen.getAllByTestId("image-item");
    fireEvent.dragStart(items[2]!);
    fireEvent.dragOver(items[0]!);
    fireEvent.drop(items[0]!);
    expect(order()).toEqual(["/media/three.jpg", "/media/one.jpg", "/media/two.jpg"]);
  });
});
