import { avatarSrc, initialOf, viewerFromInfo } from "./member";

describe("the header's view of a member", () => {
  it("names the member by nickname, else username", () => {
    expect(viewerFromInfo({ nickname: "白石", username: "baishi", avatar: "/media/a.png" })).toEqual({ name: "白石", avatarUrl: "/media/a.png" });
    expect(viewerFromInfo({ nickname: " ", username: "baishi", avatar: "" })).toEqual({ name: "baishi", avatarUrl: null });
    expect(viewerFromInfo({ id: 3 })).toEqual({ name: "", avatarUrl: null });
  });

  it("shows the first character of the name, upper case, 我 without a name", () => {
    expect(initialOf("白石老人")).toBe("白");
    expect(initialOf("qi_baishi")).toBe("Q");
    expect(initialOf("😀smile")).toBe("😀");
    expect(initialOf("  ")).toBe("我");
  });

  it("loads avatars from the site only (img-src 'self')", () => {
    const origin = "https://art.example";
    expect(avatarSrc("/media/ab/cd.webp", origin)).toBe("/media/ab/cd.webp");
    expect(avatarSrc("https://art.example/_sandbox/wechat/avatar/u1.png", origin)).toBe("/_sandbox/wechat/avatar/u1.png");
    expect(avatarSrc("https://thirdwx.qlogo.cn/mmopen/x/132", origin)).toBeNull();
    expect(avatarSrc("//evil.example/a.png", origin)).toBeNull();
    expect(avatarSrc("/\\evil.example/a.png", origin)).toBeNull();
    expect(avatarSrc("javascript:alert(1)", origin)).toBeNull();
    expect(avatarSrc("data:image/png;base64,AAAA", origin)).toBeNull();
    expect(avatarSrc("", origin)).toBeNull();
    expect(avatarSrc(null, origin)).toBeNull();
    expect(avatarSrc("https://art.example/a.png", "")).toBeNull();
  });
});
