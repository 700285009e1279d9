import { ApiError } from "./ApiError";
import { httpError, statusMessage, unwrapEnvelope } from "./envelope";

function caught(fn: () => unknown): ApiError {
  try {
    fn();
  } catch (err) {
    if (err instanceof ApiError) return err;
    throw err;
  }
  throw new Error("expected an ApiError");
}

describe("unwrapEnvelope", () => {
  it("resolves data on code 1 (number or numeric string)", () => {
    const noop = vi.fn();
    expect(unwrapEnvelope('{"code":1,"message":"ok","data":{"id":7}}', 200, noop)).toEqual({ id: 7 });
    expect(unwrapEnvelope('{"code":"1","data":[1,2]}', 200, noop)).toEqual([1, 2]);
    expect(unwrapEnvelope('{"code":1,"msg":"ok"}', 200, noop)).toBeUndefined();
    expect(noop).not.toHaveBeenCalled();
  });

  it("throws the server message for any other code, from message or msg", () => {
    const a = caught(() => unwrapEnvelope('{"code":0,"message":"验证码错误","data":null}', 200, vi.fn()));
    expect(a.message).toBe("验证码错误");
    expect(a.code).toBe(0);
    expect(a.status).toBe(200);
    expect(a.kind).toBe("envelope");
    const b = caught(() => unwrapEnvelope('{"code":403,"msg":"无权限"}', 200, vi.fn()));
    expect(b.message).toBe("无权限");
    expect(b.code).toBe(403);
  });

  it("calls onUnauthorized for code 401 only", () => {
    const clear = vi.fn();
    const err = caught(() => unwrapEnvelope('{"code":401,"message":"请先登录"}', 200, clear));
    expect(err.message).toBe("请先登录");
    expect(clear).toHaveBeenCalledTimes(1);
    caught(() => unwrapEnvelope('{"code":500,"message":"x"}', 200, clear));
    expect(clear).toHaveBeenCalledTimes(1);
  });

  it("uses catalogue texts when the envelope has no message", () => {
    expect(caught(() => unwrapEnvelope('{"code":401}', 200, vi.fn())).message).toBe("未登录或登录已过期");
    expect(caught(() => unwrapEnvelope('{"code":404}', 200, vi.fn())).message).toBe("接口不存在");
    expect(caught(() => unwrapEnvelope('{"code":500,"message":""}', 200, vi.fn())).message).toBe("服务器错误");
  });

  it("raises 响应数据为空 for an empty body or null", () => {
    for (const text of ["", "   ", "null"]) {
      const err = caught(() => unwrapEnvelope(text, 200, vi.fn()));
      expect(err.message).toBe("响应数据为空");
      expect(err.kind).toBe("empty");
    }
  });

  it("rejects bodies that are not envelopes", () => {
    for (const text of ["<html>", '{"data":1}', "[1]", '"x"']) {
      expect(caught(() => unwrapEnvelope(text, 200, vi.fn())).kind).toBe("invalid");
    }
  });
});

describe("httpError", () => {
  it("maps statuses to the catalogue", () => {
    expect(httpError("", 401).message).toBe("未登录或登录已过期");
    expect(httpError("<html>Not Found</html>", 404).message).toBe("接口不存在");
    expect(httpError("", 500).message).toBe("服务器错误");
    expect(httpError("", 502).message).toBe("服务器错误");
    expect(httpError("", 403).message).toBe("请求失败 (403)");
    expect(httpError("", 500).kind).toBe("http");
  });

  it("prefers an envelope message in the error body", () => {
    const err = httpError('{"code":422,"message":"手机号已被绑定"}', 422);
    expect(err.message).toBe("手机号已被绑定");
    expect(err.code).toBe(422);
    expect(err.status).toBe(422);
    expect(httpError('{"code":401,"msg":"token 已失效"}', 401).message).toBe("token 已失效");
  });

  it("uses the status as code when the body is no envelope", () => {
    expect(httpError("oops", 503).code).toBe(503);
  });

  it("statusMessage matches the catalogue", () => {
    expect(statusMessage(401)).toBe("未登录或登录已过期");
    expect(statusMessage(404)).toBe("接口不存在");
    expect(statusMessage(500)).toBe("服务器错误");
  });
});
