import { renderHook } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { detectChannel } from "../../lib/channel";
import { formatFen } from "../../format/money";
import { ORDER_TABS, buyField, formatHold, newIdempotencyKey, openIDReturn, orderTabOf, paymentChannel } from "./ordersState";

const WECHAT = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.47";
const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1";
const DESKTOP = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36";

describe("paymentChannel", () => {
  it("pays with JSAPI inside WeChat, H5 on a phone browser, Native on a desktop", () => {
    expect(paymentChannel(detectChannel(WECHAT))).toBe("WECHAT");
    expect(paymentChannel(detectChannel(IPHONE))).toBe("H5");
    expect(paymentChannel(detectChannel(DESKTOP))).toBe("PC");
    expect(paymentChannel(detectChannel(""))).toBe("PC");
  });
});

describe("formatHold", () => {
  const t0 = Date.UTC(2026, 10, 28, 12, 0, 0);
  it("shows minutes and seconds left, hours first past an hour", () => {
    expect(formatHold(t0 + 30 * 60_000, t0)).toBe("30:00");
    expect(formatHold(t0 + 61_500, t0)).toBe("01:01");
    expect(formatHold(t0 + 999, t0)).toBeNull();
    expect(formatHold(t0 + 3_725_000, t0)).toBe("1:02:05");
  });
  it("is null once the hold has ended, and for a bad instant", () => {
    expect(formatHold(t0, t0)).toBeNull();
    expect(formatHold(t0 - 5000, t0)).toBeNull();
    expect(formatHold(Number.NaN, t0)).toBeNull();
  });
});

describe("money display", () => {
  it("shows the server's fen as yuan without floats", () => {
    expect(formatFen("120000")).toBe("¥1,200.00");
    expect(formatFen("1200")).toBe("¥12.00");
    expect(formatFen("9007199254740993")).toBe("¥90,071,992,547,409.93");
  });
});

describe("newIdempotencyKey", () => {
  it("is 8–64 letters, digits, - or _, and differs between visits", () => {
    const a = newIdempotencyKey();
    const b = newIdempotencyKey();
    expect(a).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(a).not.toBe(b);
    expect(newIdempotencyKey(() => "x".repeat(100))).toHaveLength(64);
    expect(() => newIdempotencyKey(() => "a b")).toThrow();
  });
  it("is kept across re-renders of the page (made once, in useState's initializer)", () => {
    const { result, rerender } = renderHook(() => useState(() => newIdempotencyKey())[0]);
    const first = result.current;
    rerender();
    rerender();
    expect(result.current).toBe(first);
  });
});

describe("order tabs", () => {
  it("lists 全部 / 待付款 / 待发货 / 待收货 / 已完成 / 已取消 / 已退款 and falls back to 全部", () => {
    expect(ORDER_TABS.map((t) => t.label)).toEqual(["全部", "待付款", "待发货", "待收货", "已完成", "已取消", "已退款"]);
    expect(orderTabOf("paid").state).toBe("PAID");
    expect(orderTabOf("refunded").state).toBe("REFUNDED");
    expect(orderTabOf("bogus").tab).toBe("all");
    expect(orderTabOf(null).state).toBeNull();
  });
  it("puts a refusal on its field or the form", () => {
    expect(buyField("addressID")).toBe("addressID");
    expect(buyField("goodsID")).toBeUndefined();
    expect(buyField(null)).toBeUndefined();
  });
});

describe("openIDReturn", () => {
  it("takes the code and state of the authorisation's return and gives the address without them", () => {
    expect(openIDReturn("http://shop.test/member/order-buy/12?code=abc&state=s1")).toEqual({ code: "abc", state: "s1", clean: "/member/order-buy/12" });
    expect(openIDReturn("/member/order-buy/12?x=1&code=abc&state=s1#wechat_redirect")).toEqual({ code: "abc", state: "s1", clean: "/member/order-buy/12?x=1" });
  });
  it("is null without a code (a first visit, or an authorisation declined: state only)", () => {
    expect(openIDReturn("http://shop.test/member/order-buy/12")).toBeNull();
    expect(openIDReturn("http://shop.test/member/order-buy/12?state=s1")).toBeNull();
  });
});
