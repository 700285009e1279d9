import { act, fireEvent, render, renderHook, screen } from "@testing-library/react";
import { FORM_LABELS, PasswordField, SubmitButton, TextField, hasErrors, useFormState, useMounted, useSubmitState, type FieldErrors } from ".";

interface Values {
  name: string;
  city: string;
}
const validate = (v: Values): FieldErrors<keyof Values> => ({
  ...(v.name.trim() === "" ? { name: "请输入名称" } : {}),
  ...(v.city.trim() === "" ? { city: "请输入城市" } : {}),
});

describe("useFormState", () => {
  it("checks a field when it is left after an edit, not before", () => {
    const { result } = renderHook(() => useFormState<Values>({ name: "", city: "" }, validate));
    act(() => result.current.blur("name"));
    expect(result.current.errors).toEqual({});
    act(() => result.current.set("name", " "));
    act(() => result.current.blur("name"));
    expect(result.current.errors).toEqual({ name: "请输入名称" });
    // Once shown, the message follows every edit.
    act(() => result.current.set("name", "画廊"));
    expect(result.current.errors).toEqual({});
  });

  it("validates every field on submit, and clears one without validating it", () => {
    const { result } = renderHook(() => useFormState<Values>({ name: "", city: "" }, validate));
    let errors: FieldErrors<keyof Values> = {};
    act(() => {
      errors = result.current.validateAll();
    });
    expect(hasErrors(errors)).toBe(true);
    expect(result.current.errors).toEqual({ name: "请输入名称", city: "请输入城市" });
    act(() => result.current.clear("city"));
    expect(result.current.errors).toEqual({ name: "请输入名称" });
    act(() => result.current.setError("city", "城市不存在"));
    expect(result.current.errors.city).toBe("城市不存在");
    act(() => result.current.reset());
    expect(result.current.errors).toEqual({});
    expect(result.current.values).toEqual({ name: "", city: "" });
  });

  it("checks one field with a rule of its own, shows the message and says whether it passed", () => {
    const { result } = renderHook(() => useFormState<Values>({ name: "", city: "" }, validate));
    const rule = (v: string) => (/^\d+$/.test(v) ? undefined : "只能是数字");
    act(() => result.current.set("city", "abc"));
    let ok = true;
    act(() => {
      ok = result.current.check("city", rule);
    });
    expect(ok).toBe(false);
    expect(result.current.errors).toEqual({ city: "只能是数字" });
    act(() => result.current.set("city", "42"));
    act(() => {
      ok = result.current.check("city", rule);
    });
    expect(ok).toBe(true);
    expect(result.current.errors).toEqual({});
  });
});

describe("useMounted", () => {
  it("is true while the component is mounted and false once it is gone", () => {
    const { result, unmount } = renderHook(() => useMounted());
    const mounted = result.current;
    expect(mounted.current).toBe(true);
    unmount();
    expect(mounted.current).toBe(false);
  });
});

describe("fields", () => {
  it("shows a field's message under it and marks the input invalid", () => {
    render(<TextField label="名称" value="" onChange={() => {}} error="请输入名称" />);
    const input = screen.getByLabelText("名称");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(input.getAttribute("aria-describedby")!)!.textContent).toBe("请输入名称");
  });

  it("shows and hides a password", () => {
    render(<PasswordField label="密码" value="secret" onChange={() => {}} />);
    const input = screen.getByLabelText("密码", { selector: "input" });
    expect(input.getAttribute("type")).toBe("password");
    fireEvent.click(screen.getByRole("button", { name: FORM_LABELS.showPassword }));
    expect(input.getAttribute("type")).toBe("text");
    expect(screen.getByRole("button", { name: FORM_LABELS.hidePassword })).toBeTruthy();
  });

  it("disables the submit button with its busy label while submitting", () => {
    const { rerender } = render(<SubmitButton busy={false} label="保存" busyLabel="保存中…" />);
    expect(screen.getByRole("button", { name: "保存" }).hasAttribute("disabled")).toBe(false);
    rerender(<SubmitButton busy label="保存" busyLabel="保存中…" />);
    expect(screen.getByRole("button", { name: "保存中…" }).hasAttribute("disabled")).toBe(true);
  });
});

describe("useSubmitState", () => {
  it("runs one submit at a time: a second call while one runs is ignored", async () => {
    const { result } = renderHook(() => useSubmitState());
    let finish!: () => void;
    const sent = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    let first!: Promise<void>;
    act(() => {
      first = result.current.run(sent);
      // Before the busy state has rendered: a double click.
      void result.current.run(sent);
    });
    expect(result.current.busy).toBe(true);
    expect(sent).toHaveBeenCalledTimes(1);
    await act(async () => {
      finish();
      await first;
    });
    expect(result.current.busy).toBe(false);
    await act(() => result.current.run(sent.mockResolvedValueOnce(undefined)));
    expect(sent).toHaveBeenCalledTimes(2);
  });

  it("clears busy when the submit throws", async () => {
    const { result } = renderHook(() => useSubmitState());
    await act(async () => {
      await expect(result.current.run(() => Promise.reject(new Error("网络错误")))).rejects.toThrow("网络错误");
    });
    expect(result.current.busy).toBe(false);
  });
});
