import { currentUserAgent, detectChannel, isWeChatBrowser } from "./channel";

const WECHAT_IOS =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN";
const WECHAT_PC =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/81.0 Safari/537.36 MicroMessenger/7.0.20.1781(0x6700143B) NetType/WIFI WindowsWechat";
const ANDROID_CHROME =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36";
const IPHONE_SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
const IPAD = "Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko)";
const DESKTOP_CHROME =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36";

describe("detectChannel", () => {
  it("is wechat whenever the UA contains MicroMessenger, even on mobile or desktop", () => {
    expect(detectChannel(WECHAT_IOS)).toBe("wechat");
    expect(detectChannel(WECHAT_PC)).toBe("wechat");
  });

  it("is h5 for mobile browsers", () => {
    expect(detectChannel(ANDROID_CHROME)).toBe("h5");
    expect(detectChannel(IPHONE_SAFARI)).toBe("h5");
    expect(detectChannel(IPAD)).toBe("h5");
  });

  it("is pc for desktop browsers and a missing UA", () => {
    expect(detectChannel(DESKTOP_CHROME)).toBe("pc");
    expect(detectChannel("")).toBe("pc");
    expect(detectChannel(undefined)).toBe("pc");
    expect(detectChannel(null)).toBe("pc");
  });
});

describe("isWeChatBrowser", () => {
  it("detects the in-app browser only", () => {
    expect(isWeChatBrowser(WECHAT_IOS)).toBe(true);
    expect(isWeChatBrowser(ANDROID_CHROME)).toBe(false);
    expect(isWeChatBrowser(undefined)).toBe(false);
  });
});

describe("currentUserAgent", () => {
  it("reads navigator.userAgent in the browser", () => {
    expect(currentUserAgent()).toBe(navigator.userAgent);
  });
});
