import { fireEvent, render, screen } from "@testing-library/react";
import { CodeField, EmailField } from "./ui";

const input = (label: string) => screen.getByLabelText(label, { selector: "input" }) as HTMLInputElement;

describe("the auth field kit", () => {
  it("CodeField takes six digits from the keypad and its link sends a code, but not while counting down", () => {
    const trigger = vi.fn();
    const { rerender } = render(
      <CodeField label="验证码" name="code" value="" onChange={() => {}} sendCode={{ remaining: 0, busy: false, trigger }} />,
    );
    expect(input("验证码").maxLength).toBe(6);
    expect(input("验证码").inputMode).toBe("numeric");
    expect(input("验证码").autocomplete).toBe("one-time-code");
    fireEvent.click(screen.getByRole("button", { name: "获取验证码" }));
    expect(trigger).toHaveBeenCalledTimes(1);
    rerender(<CodeField label="验证码" name="code" value="" onChange={() => {}} sendCode={{ remaining: 30, busy: false, trigger }} />);
    fireEvent.click(screen.getByRole("button", { name: /30/ }));
    expect(trigger).toHaveBeenCalledTimes(1);
  });

  it("EmailField is an e-mail input with its keypad and autofill", () => {
    render(<EmailField label="邮箱" name="email" value="" onChange={() => {}} />);
    expect(input("邮箱").type).toBe("email");
    expect(input("邮箱").inputMode).toBe("email");
    expect(input("邮箱").autocomplete).toBe("email");
  });
});
