import { describe, expect, it } from "vitest";
import { memberBarNames } from "./memberName";

describe("memberBarNames", () => {
  it("never shows a generated username (m_…, wx_…) beside the nickname", () => {
    expect(memberBarNames("用户0009", "m_125abda72b")).toEqual({ name: "用户0009", username: null });
    expect(memberBarNames("微信用户", "wx_0123456789")).toEqual({ name: "微信用户", username: null });
    expect(memberBarNames("", "m_125abda72b")).toEqual({ name: "", username: null });
  });
  it("shows a chosen username when it differs from the nickname", () => {
    expect(memberBarNames("江南客", "jiangnan")).toEqual({ name: "江南客", username: "jiangnan" });
    expect(memberBarNames("jiangnan", "jiangnan")).toEqual({ name: "jiangnan", username: null });
    expect(memberBarNames("", "jiangnan")).toEqual({ name: "jiangnan", username: null });
  });
});
