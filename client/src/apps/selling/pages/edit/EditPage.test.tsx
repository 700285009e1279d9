import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { RelayEnvironmentProvider } from "react-relay/hooks";
import { createMemoryRouter, RouterProvider, type LoaderFunctionArgs } from "react-router";
import { createOperationDescriptor, getRequest } from "relay-runtime";
import { createMockEnvironment, MockPayloadGenerator } from "relay-test-utils";
import EditPageQuery from "./__generated__/EditPageQuery.graphql";
import { EDIT_TEXT, EditForm, editId } from "./EditPage";

const ID = "103079215105";
const N = 1; // its short number, in the pages' addresses

function show(state: string) {
  const env = createMockEnvironment();
  const op = createOperationDescriptor(getRequest(EditPageQuery), { number: N });
  env.commitPayload(
    op,
    MockPayloadGenerator.generate(op, {
      Member: () => ({ maskedMobile: "138****8000" }),
      Work: () => ({ id: ID, number: N, state, title: "春江花月", images: [], priceFen: "100", shippingFeeFen: "0", shipping: null, artistKind: null }),
    }).data as never,
  );
  const router = createMemoryRouter([{ path: "*", element: <EditForm variables={{ number: N }} /> }], { initialEntries: [`/member/edit-artwork/${N}`] });
  render(
    <RelayEnvironmentProvider environment={env}>
      <RouterProvider router={router} />
    </RelayEnvironmentProvider>,
  );
}

const args = (url: string, params: Record<string, string> = {}) => ({ request: new Request(`https://example.cn${url}`), params }) as unknown as LoaderFunctionArgs;

describe("the edit page", () => {
  it("refuses a sold work instead of showing the form", () => {
    show("sold");
    expect(screen.getByTestId("edit-refused").textContent).toContain(EDIT_TEXT.sold);
    expect(screen.queryByTestId("artwork-form")).toBeNull();
    expect(screen.getByRole("link", { name: EDIT_TEXT.view }).getAttribute("href")).toBe(`/member/artwork/${N}`);
  });

  it("refuses a work in review", () => {
    show("pending");
    expect(screen.getByTestId("edit-refused").textContent).toContain("撤回审核");
  });

  it("shows a draft's form, filled", () => {
    show("draft");
    expect(screen.getByLabelText<HTMLInputElement>("作品名称").value).toBe("春江花月");
  });

  it("reads the work's number from {artwork_id}, or the {id} spelling as ?id=", () => {
    expect(editId(args(`/member/edit-artwork/12`, { artwork_id: "12" }))).toBe(12);
    expect(editId(args(`/member/edit-artwork?id=12`))).toBe(12);
    expect(editId(args(`/member/edit-artwork?artwork_id=7`))).toBe(7);
    expect(editId(args("/member/edit-artwork"))).toBeNull();
    expect(() => editId(args("/member/edit-artwork?id=abc"))).toThrow();
  });
});
