import { describe, expect, it } from "vitest";
import { rejectReason, WORK_TABS, tabOf } from "./workState";
import { tabParam } from "./sellingRoutes";
import { paths } from "../../system/paths";

describe("selling state", () => {
  it("has the seven tabs, the old slugs still valid, each with its address", () => {
    expect(WORK_TABS.map((t) => t.label)).toEqual(["全部", "草稿", "审核中", "在售", "已下架", "已售", "未通过"]);
    for (const slug of ["all", "draft", "selling", "sold", "pending", "taken-down", "rejected"]) expect(tabParam.test(slug)).toBe(true);
    for (const slug of ["listed", "taken_down", "ALL", "draft2", ""]) expect(tabParam.test(slug)).toBe(false);
    for (const t of WORK_TABS) expect(tabParam.test(t.tab)).toBe(true);
    expect(tabOf(undefined)?.tab).toBe("all");
    expect(tabOf("selling")?.state).toBe("listed");
    expect(tabOf("taken-down")?.state).toBe("taken_down");
    expect(tabOf("nope")).toBeUndefined();
    expect(paths.member.artworks("taken-down")).toBe("/member/artworks/taken-down");
    expect(paths.ops.artworks()).toBe("/ops/artworks");
  });

  it("builds a rejection's reason from the list and the free text", () => {
    expect(rejectReason("", "")).toEqual({ error: "请选择驳回原因" });
    expect(rejectReason("其他", "  ")).toEqual({ error: "请填写驳回原因" });
    expect(rejectReason("其他", "背面没有签名")).toEqual({ reason: "背面没有签名" });
    expect(rejectReason("图片不清晰", "")).toEqual({ reason: "图片不清晰" });
    expect(rejectReason("价格异常", " 请核实 ")).toEqual({ reason: "价格异常：请核实" });
    expect(rejectReason("信息不完整", "字".repeat(500))).toEqual({ error: "驳回原因不能超过 500 个字" });
  });
});
