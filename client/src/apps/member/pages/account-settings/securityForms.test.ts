import { notifyKey, passwordFieldOf, validatePassword } from "./securityForms";

describe("validatePassword", () => {
  it("asks for the old password only when the member has one", () => {
    expect(validatePassword({ old: "", password: "newpass1", passwordTwo: "newpass1" }, true)).toEqual({ old: "请输入原密码" });
    expect(validatePassword({ old: "", password: "newpass1", passwordTwo: "newpass1" }, false)).toEqual({});
  });
  it("checks the new password's length in characters and the confirmation", () => {
    expect(validatePassword({ old: "x", password: "", passwordTwo: "" }, true)).toEqual({ password: "请输入新密码", passwordTwo: "请再次输入新密码" });
    expect(validatePassword({ old: "x", password: "12345", passwordTwo: "12345" }, true).password).toBe("密码长度为6-64位");
    expect(validatePassword({ old: "x", password: "字".repeat(64), passwordTwo: "字".repeat(64) }, true)).toEqual({});
    expect(validatePassword({ old: "x", password: "newpass1", passwordTwo: "newpass2" }, true)).toEqual({ passwordTwo: "两次输入的密码不一致" });
  });
});

describe("notifyKey", () => {
  it("is the key the server checks", () => {
    expect(notifyKey("price_drops", "wechat")).toBe("notify.price_drops.wechat");
  });
});

describe("passwordFieldOf", () => {
  it("puts a refusal on the field it is about", () => {
    expect(passwordFieldOf("密码过于简单，请换一个")).toBe("password");
    expect(passwordFieldOf("密码长度为6-64位")).toBe("password");
    expect(passwordFieldOf("原密码错误")).toBe("old");
    expect(passwordFieldOf("密码错误次数过多，请15分钟后再试")).toBe("old");
    expect(passwordFieldOf("两次输入的密码不一致")).toBe("passwordTwo");
    expect(passwordFieldOf("操作失败，请稍后重试")).toBeUndefined();
  });
});
