import { expect, it } from "vitest";
import { data, isRouteErrorResponse, UNSAFE_ErrorResponseImpl } from "react-router";
import { deserializeErrors, serializeErrors } from "./errorsState";

it("route errors survive the trip from server to browser", () => {
  void data;
  const errors = { "layout-default": new UNSAFE_ErrorResponseImpl(404, "Not Found", "Page Not Found: /x"), other: new Error("boom") };
  const back = deserializeErrors(JSON.parse(JSON.stringify(serializeErrors(errors))))!;
  const e = back["layout-default"];
  expect(isRouteErrorResponse(e)).toBe(true);
  expect(isRouteErrorResponse(e) && e.status).toBe(404);
  expect(isRouteErrorResponse(e) && e.data).toBe("Page Not Found: /x");
  expect((back.other as Error).message).toBe("boom");
  expect(serializeErrors(null)).toBeNull();
});
