import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

vi.setConfig({ testTimeout: 20_000 }); // real timers: the autosave's pause, on a shared machine
import { RelayEnvironmentProvider, graphql, useLazyLoadQuery } from "react-relay/hooks";
import { createMemoryRouter, RouterProvider } from "react-router";
import { createOperationDescriptor, getRequest } from "relay-runtime";
import { createMockEnvironment, MockPayloadGenerator } from "relay-test-utils";
import { WorkForm } from "./WorkForm";
import { MSG } from "./workRules";
import type { WorkFormTestQuery } from "./__generated__/WorkFormTestQuery.graphql";

const query = graphql`
  query WorkFormTestQuery @relay_test_operation {
    node(id: "103079215105") {
      ... on Work {
        ...WorkForm_work @alias(as: "form")
      }
    }
  }
`;

function Stored() {
  const data = useLazyLoadQuery<WorkFormTestQuery>(query, {}, { fetchPolicy: "store-only" });
  return data.node?.form ? <WorkForm work={data.node.form} /> : null;
}

const WORK = {
  id: "103079215105",
  number: 1,
  version: 4,
  state: "draft",
  title: "春江花月",
  artistKind: "self",
  artistID: null,
  artistName: "",
  year: 2024,
  medium: "OIL",
  materials: "布面油画",
  widthMm: 605,
  heightMm: 800,
  depthMm: null,
  editionNumber: null,
  editionSize: null,
  framed: false,
  signed: true,
  certificate: false,
  priceFen: "1280050",
  shipping: "free",
  shippingFeeFen: "0",
  shipFrom: "3301",
  description: "一行\n两行",
  rejectReason: "",
  images: [{ key: "works/a", width: 1200, height: 900, picture: { url: "/media/works/a/320.jpg", srcset: "" } }],
};

function setup(work: Record<string, unknown> | null, path: string) {
  const env = createMockEnvironment();
  if (work) {
    const op = createOperationDescriptor(getRequest(query), {});
    env.commitPayload(op, MockPayloadGenerator.generate(op, { Work: () => work }).data as never);
  }
  // The browser's address is the page's, as it is in the app (the form replaces it once a new draft is saved).
  window.history.replaceState(null, "", path);
  const router = createMemoryRouter(
    [
      { path: "/member/publish-artwork", element: <WorkForm work={null} /> },
      {
        path: "/ops/galleries/5/works/new",
        element: <WorkForm work={null} gallery={{ id: "5", pages: { publish: "/ops/galleries/5/works/new", edit: (n) => `/ops/galleries/5/works/${n}`, done: (n) => `/ops/galleries/5/works/${n}` } }} />,
      },
      { path: "/member/edit-artwork/:id", element: <Stored /> },
      { path: "/member/artwork/:id", element: <p>作品详情</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <RelayEnvironmentProvider environment={env}>
      <RouterProvider router={router} />
    </RelayEnvironmentProvider>,
  );
  return { env, router };
}

const answer = (artwork: Record<string, unknown> | null, userErrors: Record<string, unknown>[] = []) => ({
  WorkPayload: () => ({ work: artwork, userErrors }),
  UserError: () => userErrors[0] ?? {},
});

describe("the publish form", () => {
  it("saves a draft after a pause in typing, then updates it with the version; the lock stops it", async () => {
    const { env } = setup(null, "/member/publish-artwork");
    const title = screen.getByLabelText("作品名称");
    fireEvent.change(title, { target: { value: "春" } });
    fireEvent.change(title, { target: { value: "春江" } });
    fireEvent.change(title, { target: { value: "春江花" } });
    expect(screen.getByTestId("save-status").textContent).toBe("有未保存的修改");
    expect(env.mock.getAllOperations()).toHaveLength(0);

    // One create after the pause, with the last text.
    await waitFor(() => expect(env.mock.getAllOperations()).toHaveLength(1), { timeout: 3000 });
    const create = env.mock.getMostRecentOperation();
    expect(create.request.node.operation.name).toBe("WorkFormCreateMutation");
    expect(create.request.variables.input.form).toMatchObject({ title: "春江花", priceFen: null, images: [] });
    act(() => env.mock.resolve(create, MockPayloadGenerator.generate(create, answer({ id: "103079215105", number: 1, version: 1, state: "draft" }))));
    await waitFor(() => expect(screen.getByTestId("save-status").textContent).toBe("已保存"));
    // The address is the edit page's: a reload finds the draft.
    expect(window.location.pathname).toBe("/member/edit-artwork/1");

    fireEvent.change(screen.getByLabelText("价格（元）"), { target: { value: "１２.５" } });
    await waitFor(() => expect(env.mock.getAllOperations()).toHaveLength(1), { timeout: 3000 });
    const update = env.mock.getMostRecentOperation();
    expect(update.request.node.operation.name).toBe("WorkFormUpdateMutation");
    expect(update.request.variables.input).toMatchObject({ id: "103079215105", version: 1, form: { title: "春江花", priceFen: "1250" } });
    act(() => env.mock.resolve(update, MockPayloadGenerator.generate(update, answer(null, [{ field: null, message: MSG.stale, code: "CONFLICT" }]))));
    await waitFor(() => expect(screen.getByTestId("save-status").textContent).toContain(MSG.stale));
    expect(screen.getByRole("button", { name: "刷新页面" })).toBeTruthy();

    // Nothing more is sent over the other page's save.
    fireEvent.change(title, { target: { value: "春江花月" } });
    await new Promise((r) => setTimeout(r, 1000));
    expect(env.mock.getAllOperations()).toHaveLength(0);
  });

  it("does not save what breaks a draft's rule, and says so under the field", async () => {
    const { env } = setup(null, "/member/publish-artwork");
    fireEvent.change(screen.getByLabelText("作品名称"), { target: { value: "长".repeat(61) } });
    fireEvent.blur(screen.getByLabelText("作品名称"));
    expect(await screen.findByText(MSG.titleLength)).toBeTruthy();
    expect(screen.getByTestId("save-status").dataset.status).toBe("invalid");
    await new Promise((r) => setTimeout(r, 1000));
    expect(env.mock.getAllOperations()).toHaveLength(0);
  });
});

describe("the artist and leaving", () => {
  it("offers 本人 on a member's own work only: a gallery's listing names a catalogue or new artist", async () => {
    const kinds = () =>
      within(screen.getByRole("radiogroup", { name: "艺术家" }))
        .getAllByRole("radio")
        .map((r) => r.closest("label")?.textContent);
    const member = setup(null, "/member/publish-artwork");
    expect(kinds()).toEqual(["选择已有艺术家", "本人", "新艺术家"]);
    member.router.dispose();
    cleanup();

    const { env } = setup(null, "/ops/galleries/5/works/new");
    expect(kinds()).toEqual(["选择已有艺术家", "新艺术家"]);
    expect(screen.queryByRole("radio", { name: "本人" })).toBeNull();
    fireEvent.click(screen.getByRole("radio", { name: "新艺术家" }));
    await waitFor(() => expect(env.mock.getAllOperations()).toHaveLength(1), { timeout: 3000 });
    expect(env.mock.getMostRecentOperation().request.variables.input).toMatchObject({ galleryID: "5", form: { artistKind: "new" } });
  });

  it("picks a catalogue artist found by pinyin and saves its id", async () => {
    const { env } = setup(null, "/member/publish-artwork");
    fireEvent.click(screen.getByRole("radio", { name: "选择已有艺术家" }));
    // The choice alone is a change: let its save go first.
    await waitFor(() => expect(env.mock.getAllOperations()).toHaveLength(1), { timeout: 3000 });
    const first = env.mock.getMostRecentOperation();
    act(() => env.mock.resolve(first, MockPayloadGenerator.generate(first, answer({ id: "103079215105", number: 1, version: 1, state: "draft" }))));

    fireEvent.change(screen.getByLabelText("搜索艺术家"), { target: { value: "qibaishi" } });
    await waitFor(() => expect(env.mock.getMostRecentOperation()?.request.node.operation.name).toBe("ArtistPickerSearchQuery"));
    const search = env.mock.getMostRecentOperation();
    expect(search.request.variables).toEqual({ where: { search: "qibaishi" } });
    act(() =>
      env.mock.resolve(search, {
        data: { artists: { edges: [{ node: { __typename: "Artist", id: "17179869185", name: "齐白石", pinyin: "qibaishi" } }] } },
      }),
    );
    fireEvent.click(await screen.findByRole("button", { name: /齐白石/ }));
    expect(screen.getByTestId("artist-chosen").textContent).toContain("齐白石");
    await waitFor(() => expect(env.mock.getMostRecentOperation()?.request.node.operation.name).toBe("WorkFormUpdateMutation"), { timeout: 3000 });
    expect(env.mock.getMostRecentOperation().request.variables.input.form).toMatchObject({ artistKind: "existing", artistID: "17179869185", artistName: "" });
  });

  it("asks in the in-page dialog (never window.confirm) before leaving for another page while a change is not saved", async () => {
    const native = vi.spyOn(window, "confirm");
    const { router } = setup(null, "/member/publish-artwork");
    fireEvent.change(screen.getByLabelText("作品名称"), { target: { value: "未保存" } });
    await act(() => router.navigate("/member/artwork/1"));
    const dialog = await screen.findByRole("alertdialog", { name: "作品还有未保存的修改，确定离开吗？" });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole("button", { name: "取消" }));
    });
    expect(router.state.location.pathname).toBe("/member/publish-artwork");
    expect(screen.getByLabelText<HTMLInputElement>("作品名称").value).toBe("未保存");
    await act(() => router.navigate("/member/artwork/1"));
    await act(async () => {
      fireEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "离开" }));
    });
    await waitFor(() => expect(router.state.location.pathname).toBe("/member/artwork/1"));
    expect(native).not.toHaveBeenCalled();
    native.mockRestore();
  });
});

describe("the edit form", () => {
  it("is filled from the work and submits it with the declaration, then goes to the work's page", async () => {
    const { env, router } = setup(WORK, "/member/edit-artwork/1");
    expect(screen.getByLabelText<HTMLInputElement>("作品名称").value).toBe("春江花月");
    expect(screen.getByLabelText<HTMLInputElement>("价格（元）").value).toBe("12800.50");
    expect(screen.getByLabelText<HTMLInputElement>("宽").value).toBe("60.5");
    expect(screen.getByRole<HTMLInputElement>("radio", { name: "本人" }).checked).toBe(true);
    expect(screen.getAllByTestId("image-item")).toHaveLength(1);

    fireEvent.click(screen.getByRole("button", { name: "提交审核" }));
    expect(await screen.findByText(MSG.agreement)).toBeTruthy();
    expect(env.mock.getAllOperations()).toHaveLength(0);

    fireEvent.click(screen.getByRole("checkbox", { name: /我声明/ }));
    fireEvent.click(screen.getByRole("button", { name: "提交审核" }));
    // Saved first (with the version read), then submitted.
    await waitFor(() => expect(env.mock.getAllOperations()).toHaveLength(1));
    const save = env.mock.getMostRecentOperation();
    expect(save.request.node.operation.name).toBe("WorkFormUpdateMutation");
    expect(save.request.variables.input).toMatchObject({ id: "103079215105", version: 4 });
    act(() => env.mock.resolve(save, MockPayloadGenerator.generate(save, answer({ id: "103079215105", number: 1, version: 5, state: "draft" }))));
    await waitFor(() => expect(env.mock.getMostRecentOperation().request.node.operation.name).toBe("WorkFormSubmitMutation"));
    const submit = env.mock.getMostRecentOperation();
    expect(submit.request.variables.input).toEqual({ id: "103079215105", acceptAgreement: true });
    act(() => env.mock.resolve(submit, MockPayloadGenerator.generate(submit, answer({ id: "103079215105", number: 1, version: 6, state: "pending" }))));
    await waitFor(() => expect(router.state.location.pathname).toBe("/member/artwork/1"));
  });

  it("explains that a listed work's content changes go to review, and saves only on 保存修改", async () => {
    const { env } = setup({ ...WORK, state: "listed" }, "/member/edit-artwork/1");
    expect(screen.getByTestId("listed-note").textContent).toContain("审核通过前买家看到的仍是当前在售的版本");
    fireEvent.change(screen.getByLabelText("作品名称"), { target: { value: "春江花月夜" } });
    await new Promise((r) => setTimeout(r, 1000));
    expect(env.mock.getAllOperations()).toHaveLength(0);
    expect(screen.getByRole("button", { name: "保存修改" })).toBeTruthy();
    expect(await screen.findByRole("option", { name: "浙江省" })).toBeTruthy(); // the region data loaded
  });
});
