import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { useState } from "react";
import { createMemoryRouter, Link, RouterProvider } from "react-router";
import { useConfirm, useLeaveGuard } from "./index";

/** A page with a button that asks before a destructive action, and a field before it. */
function Asker({ onAnswer }: { onAnswer: (ok: boolean) => void }) {
  const [ask, dialog] = useConfirm();
  return (
    <div>
      <input aria-label="前面的输入框" />
      <button type="button" onClick={() => void ask({ title: "删除这个地址？", body: "张三 北京市", confirmLabel: "删除" }).then(onAnswer)}>
        删除
      </button>
      {dialog}
    </div>
  );
}

function open() {
  const onAnswer = vi.fn();
  render(<Asker onAnswer={onAnswer} />);
  const opener = screen.getByRole("button", { name: "删除" });
  opener.focus();
  fireEvent.click(opener);
  const dialog = screen.getByRole("alertdialog", { name: "删除这个地址？" });
  return { onAnswer, opener, dialog };
}

describe("ConfirmDialog", () => {
  it("is a modal alert dialog named by its question, described by its body, with 取消 and the action's verb", () => {
    const { dialog } = open();
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    expect(dialog.getAttribute("aria-describedby")).toBeTruthy();
    expect(document.getElementById(dialog.getAttribute("aria-describedby") ?? "")?.textContent).toBe("张三 北京市");
    expect(within(dialog).getAllByRole("button").map((b) => b.textContent)).toEqual(["取消", "删除"]);
    // Portalled to the body: no overflow or stacking context of the page clips it.
    expect(dialog.closest("[data-testid=confirm-backdrop]")?.parentElement).toBe(document.body);
  });

  it("moves focus to 取消, keeps Tab and Shift+Tab inside, and returns focus to the opener on close", async () => {
    const { dialog, opener, onAnswer } = open();
    const [cancel, confirm] = within(dialog).getAllByRole("button");
    expect(document.activeElement).toBe(cancel);
    confirm!.focus();
    fireEvent.keyDown(confirm!, { key: "Tab" });
    expect(document.activeElement).toBe(cancel);
    fireEvent.keyDown(cancel!, { key: "Tab", shiftKey: true });
    expect(document.activeElement).toBe(confirm);
    await act(async () => {
      fireEvent.click(cancel!);
    });
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(onAnswer).toHaveBeenCalledWith(false);
    expect(document.activeElement).toBe(opener);
  });

  it("Esc cancels; the action's button confirms; each answers once", async () => {
    const first = open();
    await act(async () => {
      fireEvent.keyDown(first.dialog, { key: "Escape" });
    });
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(first.onAnswer).toHaveBeenCalledTimes(1);
    expect(first.onAnswer).toHaveBeenLastCalledWith(false);

    fireEvent.click(first.opener);
    const dialog = screen.getByRole("alertdialog");
    await act(async () => {
      fireEvent.click(within(dialog).getByRole("button", { name: "删除" }));
    });
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(first.onAnswer).toHaveBeenCalledTimes(2);
    expect(first.onAnswer).toHaveBeenLastCalledWith(true);
  });

  it("a tap on the backdrop cancels; one inside the panel does not", async () => {
    const { dialog, onAnswer } = open();
    fireEvent.mouseDown(dialog);
    expect(screen.getByRole("alertdialog")).toBeTruthy();
    await act(async () => {
      fireEvent.mouseDown(screen.getByTestId("confirm-backdrop"));
    });
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(onAnswer).toHaveBeenCalledWith(false);
  });

  it("a question left open when its component goes away is answered 取消", async () => {
    const onAnswer = vi.fn();
    const { unmount } = render(<Asker onAnswer={onAnswer} />);
    fireEvent.click(screen.getByRole("button", { name: "删除" }));
    unmount();
    await act(async () => {});
    expect(onAnswer).toHaveBeenCalledWith(false);
  });
});

function DirtyForm() {
  const [text, setText] = useState("");
  const leave = useLeaveGuard(text !== "", "地址还没有保存，确定离开吗？");
  return (
    <div>
      <input aria-label="收货人" value={text} onChange={(e) => setText(e.target.value)} />
      <Link to="/other">别的页面</Link>
      {leave.dialog}
    </div>
  );
}

describe("useLeaveGuard", () => {
  function setup() {
    const router = createMemoryRouter([
      { path: "/", element: <DirtyForm /> },
      { path: "/other", element: <p>别的页面内容</p> },
    ]);
    render(<RouterProvider router={router} />);
    return router;
  }

  it("lets a clean form go without asking", async () => {
    const router = setup();
    await act(async () => {
      fireEvent.click(screen.getByRole("link", { name: "别的页面" }));
    });
    expect(router.state.location.pathname).toBe("/other");
  });

  it("asks in the dialog (not window.confirm) before leaving a dirty form: 取消 stays with the text, 离开 goes", async () => {
    const native = vi.spyOn(window, "confirm");
    const router = setup();
    fireEvent.change(screen.getByLabelText("收货人"), { target: { value: "张三" } });
    await act(async () => {
      fireEvent.click(screen.getByRole("link", { name: "别的页面" }));
    });
    const dialog = screen.getByRole("alertdialog", { name: "地址还没有保存，确定离开吗？" });
    await act(async () => {
      fireEvent.keyDown(dialog, { key: "Escape" });
    });
    expect(router.state.location.pathname).toBe("/");
    expect((screen.getByLabelText("收货人") as HTMLInputElement).value).toBe("张三");

    await act(async () => {
      fireEvent.click(screen.getByRole("link", { name: "别的页面" }));
    });
    await act(async () => {
      fireEvent.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "离开" }));
    });
    expect(router.state.location.pathname).toBe("/other");
    expect(native).not.toHaveBeenCalled();
    native.mockRestore();
  });
});
