import { describe, expect, it } from "vitest";
import { CONTACT_TEXT, EMPTY_CONTACT, contactBody, contactFieldOf, emailError, proofModes, validateContact } from "./contactForms";

describe("contact forms", () => {
  it("proof: the bound number's code and/or the password; none when the member has neither", () => {
    expect(proofModes(true, true)).toEqual(["code", "password"]);
    expect(proofModes(true, false)).toEqual(["code"]);
    expect(proofModes(false, true)).toEqual(["password"]);
    expect(proofModes(false, false)).toEqual([]);
  });

  it("validates the new number or address, its code and the chosen proof", () => {
    expect(validateContact(EMPTY_CONTACT, "mobile", "code")).toEqual({
      target: "请输入手机号",
      code: "请输入验证码",
      proofCode: CONTACT_TEXT.proofCodeRequired,
    });
    expect(validateContact({ ...EMPTY_CONTACT, target: "12345678901", code: "123456" }, "mobile", null)).toEqual({ target: "请输入正确的手机号格式" });
    expect(validateContact({ ...EMPTY_CONTACT, target: "a@b", code: "1" }, "email", "password")).toEqual({
      target: "请输入正确的邮箱格式",
      password: CONTACT_TEXT.passwordRequired,
    });
    expect(validateContact({ target: "13800138000", code: "123456", proofCode: "", password: "pw" }, "mobile", "password")).toEqual({});
    expect(emailError(" a@example.com ")).toBeUndefined();
  });

  it("builds the PUT body with the proof asked for, and only that", () => {
    const v = { target: " 13800138000 ", code: " 123456 ", proofCode: " 654321 ", password: "secret" };
    expect(contactBody("mobile", v, "k1", "code", "k0")).toEqual({
      mobile: "13800138000",
      mobile_code: "123456",
      mobile_key: "k1",
      old_mobile_code: "654321",
      old_mobile_key: "k0",
    });
    expect(contactBody("email", { ...v, target: "a@example.com" }, "k1", "password", "")).toEqual({
      email: "a@example.com",
      email_code: "123456",
      email_key: "k1",
      password: "secret",
    });
    expect(contactBody("email", { ...v, target: "a@example.com" }, "k1", null, "")).toEqual({ email: "a@example.com", email_code: "123456", email_key: "k1" });
  });

  it("marks the field a server message is about; a code refusal only when it cannot be the proof's", () => {
    expect(contactFieldOf("原密码错误", "password")).toBe("password");
    expect(contactFieldOf("该手机号已绑定其他账号", "code")).toBe("target");
    expect(contactFieldOf("该邮箱已绑定其他账号", null)).toBe("target");
    expect(contactFieldOf("验证码错误", "password")).toBe("code");
    expect(contactFieldOf("验证码错误", "code")).toBeUndefined();
    expect(contactFieldOf("服务器错误", null)).toBeUndefined();
  });
});
