import {
  isValidEmail,
  isValidPhone,
  phoneDigits,
  phoneError,
  registerFieldOf,
  usernameError,
  resetAccountOf,
  validateBindMobile,
  validateEmailLogin,
  validateMobileLogin,
  validateRegister,
  validateReset,
} from "./validation";

describe("phone rule (11 digits, 1 then 3-9)", () => {
  it.each(["13800138000", "19912345678", "15000000000"])("accepts %s", (p) => expect(isValidPhone(p)).toBe(true));
  it.each(["12800138000", "1380013800", "138001380001", "23800138000", "1380013800a", "+8613800138000", ""])("rejects %s", (p) =>
    expect(isValidPhone(p)).toBe(false),
  );
  it("gives 请输入手机号 when empty, 请输入正确的手机号格式 otherwise", () => {
    expect(phoneError("")).toBe("请输入手机号");
    expect(phoneError("  ")).toBe("请输入手机号");
    expect(phoneError("123")).toBe("请输入正确的手机号格式");
    expect(phoneError("13800138000")).toBeUndefined();
  });
});

describe("e-mail pattern", () => {
  it("accepts name@domain.tld and rejects the rest", () => {
    expect(isValidEmail("a.b@example.cn")).toBe(true);
    expect(isValidEmail("a@b")).toBe(false);
    expect(isValidEmail("a b@c.cn")).toBe(false);
    expect(isValidEmail("@c.cn")).toBe(false);
  });
});

describe("e-mail login (spec §5)", () => {
  it("requires e-mail and password with the exact messages", () => {
    expect(validateEmailLogin({ email: "", password: "" })).toEqual({ email: "请输入邮箱", password: "请输入密码" });
    expect(validateEmailLogin({ email: "nope", password: "x" })).toEqual({ email: "请输入正确的邮箱格式" });
    expect(validateEmailLogin({ email: "a@b.cn", password: "x" })).toEqual({});
  });
});

describe("register (spec §5)", () => {
  const ok = { username: "u_1", email: "a@b.cn", password: "pw123456", passwordTwo: "pw123456", captchaCode: "abcd" };
  it("passes a complete form", () => expect(validateRegister(ok)).toEqual({}));
  it("gives every message verbatim", () => {
    expect(validateRegister({ username: "", email: "", password: "", passwordTwo: "", captchaCode: "" })).toEqual({
      username: "请输入用户名",
      email: "请输入邮箱",
      password: "请输入密码",
      passwordTwo: "请确认密码",
      captchaCode: "请输入验证码",
    });
    expect(validateRegister({ ...ok, email: "x" }).email).toBe("请输入正确的邮箱格式");
    expect(validateRegister({ ...ok, passwordTwo: "other" })).toEqual({ passwordTwo: "两次输入的密码不一致" });
  });
});

describe("mobile login and bind (spec §5)", () => {
  it("mobile login: phone rule and 请输入短信验证码", () => {
    expect(validateMobileLogin({ mobile: "", code: "" })).toEqual({ mobile: "请输入手机号", code: "请输入短信验证码" });
    expect(validateMobileLogin({ mobile: "1234", code: "1" })).toEqual({ mobile: "请输入正确的手机号格式" });
    expect(validateMobileLogin({ mobile: "13800138000", code: "123456" })).toEqual({});
  });
  it("bind: phone rule and 请输入验证码", () => {
    expect(validateBindMobile({ mobile: "", code: "" })).toEqual({ mobile: "请输入手机号", code: "请输入验证码" });
    expect(validateBindMobile({ mobile: "13800138000", code: "1" })).toEqual({});
  });
});

describe("reset (spec §5)", () => {
  it("gives every message verbatim", () => {
    expect(validateReset({ account: "", code: "", password: "", passwordTwo: "" })).toEqual({
      account: "请输入手机号或邮箱",
      code: "请输入验证码",
      password: "请输入新密码",
      passwordTwo: "请确认新密码",
    });
    expect(validateReset({ account: "abc", code: "1", password: "a", passwordTwo: "b" })).toEqual({
      account: "请输入正确的手机号或邮箱格式",
      passwordTwo: "两次输入的密码不一致",
    });
  });
  it("tells a phone from an e-mail", () => {
    expect(resetAccountOf("13800138000")).toEqual({ kind: "mobile", mobile: "13800138000" });
    expect(resetAccountOf(" a@b.cn ")).toEqual({ kind: "email", email: "a@b.cn" });
    expect(resetAccountOf("12345")).toBeNull();
  });
});

describe("username rule (the server's: 2-20 Han characters, letters, digits or _)", () => {
  it.each(["ab", "张三", "user_01", "A".repeat(20), "艺术家小王", "  ab  "])("accepts %j", (u) => expect(usernameError(u)).toBeUndefined());
  it.each(["a", "张", "A".repeat(21), "a b", "a-b", "a.b", "user@x", "😀😀", "ab!"])("rejects %j with the server's message", (u) =>
    expect(usernameError(u)).toBe("用户名为2-20位中文、字母、数字或下划线"),
  );
  it("empty: 请输入用户名", () => expect(usernameError("  ")).toBe("请输入用户名"));
  it("is part of the register rules", () =>
    expect(validateRegister({ username: "x", email: "a@b.cn", password: "p", passwordTwo: "p", captchaCode: "c" })).toEqual({
      username: "用户名为2-20位中文、字母、数字或下划线",
    }));
});

describe("registerFieldOf: the field a server message is about", () => {
  it.each([
    ["用户名为2-20位中文、字母、数字或下划线", "username"],
    ["该用户名已被使用", "username"],
    ["请输入正确的邮箱格式", "email"],
    ["该邮箱已被注册", "email"],
    ["密码长度为6-64位", "password"],
    ["两次输入的密码不一致", "passwordTwo"],
    ["请确认密码", "passwordTwo"],
    ["验证码错误", "captchaCode"],
    ["验证码已失效，请刷新后重试", "captchaCode"],
  ] as const)("%s → %s", (message, field) => expect(registerFieldOf(message)).toBe(field));
  it.each(["服务器错误", "请求过于频繁，请稍后再试", "注册失败，请稍后重试"])("%s → none", (m) => expect(registerFieldOf(m)).toBeUndefined());
});

describe("phoneDigits: what a phone field takes in", () => {
  it.each([
    ["13a8", "138"],
    ["138 0013 8000", "13800138000"],
    ["+86 138-0013-8000", "13800138000"],
    ["abc", ""],
    ["1380013800099", "13800138000"],
  ])("%j → %j", (raw, digits) => expect(phoneDigits(raw)).toBe(digits));
});
