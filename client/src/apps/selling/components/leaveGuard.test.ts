import { afterEach, describe, expect, it } from "vitest";
import { replaceAddress } from "./leaveGuard";

describe("replaceAddress", () => {
  afterEach(() => window.history.replaceState(null, "", "/"));

  it("shows the new draft's edit address while the seller is still on the publish page, keeping the history state", () => {
    window.history.replaceState({ idx: 3 }, "", "/member/publish-artwork");
    replaceAddress("/member/publish-artwork", "/member/edit-artwork/12");
    expect(window.location.pathname).toBe("/member/edit-artwork/12");
    expect(window.history.state).toEqual({ idx: 3 });
  });

  it("leaves the address alone once the seller has gone elsewhere (the draft answered after 离开)", () => {
    window.history.replaceState({ idx: 4 }, "", "/member/artworks");
    replaceAddress("/member/publish-artwork", "/member/edit-artwork/12");
    expect(window.location.pathname).toBe("/member/artworks");
  });
});
