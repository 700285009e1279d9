import type { LoaderFunctionArgs } from "react-router";
import { letterParam } from "./letterParam";

const args = (letter: string | undefined): LoaderFunctionArgs =>
  ({ params: letter === undefined ? {} : { letter }, request: new Request(`http://x/artists/${letter ?? ""}`), context: {} }) as LoaderFunctionArgs;
const href = (slug: string) => `/artists/${slug}`;
const thrownBy = (letter: string): unknown => {
  try {
    letterParam(args(letter), href);
  } catch (e) {
    return e;
  }
  return undefined;
};

describe("letterParam", () => {
  it("is null on the index and the letter on its own address", () => {
    expect(letterParam(args(undefined), href)).toBeNull();
    expect(letterParam(args("Q"), href)).toBe("Q");
  });

  it("sends another spelling of a letter to its one address", () => {
    const thrown = thrownBy("q");
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get("Location")).toBe("/artists/Q");
  });

  it("is a 404 for what is not a letter", () => {
    expect(thrownBy("qq")).toMatchObject({ init: { status: 404 } });
  });
});
