import { describe, expect, it } from "vitest";
import { PROFILE_TEXT, avatarFileProblem, charCount, editBody, fieldOfMessage, percent, shanghaiToday, validateProfile, type ProfileValues } from "./profileForm";

const ok: ProfileValues = { nickname: "林秋野", gender: "female", birthday: "1990-05-06", city: "3101", bio: "画画的人。" };
const TODAY = "2026-11-25";

describe("validateProfile (the server's rules and texts)", () => {
  it("accepts a complete profile, and one with only a nickname", () => {
    expect(validateProfile(ok, TODAY)).toEqual({});
    expect(validateProfile({ nickname: "阿木", gender: "unknown", birthday: "", city: "", bio: "" }, TODAY)).toEqual({});
  });

  it("nickname: required, 2–20 characters counted as people count them, no control characters", () => {
    expect(validateProfile({ ...ok, nickname: "  " }, TODAY).nickname).toBe(PROFILE_TEXT.nicknameEmpty);
    expect(validateProfile({ ...ok, nickname: "林" }, TODAY).nickname).toBe(PROFILE_TEXT.nicknameLength);
    expect(validateProfile({ ...ok, nickname: "林".repeat(20) }, TODAY).nickname).toBeUndefined();
    expect(validateProfile({ ...ok, nickname: "林".repeat(21) }, TODAY).nickname).toBe(PROFILE_TEXT.nicknameLength);
    // Two emoji are two characters, not four UTF-16 units.
    expect(validateProfile({ ...ok, nickname: "🎨🖌" }, TODAY).nickname).toBeUndefined();
    expect(validateProfile({ ...ok, nickname: "a\u0007b" }, TODAY).nickname).toBe(PROFILE_TEXT.nicknameInvalid);
  });

  it("birthday: a real date from 1900 to yesterday (Asia/Shanghai)", () => {
    expect(validateProfile({ ...ok, birthday: "1990-02-30" }, TODAY).birthday).toBe(PROFILE_TEXT.birthdayFormat);
    expect(validateProfile({ ...ok, birthday: "90-1-1" }, TODAY).birthday).toBe(PROFILE_TEXT.birthdayFormat);
    expect(validateProfile({ ...ok, birthday: "1899-12-31" }, TODAY).birthday).toBe(PROFILE_TEXT.birthdayRange);
    expect(validateProfile({ ...ok, birthday: TODAY }, TODAY).birthday).toBe(PROFILE_TEXT.birthdayRange);
    expect(validateProfile({ ...ok, birthday: "2026-11-24" }, TODAY).birthday).toBeUndefined();
  });

  it("gender from the list, city a 4-digit code, bio at most 200 characters", () => {
    expect(validateProfile({ ...ok, gender: "other" as never }, TODAY).gender).toBe(PROFILE_TEXT.gender);
    expect(validateProfile({ ...ok, city: "31" }, TODAY).city).toBe(PROFILE_TEXT.city);
    expect(validateProfile({ ...ok, bio: "字".repeat(200) }, TODAY).bio).toBeUndefined();
    expect(validateProfile({ ...ok, bio: "字".repeat(201) }, TODAY).bio).toBe(PROFILE_TEXT.bioLength);
  });
});

describe("helpers", () => {
  it("a server message marks its field; another message marks none", () => {
    expect(fieldOfMessage(PROFILE_TEXT.nicknameLength)).toBe("nickname");
    expect(fieldOfMessage(PROFILE_TEXT.birthdayRange)).toBe("birthday");
    expect(fieldOfMessage(PROFILE_TEXT.city)).toBe("city");
    expect(fieldOfMessage(PROFILE_TEXT.bioLength)).toBe("bio");
    expect(fieldOfMessage("服务器错误")).toBeUndefined();
  });

  it("the edit body is every field, trimmed", () => {
    expect(editBody({ ...ok, nickname: " 林秋野 ", bio: " 画画的人。\n" })).toEqual({ ...ok });
  });

  it("an avatar must be a JPEG, PNG or WebP of at most 5 MB", () => {
    expect(avatarFileProblem({ type: "image/png", size: 1000 })).toBe("");
    expect(avatarFileProblem({ type: "image/webp", size: 5 * 1024 * 1024 })).toBe("");
    expect(avatarFileProblem({ type: "image/gif", size: 1000 })).toBe(PROFILE_TEXT.imageType);
    expect(avatarFileProblem({ type: "", size: 1000 })).toBe(PROFILE_TEXT.imageType);
    expect(avatarFileProblem({ type: "image/jpeg", size: 5 * 1024 * 1024 + 1 })).toBe(PROFILE_TEXT.imageTooBig);
  });

  it("progress in whole percent, bounded", () => {
    expect(percent(0, 0)).toBe(0);
    expect(percent(1, 3)).toBe(33);
    expect(percent(5, 5)).toBe(100);
    expect(percent(7, 5)).toBe(100);
  });

  it("today in Shanghai, counts characters", () => {
    expect(shanghaiToday(new Date("2026-11-24T16:30:00Z"))).toBe("2026-11-25");
    expect(shanghaiToday(new Date("2026-11-24T15:59:00Z"))).toBe("2026-11-24");
    expect(charCount("🎨a林")).toBe(3);
  });
});
