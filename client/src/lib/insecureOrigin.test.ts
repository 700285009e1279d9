import { insecureOriginMessage, isSecureOrigin, resetInsecureOriginWarning, warnIfInsecureOrigin } from "./insecureOrigin";

const at = (href: string) => {
  const u = new URL(href);
  return { protocol: u.protocol, hostname: u.hostname, origin: u.origin };
};

beforeEach(() => resetInsecureOriginWarning());

describe("isSecureOrigin", () => {
  it.each(["https://art.example.cn/", "http://localhost:8080/", "http://127.0.0.1:18181/", "http://[::1]:8080/", "http://app.localhost/"])(
    "%s is fine",
    (href) => expect(isSecureOrigin(at(href))).toBe(true),
  );
  it.each(["http://art.test:8080/", "http://192.168.1.5/", "http://example.cn/", "http://127.0.0.2/"])("%s is not", (href) =>
    expect(isSecureOrigin(at(href))).toBe(false),
  );
});

describe("warnIfInsecureOrigin", () => {
  it("logs one warning on plain HTTP off this machine, once per load", () => {
    const log = { warn: vi.fn() };
    expect(warnIfInsecureOrigin(at("http://art.test:8080/shop"), log)).toBe(true);
    expect(warnIfInsecureOrigin(at("http://art.test:8080/shop"), log)).toBe(false);
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn).toHaveBeenCalledWith(insecureOriginMessage("http://art.test:8080"));
  });

  it("logs nothing on HTTPS or localhost", () => {
    const log = { warn: vi.fn() };
    warnIfInsecureOrigin(at("https://art.example.cn/"), log);
    warnIfInsecureOrigin(at("http://localhost:5173/"), log);
    warnIfInsecureOrigin(at("http://127.0.0.1:18181/"), log);
    expect(log.warn).not.toHaveBeenCalled();
  });
});
