import { describe, expect, it } from "vitest";
import { loadCspPage, parsePolicy, policyNonce } from "./policy";

const policy = "default-src 'self'; script-src 'nonce-AbC+/1' 'strict-dynamic'; style-src 'self'; object-src 'none'";

describe("CSP policy helpers", () => {
  it("splits a policy into directives", () => {
    expect(parsePolicy(policy)).toEqual([
      { name: "default-src", sources: ["'self'"] },
      { name: "script-src", sources: ["'nonce-AbC+/1'", "'strict-dynamic'"] },
      { name: "style-src", sources: ["'self'"] },
      { name: "object-src", sources: ["'none'"] },
    ]);
    expect(parsePolicy(" ; ")).toEqual([]);
  });

  it("finds the nonce of script-src", () => {
    expect(policyNonce(policy)).toBe("AbC+/1");
    expect(policyNonce("default-src 'nonce-x'")).toBe("x");
    expect(policyNonce("script-src 'self'")).toBeNull();
  });

  it("takes the server's policy from the renderer's request, and nothing without it", async () => {
    const args = (headers: Record<string, string>) =>
      ({ request: new Request("http://x/csp-test", { headers }), params: {}, context: undefined }) as never;
    expect((await loadCspPage(args({ "X-CSP-Policy": policy }))).serverPolicy).toBe(policy);
    expect((await loadCspPage(args({}))).serverPolicy).toBeNull();
  });
});
