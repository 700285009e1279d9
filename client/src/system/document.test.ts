import { expect, it } from "vitest";
import { serializeState } from "./document";

it("serialised state cannot close its <script> element and parses back", () => {
  const state = {
    records: { "client:root": { __id: "client:root", __typename: "__Root", title: "</script><script>alert(1)</script> & \u2028" } },
    loaderData: {},
    errors: null,
    assets: { entry: "/assets/app.js", css: [], preload: [] },
    build: "b1",
  };
  const json = serializeState(state as never);
  expect(json).not.toMatch(/[<>&\u2028\u2029]/);
  expect(JSON.parse(json)).toEqual(state);
});
