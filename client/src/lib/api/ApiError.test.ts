import { API_MESSAGES, ApiError, errorMessage, isApiError } from "./ApiError";

describe("ApiError", () => {
  it("carries code, status, kind and message and is an Error", () => {
    const err = new ApiError("验证码错误", { code: 0, status: 200, kind: "envelope" });
    expect(err).toBeInstanceOf(Error);
    expect(err.name).toBe("ApiError");
    expect(err.message).toBe("验证码错误");
    expect(err.code).toBe(0);
    expect(err.status).toBe(200);
    expect(err.kind).toBe("envelope");
    expect(isApiError(err)).toBe(true);
    expect(isApiError(new Error("x"))).toBe(false);
  });

  it("keeps a cause", () => {
    const cause = new TypeError("Failed to fetch");
    const err = new ApiError(API_MESSAGES.cors, { code: 0, status: 0, kind: "network", cause });
    expect(err.cause).toBe(cause);
  });
});

describe("errorMessage", () => {
  it("prefers the server message", () => {
    const err = new ApiError("邮箱或密码错误", { code: 0, status: 200, kind: "envelope" });
    expect(errorMessage(err, "登录失败，请检查邮箱和密码")).toBe("邮箱或密码错误");
  });

  it("falls back when the message is empty or the error is not an ApiError", () => {
    const empty = new ApiError("  ", { code: 0, status: 200, kind: "envelope" });
    expect(errorMessage(empty, "注册失败，请稍后重试")).toBe("注册失败，请稍后重试");
    expect(errorMessage(new TypeError("x is undefined"), "注册失败，请稍后重试")).toBe("注册失败，请稍后重试");
    expect(errorMessage("boom", "获取验证码失败，请稍后重试")).toBe("获取验证码失败，请稍后重试");
    expect(errorMessage(undefined, "绑定失败，请稍后重试")).toBe("绑定失败，请稍后重试");
  });
});
