import { normalizeMobile, validatePartner, type PartnerForm } from "./validation";

const good: PartnerForm = {
  organization: "山木画廊",
  type: "GALLERY",
  contact: "李明",
  mobile: "+86 138 0013 8000",
  email: "info@shanmu.example.cn",
  message: "",
};

describe("validatePartner", () => {
  it("accepts a complete application", () => {
    expect(validatePartner(good)).toBeNull();
    expect(normalizeMobile("+86 138-0013-8000")).toBe("13800138000");
  });

  it.each([
    [{ organization: " " }, "organization", "请输入机构名称"],
    [{ organization: "画".repeat(81) }, "organization", "机构名称不能超过80个字符"],
    [{ type: "" }, "type", "请选择机构类型"],
    [{ contact: "" }, "contact", "请输入联系人姓名"],
    [{ mobile: "" }, "mobile", "请输入手机号"],
    [{ mobile: "12345678901" }, "mobile", "请输入正确的手机号格式"],
    [{ email: "" }, "email", "请输入邮箱"],
    [{ email: "info@" }, "email", "请输入正确的邮箱格式"],
    [{ message: "好".repeat(1001) }, "message", "合作意向不能超过1000个字符"],
  ] as const)("%o → %s: %s", (edit, field, message) => {
    expect(validatePartner({ ...good, ...edit })).toEqual({ field, message });
  });

  it("reports the first broken rule in form order", () => {
    expect(validatePartner({ ...good, organization: "", email: "" })?.field).toBe("organization");
  });
});
