import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { StrictMode, useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ImageViewer, ImageViewerProvider, useImageViewer, type ImageViewerProps } from "./index";

// jsdom has no layout: the viewport is window.innerWidth x innerHeight
// (1024 x 768 by default) and the natural image size is mocked. 1888 x 1376
// fits at exactly 50% inside 1024 - 80 by 768 - 80.
const NATURAL = { width: 1888, height: 1376 };

const FIVE = ["/a.jpg", "/b.jpg", "/c.jpg", "/d.jpg", "/e.jpg"];

function mockNaturalSize(size: { width: number; height: number }) {
  vi.spyOn(HTMLImageElement.prototype, "naturalWidth", "get").mockReturnValue(size.width);
  vi.spyOn(HTMLImageElement.prototype, "naturalHeight", "get").mockReturnValue(size.height);
}

function setViewport(width: number, height: number) {
  Object.defineProperty(window, "innerWidth", { configurable: true, writable: true, value: width });
  Object.defineProperty(window, "innerHeight", { configurable: true, writable: true, value: height });
}

function renderViewer(props: Partial<ImageViewerProps> = {}) {
  const onClose = props.onClose ?? vi.fn();
  const all: ImageViewerProps = { open: true, images: FIVE, initialIndex: 0, title: "作品图", ...props, onClose };
  const result = render(<ImageViewer {...all} />);
  return { ...result, onClose, props: all };
}

function image(): HTMLImageElement {
  return within(screen.getByRole("dialog")).getByRole("img") as HTMLImageElement;
}

function loadImage() {
  fireEvent.load(image());
}

function zoomText(): string {
  return screen.getByRole("status", { name: "缩放比例" }).textContent ?? "";
}

function counter(): string {
  return screen.getByTestId("image-viewer-counter").textContent ?? "";
}

function button(name: string): HTMLButtonElement {
  return screen.getByRole("button", { name }) as HTMLButtonElement;
}

/** Reads back {x, y, scale} (x, y = offset of the image centre from the viewport centre). */
function shownTransform() {
  const img = image();
  const match = /translate3d\(([-\d.e]+)px, ([-\d.e]+)px, 0\) scale\(([-\d.e]+)\)/.exec(img.style.transform);
  if (!match) throw new Error(`no transform: "${img.style.transform}"`);
  const width = Number.parseFloat(img.style.width);
  const height = Number.parseFloat(img.style.height);
  return {
    x: Number(match[1]) + width / 2,
    y: Number(match[2]) + height / 2,
    scale: Number(match[3]),
  };
}

beforeEach(() => {
  setViewport(1024, 768);
  mockNaturalSize(NATURAL);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("ImageViewer: rendering", () => {
  it("renders nothing while closed", () => {
    renderViewer({ open: false });
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("renders a modal dialog in a portal on document.body, named by the title", () => {
    const { container } = renderViewer();
    const dialog = screen.getByRole("dialog");
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    expect(dialog.getAttribute("aria-label")).toBe("作品图");
    expect(dialog.parentElement).toBe(document.body);
    expect(container.contains(dialog)).toBe(false);
    expect(screen.getByRole("heading", { name: "作品图" })).toBeTruthy();
  });

  it("has a default accessible name without a title", () => {
    renderViewer({ title: undefined });
    expect(screen.getByRole("dialog").getAttribute("aria-label")).toBe("图片查看");
  });

  it("is never part of server-rendered markup", () => {
    const html = renderToString(<ImageViewer open images={FIVE} initialIndex={1} title="作品图" onClose={() => {}} />);
    expect(html).toBe("");
  });

  it("has the Chinese-labelled controls", () => {
    renderViewer();
    for (const name of ["上一张", "下一张", "放大", "缩小", "适应窗口", "关闭"]) {
      expect(button(name)).toBeTruthy();
    }
  });

  it("hides the arrows for a single image", () => {
    renderViewer({ images: ["/only.jpg"] });
    expect(screen.queryByRole("button", { name: "上一张" })).toBeNull();
    expect(screen.queryByRole("button", { name: "下一张" })).toBeNull();
    expect(counter()).toBe("1 / 1");
  });

  it("shows the arrows for two images", () => {
    renderViewer({ images: ["/a.jpg", "/b.jpg"] });
    expect(button("上一张")).toBeTruthy();
    expect(button("下一张")).toBeTruthy();
  });

  it("starts at initialIndex and clamps it into the list", () => {
    renderViewer({ initialIndex: 1 });
    expect(counter()).toBe("2 / 5");
    expect(image().getAttribute("src")).toBe("/b.jpg");
  });

  it("clamps an out-of-range initialIndex", () => {
    renderViewer({ initialIndex: 42 });
    expect(counter()).toBe("5 / 5");
  });

  it("passes the matching srcSet", () => {
    renderViewer({ initialIndex: 1, srcSets: [undefined, "/b-2x.jpg 2x"] });
    expect(image().getAttribute("srcset")).toBe("/b-2x.jpg 2x");
  });

  it("shows a loading text until the image has loaded, then the fit percentage", () => {
    renderViewer();
    expect(screen.getByText("加载中…")).toBeTruthy();
    expect(zoomText()).toBe("–");
    loadImage();
    expect(screen.queryByText("加载中…")).toBeNull();
    expect(zoomText()).toBe("50%");
    expect(shownTransform()).toEqual({ x: 0, y: 0, scale: 0.5 });
    expect(image().style.width).toBe("1888px");
  });

  it("shows an error text when the image fails", () => {
    renderViewer();
    fireEvent.error(image());
    expect(screen.getByText("图片加载失败")).toBeTruthy();
  });
});

describe("ImageViewer: navigation", () => {
  it("next and previous buttons change the image and the counter, wrapping around", () => {
    renderViewer();
    expect(counter()).toBe("1 / 5");
    fireEvent.click(button("下一张"));
    expect(counter()).toBe("2 / 5");
    expect(image().getAttribute("src")).toBe("/b.jpg");
    fireEvent.click(button("上一张"));
    fireEvent.click(button("上一张"));
    expect(counter()).toBe("5 / 5");
    expect(image().getAttribute("src")).toBe("/e.jpg");
    fireEvent.click(button("下一张"));
    expect(counter()).toBe("1 / 5");
  });

  it("ArrowRight and ArrowLeft change the image", () => {
    renderViewer({ initialIndex: 2 });
    fireEvent.keyDown(document, { key: "ArrowRight" });
    expect(counter()).toBe("4 / 5");
    expect(image().getAttribute("src")).toBe("/d.jpg");
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "ArrowLeft" });
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "ArrowLeft" });
    expect(counter()).toBe("2 / 5");
    expect(image().getAttribute("src")).toBe("/b.jpg");
  });

  it("arrow keys do nothing with a single image", () => {
    renderViewer({ images: ["/only.jpg"] });
    fireEvent.keyDown(document, { key: "ArrowRight" });
    expect(counter()).toBe("1 / 1");
  });

  it("changing images resets the zoom to fit", () => {
    renderViewer();
    loadImage();
    fireEvent.click(button("放大"));
    expect(zoomText()).toBe("60%");
    fireEvent.click(button("下一张"));
    loadImage();
    expect(zoomText()).toBe("50%");
    expect(shownTransform()).toEqual({ x: 0, y: 0, scale: 0.5 });
  });

  it("a new images list resets the index to 0 (and the zoom)", () => {
    const { rerender, onClose } = renderViewer({ initialIndex: 3 });
    loadImage();
    fireEvent.click(button("放大"));
    expect(counter()).toBe("4 / 5");
    rerender(<ImageViewer open images={["/x.jpg", "/y.jpg", "/z.jpg"]} initialIndex={3} title="作品图" onClose={onClose} />);
    expect(counter()).toBe("1 / 3");
    expect(image().getAttribute("src")).toBe("/x.jpg");
    expect(zoomText()).toBe("–");
    loadImage();
    expect(zoomText()).toBe("50%");
  });

  it("a new array with the same URLs keeps the index", () => {
    const { rerender, onClose } = renderViewer({ initialIndex: 3 });
    rerender(<ImageViewer open images={[...FIVE]} initialIndex={3} title="作品图" onClose={onClose} />);
    expect(counter()).toBe("4 / 5");
  });

  it("reopening starts again at initialIndex", () => {
    const { rerender, onClose } = renderViewer({ initialIndex: 1 });
    fireEvent.click(button("下一张"));
    expect(counter()).toBe("3 / 5");
    rerender(<ImageViewer open={false} images={FIVE} initialIndex={1} onClose={onClose} />);
    expect(screen.queryByRole("dialog")).toBeNull();
    rerender(<ImageViewer open images={FIVE} initialIndex={1} onClose={onClose} />);
    expect(counter()).toBe("2 / 5");
  });
});

describe("ImageViewer: closing, focus and scroll", () => {
  it("Escape calls onClose", () => {
    const { onClose } = renderViewer();
    fireEvent.keyDown(document, { key: "Escape" });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("the close button calls onClose", () => {
    const { onClose } = renderViewer();
    fireEvent.click(button("关闭"));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("moves focus into the dialog and back to the opener on close", () => {
    function Page() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            查看大图
          </button>
          <ImageViewer open={open} images={FIVE} initialIndex={0} onClose={() => setOpen(false)} />
        </>
      );
    }
    render(<Page />);
    const opener = screen.getByRole("button", { name: "查看大图" });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole("dialog");
    expect(dialog.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(document, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it("keeps Tab inside the dialog", () => {
    renderViewer();
    // before load the zoom buttons are disabled: the first focusable control is
    // 关闭 (top bar), the last is 下一张
    const close = button("关闭");
    const next = button("下一张");
    next.focus();
    fireEvent.keyDown(document, { key: "Tab" });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(document, { key: "Tab", shiftKey: true });
    expect(document.activeElement).toBe(next);
  });

  it("locks body scroll while open and restores it on close", () => {
    document.body.style.overflow = "auto";
    const { unmount } = renderViewer();
    expect(document.body.style.overflow).toBe("hidden");
    unmount();
    expect(document.body.style.overflow).toBe("auto");
    document.body.style.overflow = "";
  });

  it("works under StrictMode (focus, lock and listeners set up once)", () => {
    const onClose = vi.fn();
    const { unmount } = render(
      <StrictMode>
        <ImageViewer open images={FIVE} initialIndex={0} onClose={onClose} />
      </StrictMode>,
    );
    expect(document.body.style.overflow).toBe("hidden");
    fireEvent.keyDown(document, { key: "Escape" });
    expect(onClose).toHaveBeenCalledTimes(1);
    unmount();
    expect(document.body.style.overflow).toBe("");
  });
});

describe("ImageViewer: zoom", () => {
  it("zoom buttons move in 10% steps and stop at 300% and at the fit percentage", () => {
    renderViewer();
    loadImage();
    expect(zoomText()).toBe("50%");
    expect(button("缩小").disabled).toBe(true);

    fireEvent.click(button("放大"));
    expect(zoomText()).toBe("60%");
    fireEvent.click(button("放大"));
    expect(zoomText()).toBe("70%");

    for (let i = 0; i < 30; i += 1) fireEvent.click(button("放大"));
    expect(zoomText()).toBe("300%");
    expect(button("放大").disabled).toBe(true);
    fireEvent.click(button("放大"));
    expect(zoomText()).toBe("300%");

    fireEvent.click(button("缩小"));
    expect(zoomText()).toBe("290%");
    for (let i = 0; i < 30; i += 1) fireEvent.click(button("缩小"));
    expect(zoomText()).toBe("50%");
    expect(button("缩小").disabled).toBe(true);
  });

  it("stops at a fit percentage that is not a multiple of 10", () => {
    mockNaturalSize({ width: 2000, height: 500 }); // fit 944 / 2000 = 47.2%
    renderViewer();
    loadImage();
    expect(zoomText()).toBe("47%");
    fireEvent.click(button("放大"));
    expect(zoomText()).toBe("57%");
    fireEvent.click(button("缩小"));
    fireEvent.click(button("缩小"));
    expect(zoomText()).toBe("47%");
  });

  it("zoom buttons are disabled until the image has loaded", () => {
    renderViewer();
    expect(button("放大").disabled).toBe(true);
    expect(button("缩小").disabled).toBe(true);
    expect(button("适应窗口").disabled).toBe(true);
  });

  it("the fit button resets zoom and pan with the 0.3 s transition", () => {
    renderViewer();
    loadImage();
    for (let i = 0; i < 5; i += 1) fireEvent.click(button("放大"));
    expect(zoomText()).toBe("100%");
    expect(image().className).toContain("transition-[opacity,transform]");
    expect(image().className).toContain("duration-300");
    fireEvent.click(button("适应窗口"));
    expect(zoomText()).toBe("50%");
    expect(shownTransform()).toEqual({ x: 0, y: 0, scale: 0.5 });
    expect(image().className).toContain("transition-[opacity,transform]");
  });

  it("each wheel notch zooms 10% in or out", () => {
    renderViewer();
    loadImage();
    const dialog = screen.getByRole("dialog");
    fireEvent.wheel(dialog, { deltaY: -100, clientX: 512, clientY: 384 });
    expect(zoomText()).toBe("60%");
    fireEvent.wheel(dialog, { deltaY: -100, clientX: 512, clientY: 384 });
    fireEvent.wheel(dialog, { deltaY: -3, clientX: 512, clientY: 384 });
    expect(zoomText()).toBe("80%");
    fireEvent.wheel(dialog, { deltaY: 100, clientX: 512, clientY: 384 });
    expect(zoomText()).toBe("70%");
    for (let i = 0; i < 10; i += 1) fireEvent.wheel(dialog, { deltaY: 100 });
    expect(zoomText()).toBe("50%");
  });

  it("wheel zoom is toward the pointer, without transition, and prevents page scrolling", () => {
    renderViewer();
    loadImage();
    const stage = screen.getByTestId("image-viewer-stage");
    const event = new WheelEvent("wheel", { deltaY: -100, clientX: 712, clientY: 384, bubbles: true, cancelable: true });
    act(() => {
      stage.dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(true);
    const t = shownTransform();
    expect(t.scale).toBe(0.6);
    expect(t.x).toBeCloseTo(-40, 6); // 200 - 200 * 1.2
    expect(t.y).toBe(0);
    expect(image().className).not.toContain("transition-[opacity,transform]");
  });

  it("recomputes the fit scale on resize", () => {
    renderViewer();
    loadImage();
    expect(zoomText()).toBe("50%");
    act(() => {
      setViewport(1968, 1456); // (1968 - 80) / 1888 = 1
      window.dispatchEvent(new Event("resize"));
    });
    expect(zoomText()).toBe("100%");
    expect(button("缩小").disabled).toBe(true);
  });
});

describe("ImageViewer: pan and pinch", () => {
  function zoomTo100() {
    for (let i = 0; i < 5; i += 1) fireEvent.click(button("放大"));
    expect(zoomText()).toBe("100%");
  }

  it("mouse drag pans without transition and is clamped to the image bounds", () => {
    renderViewer();
    loadImage();
    zoomTo100();
    const stage = screen.getByTestId("image-viewer-stage");
    expect(stage.className).toContain("cursor-grab");
    fireEvent.pointerDown(stage, { pointerId: 1, pointerType: "mouse", button: 0, clientX: 500, clientY: 400 });
    expect(stage.className).toContain("cursor-grabbing");
    fireEvent.pointerMove(stage, { pointerId: 1, pointerType: "mouse", clientX: 600, clientY: 450 });
    expect(shownTransform()).toEqual({ x: 100, y: 50, scale: 1 });
    expect(image().className).not.toContain("transition-[opacity,transform]");
    // far beyond the edge: half the overflow, (1888 - 1024) / 2 and (1376 - 768) / 2
    fireEvent.pointerMove(stage, { pointerId: 1, pointerType: "mouse", clientX: 3000, clientY: -3000 });
    expect(shownTransform()).toEqual({ x: 432, y: -304, scale: 1 });
    fireEvent.pointerUp(stage, { pointerId: 1, pointerType: "mouse", clientX: 3000, clientY: -3000 });
    fireEvent.pointerMove(stage, { pointerId: 1, pointerType: "mouse", clientX: 0, clientY: 0 });
    expect(shownTransform()).toEqual({ x: 432, y: -304, scale: 1 });
  });

  it("does not pan an image that fits (it stays centred)", () => {
    renderViewer();
    loadImage();
    const stage = screen.getByTestId("image-viewer-stage");
    expect(stage.className).not.toContain("cursor-grab");
    fireEvent.pointerDown(stage, { pointerId: 1, pointerType: "mouse", button: 0, clientX: 500, clientY: 400 });
    fireEvent.pointerMove(stage, { pointerId: 1, pointerType: "mouse", clientX: 700, clientY: 500 });
    expect(shownTransform()).toEqual({ x: 0, y: 0, scale: 0.5 });
  });

  it("ignores the right mouse button", () => {
    renderViewer();
    loadImage();
    zoomTo100();
    const stage = screen.getByTestId("image-viewer-stage");
    fireEvent.pointerDown(stage, { pointerId: 1, pointerType: "mouse", button: 2, clientX: 500, clientY: 400 });
    fireEvent.pointerMove(stage, { pointerId: 1, pointerType: "mouse", clientX: 600, clientY: 450 });
    expect(shownTransform()).toEqual({ x: 0, y: 0, scale: 1 });
  });

  it("one finger pans, two fingers pinch-zoom", () => {
    renderViewer();
    loadImage();
    const stage = screen.getByTestId("image-viewer-stage");
    // two fingers 200 px apart around the centre
    fireEvent.pointerDown(stage, { pointerId: 11, pointerType: "touch", clientX: 412, clientY: 384 });
    fireEvent.pointerDown(stage, { pointerId: 12, pointerType: "touch", clientX: 612, clientY: 384 });
    // spread to 400 px: ratio 2, midpoint moves 100 px right
    fireEvent.pointerMove(stage, { pointerId: 12, pointerType: "touch", clientX: 812, clientY: 384 });
    expect(zoomText()).toBe("100%");
    expect(shownTransform()).toEqual({ x: 100, y: 0, scale: 1 });
    // a huge spread stops at 300%
    fireEvent.pointerMove(stage, { pointerId: 12, pointerType: "touch", clientX: 5000, clientY: 384 });
    expect(zoomText()).toBe("300%");
    // lift one finger: the other one now pans
    fireEvent.pointerUp(stage, { pointerId: 12, pointerType: "touch", clientX: 5000, clientY: 384 });
    const before = shownTransform();
    fireEvent.pointerMove(stage, { pointerId: 11, pointerType: "touch", clientX: 402, clientY: 404 });
    const after = shownTransform();
    expect(after.scale).toBe(3);
    expect(after.x - before.x).toBeCloseTo(-10, 6);
    expect(after.y - before.y).toBeCloseTo(20, 6);
    fireEvent.pointerCancel(stage, { pointerId: 11, pointerType: "touch" });
  });

  it("pinching in stops at the fit scale", () => {
    renderViewer();
    loadImage();
    const stage = screen.getByTestId("image-viewer-stage");
    fireEvent.pointerDown(stage, { pointerId: 1, pointerType: "touch", clientX: 312, clientY: 384 });
    fireEvent.pointerDown(stage, { pointerId: 2, pointerType: "touch", clientX: 712, clientY: 384 });
    fireEvent.pointerMove(stage, { pointerId: 2, pointerType: "touch", clientX: 322, clientY: 384 });
    expect(zoomText()).toBe("50%");
    expect(shownTransform()).toEqual({ x: 0, y: 0, scale: 0.5 });
  });

  it("the stage disables the browser's own touch gestures", () => {
    renderViewer();
    expect(screen.getByTestId("image-viewer-stage").className).toContain("touch-none");
  });
});

describe("ImageViewerProvider / useImageViewer", () => {
  function Opener() {
    const viewer = useImageViewer();
    return (
      <button type="button" onClick={() => viewer.open({ images: FIVE, initialIndex: 2, title: "画廊" })}>
        打开
      </button>
    );
  }

  it("opens the viewer from anywhere below the provider (its code loaded on demand) and closes it", async () => {
    render(
      <ImageViewerProvider>
        <main>
          <Opener />
        </main>
      </ImageViewerProvider>,
    );
    expect(screen.queryByRole("dialog")).toBeNull();
    const opener = screen.getByRole("button", { name: "打开" });
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole("dialog", { name: "画廊" });
    expect(counter()).toBe("3 / 5");
    expect(dialog.contains(document.activeElement)).toBe(true);
    fireEvent.click(button("关闭"));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it("each open() starts fresh at its initialIndex", async () => {
    render(
      <ImageViewerProvider>
        <Opener />
      </ImageViewerProvider>,
    );
    fireEvent.click(screen.getByRole("button", { name: "打开" }));
    await screen.findByRole("dialog");
    fireEvent.click(button("下一张"));
    expect(counter()).toBe("4 / 5");
    fireEvent.keyDown(document, { key: "Escape" });
    fireEvent.click(screen.getByRole("button", { name: "打开" }));
    expect(counter()).toBe("3 / 5");
  });

  it("throws outside the provider", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(<Opener />)).toThrow(/ImageViewerProvider/);
  });
});
