import { describe, expect, it } from "vitest";
import { cityError, rangeError, reasonError, rejectReasonError, searchError } from "./opsRules";

describe("the console's form rules", () => {
  it("refuses an empty or over-long search", () => {
    expect(searchError("  ")).toBe("请输入手机号、邮箱、用户名或会员编号");
    expect(searchError("x".repeat(101))).toBe("搜索内容不能超过 100 个字");
    expect(searchError("13800138000")).toBeUndefined();
  });
  it("asks a disablement's reason of 2 to 200 characters", () => {
    expect(reasonError("")).toBe("请填写禁用原因");
    expect(reasonError("坏")).toBe("禁用原因至少 2 个字");
    expect(reasonError("违".repeat(201))).toBe("禁用原因不能超过 200 个字");
    expect(reasonError("发布违规内容")).toBeUndefined();
  });
  it("asks a new gallery's city and a rejection's reason", () => {
    expect(cityError(" ")).toBe("请填写画廊所在城市");
    expect(cityError("城".repeat(41))).toBe("城市不能超过 40 个字");
    expect(cityError("上海")).toBeUndefined();
    expect(rejectReasonError("坏")).toBe("请填写拒绝原因（2 至 200 个字）");
    expect(rejectReasonError("资料不全")).toBeUndefined();
  });
  it("refuses a time range that ends before it starts", () => {
    expect(rangeError("2026-11-28", "2026-11-01")).toBe("结束时间不能早于开始时间");
    expect(rangeError("2026-11-01", "2026-11-28")).toBeUndefined();
    expect(rangeError("", "2026-11-28")).toBeUndefined();
  });
});
