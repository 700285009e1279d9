import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { RelayEnvironmentProvider, graphql, useLazyLoadQuery } from "react-relay/hooks";
import { createMemoryRouter, RouterProvider } from "react-router";
import { createOperationDescriptor, getRequest } from "relay-runtime";
import { createMockEnvironment, MockPayloadGenerator } from "relay-test-utils";
import { CONFIRM_TEXT, WorkActions } from "./WorkActions";
import type { WorkActionsTestQuery } from "./__generated__/WorkActionsTestQuery.graphql";

const query = graphql`
  query WorkActionsTestQuery @relay_test_operation {
    node(id: "103079215105") {
      ... on Work {
        ...WorkActions_work @alias(as: "work")
      }
    }
  }
`;

function Stored() {
  const data = useLazyLoadQuery<WorkActionsTestQuery>(query, {}, { fetchPolicy: "store-only" });
  return data.node?.work ? <WorkActions work={data.node.work} /> : null;
}

/** The buttons of a work whose API allows these moves, with these words. */
function setup(allowedActions: { action: string; label: string }[]) {
  const env = createMockEnvironment();
  const op = createOperationDescriptor(getRequest(query), {});
  const work = { id: "103079215105", number: 7, allowedActions };
  env.commitPayload(op, MockPayloadGenerator.generate(op, { Work: () => work }).data as never);
  const router = createMemoryRouter([{ path: "/", element: <Stored /> }], { initialEntries: ["/"] });
  render(
    <RelayEnvironmentProvider environment={env}>
      <RouterProvider router={router} />
    </RelayEnvironmentProvider>,
  );
  return env;
}

/** The words of the buttons and links shown, in order. */
function shown(): string[] {
  const box = screen.queryByTestId("selling-actions");
  return box ? Array.from(box.querySelectorAll("a, button"), (b) => b.textContent ?? "") : [];
}

describe("WorkActions", () => {
  it("shows exactly the moves the API allows, in its order and with its words", () => {
    setup([
      { action: "edit", label: "编辑" },
      { action: "submit", label: "重新提交" },
    ]);
    expect(shown()).toEqual(["编辑", "重新提交"]);
    expect(screen.getByRole("link", { name: "编辑" }).getAttribute("href")).toBe("/member/edit-artwork/7");
  });

  it("offers nothing when the API allows nothing (a sold work, another member's)", () => {
    setup([]);
    expect(screen.queryByTestId("selling-actions")).toBeNull();
  });

  it("leaves out what is not a button here: a reprice goes through the form, a review is the reviewer's page's", () => {
    setup([
      { action: "edit", label: "编辑" },
      { action: "reprice", label: "修改价格或运费" },
      { action: "take_down", label: "下架" },
      { action: "approve", label: "通过" },
    ]);
    expect(shown()).toEqual(["编辑", "下架"]);
  });

  it("asks before 下架, then takes the work down", async () => {
    const env = setup([{ action: "take_down", label: "下架" }]);
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "下架" }));
    });
    const dialog = screen.getByRole("alertdialog", { name: CONFIRM_TEXT.takeDown.title });
    expect(env.mock.getAllOperations()).toHaveLength(0);
    await act(async () => {
      fireEvent.click(within(dialog).getByRole("button", { name: CONFIRM_TEXT.takeDown.confirmLabel }));
    });
    const op = env.mock.getMostRecentOperation();
    expect(op.request.node.operation.name).toBe("WorkActionsTakeDownMutation");
    expect(op.request.variables).toEqual({ id: "103079215105" });
  });

  it("withdraws an edit of a listed work in review (drop_edit) with the one withdraw mutation", async () => {
    const env = setup([{ action: "drop_edit", label: "撤回" }]);
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "撤回" }));
    });
    expect(env.mock.getMostRecentOperation().request.node.operation.name).toBe("WorkActionsWithdrawMutation");
  });
});
