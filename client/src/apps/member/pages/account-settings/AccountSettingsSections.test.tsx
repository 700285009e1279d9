import { describe, expect, it } from "vitest";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { RelayEnvironmentProvider, graphql, useLazyLoadQuery } from "react-relay/hooks";
import { createOperationDescriptor, getRequest } from "relay-runtime";
import { createMockEnvironment, MockPayloadGenerator } from "relay-test-utils";
import { DevicesSection } from "./DevicesSection";
import { DeletionSection } from "./DeletionSection";
import { DELETION_TEXT } from "./deletionForm";
import type { AccountSettingsSectionsTestQuery } from "./__generated__/AccountSettingsSectionsTestQuery.graphql";

const query = graphql`
  query AccountSettingsSectionsTestQuery @relay_test_operation {
    viewer {
      ...DevicesSection_member
      ...DeletionSection_member
    }
  }
`;

function Harness() {
  const data = useLazyLoadQuery<AccountSettingsSectionsTestQuery>(query, {}, { fetchPolicy: "store-only" });
  if (!data.viewer) return null;
  return (
    <>
      <DevicesSection member={data.viewer} />
      <DeletionSection member={data.viewer} />
    </>
  );
}

const SESSIONS = [
  { id: "21474836481", current: true, channel: "PC", device: "Chrome 120 · Windows", location: "本机", createdAt: "2026-11-24T02:00:00Z", lastUsedAt: "2026-11-25T01:30:00Z" },
  { id: "21474836482", current: false, channel: "WECHAT", device: "微信 8 · iOS 17", location: "203.0.113.*", createdAt: "2026-11-20T16:30:00Z", lastUsedAt: "2026-11-21T00:00:00Z" },
];

function setup(member: Record<string, unknown>) {
  const env = createMockEnvironment();
  const op = createOperationDescriptor(getRequest(query), {});
  env.commitPayload(op, MockPayloadGenerator.generate(op, { Member: () => member }).data as never);
  render(
    <RelayEnvironmentProvider environment={env}>
      <Harness />
    </RelayEnvironmentProvider>,
  );
  return env;
}

describe("登录设备", () => {
  it("lists every device in Shanghai time, marks this one, and signs another out by its id", async () => {
    const env = setup({ sessions: SESSIONS, maskedMobile: null, email: "a@example.cn", deletionBlockers: [], accountDeletion: null });
    const rows = await screen.findAllByTestId("device");
    expect(rows).toHaveLength(2);
    expect(rows[0]?.textContent).toContain("当前设备");
    expect(rows[0]?.textContent).toContain("电脑网页");
    expect(rows[0]?.textContent).toContain("登录于 2026年11月24日 10:00");
    expect(rows[1]?.textContent).toContain("微信 8 · iOS 17");
    expect(rows[1]?.textContent).toContain("203.0.113.*");
    expect(rows[1]?.textContent).toContain("登录于 2026年11月21日 00:30");
    expect(rows[1]?.textContent).not.toContain("当前设备");
    expect(screen.getAllByRole("button", { name: /^退出 / })).toHaveLength(1); // none on the current device
    // Signing out asks first in the shared dialog: 取消 sends nothing; 退出 signs the device out.
    fireEvent.click(screen.getByRole("button", { name: "退出 微信 8 · iOS 17" }));
    const dialog = await screen.findByRole("alertdialog", { name: "退出 微信 8 · iOS 17 上的登录？" });
    fireEvent.click(within(dialog).getByRole("button", { name: "取消" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(env.mock.getAllOperations()).toHaveLength(0);
    fireEvent.click(screen.getByRole("button", { name: "退出 微信 8 · iOS 17" }));
    fireEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "退出" }));
    await waitFor(() => expect(env.mock.getAllOperations()).toHaveLength(1));
    const op = env.mock.getMostRecentOperation();
    expect(op.request.node.operation.name).toBe("DevicesSectionSignOutMutation");
    expect(op.request.variables).toEqual({ input: { sessionID: "21474836482" } });
    act(() => env.mock.resolve(op, MockPayloadGenerator.generate(op, { Member: () => ({ sessions: [SESSIONS[0]] }), UserError: () => ({}) })));
    expect(await screen.findAllByTestId("device")).toHaveLength(1);
    expect(screen.queryByRole("button", { name: "退出其他所有设备" })).toBeNull();
  });
});

describe("注销账号", () => {
  it("shows when a pending request erases the account and offers 撤销注销", async () => {
    const env = setup({ sessions: [], maskedMobile: "138****8000", email: null, deletionBlockers: [], accountDeletion: { requestedAt: "2026-11-25T01:00:00Z", eraseAt: "2026-12-10T01:00:00Z" } });
    expect((await screen.findByTestId("deletion-pending")).textContent).toContain(DELETION_TEXT.pending("2026年12月10日 09:00"));
    expect(screen.getByTestId("deletion-pending").textContent).toContain(DELETION_TEXT.listingsEnded);
    fireEvent.click(screen.getByRole("button", { name: "撤销注销" }));
    expect(env.mock.getMostRecentOperation().request.node.operation.name).toBe("DeletionSectionCancelMutation");
  });

  it("says why not while something is open", async () => {
    setup({ sessions: [], maskedMobile: "138****8000", email: null, deletionBlockers: ["有未完成的订单"], accountDeletion: null });
    expect((await screen.findByTestId("deletion-blocked")).textContent).toContain("有未完成的订单");
    expect(screen.queryByRole("button", { name: "注销账号" })).toBeNull();
  });

  it("checks the code before sending anything, then confirms with the key of the sent code", async () => {
    const env = setup({ sessions: [], maskedMobile: "138****8000", email: "ab@example.cn", deletionBlockers: [], accountDeletion: null });
    fireEvent.click(await screen.findByRole("button", { name: "注销账号" }));
    expect(screen.getByLabelText("短信验证（138****8000）")).toBeTruthy();
    expect(screen.getByRole("note").textContent).toBe(DELETION_TEXT.listingsEnd); // before anything is confirmed
    fireEvent.click(screen.getByLabelText("邮箱验证（a***@example.cn）"));
    fireEvent.click(screen.getByRole("button", { name: "确认注销" }));
    expect(await screen.findByText(DELETION_TEXT.keyRequired)).toBeTruthy();
    expect(env.mock.getAllOperations()).toHaveLength(0);

    fireEvent.click(screen.getByRole("button", { name: "获取验证码" }));
    const send = env.mock.getMostRecentOperation();
    expect(send.request.variables).toEqual({ input: { channel: "EMAIL" } });
    act(() => env.mock.resolve(send, { data: { sendAccountDeletionCode: { userErrors: [], codeKey: "k".repeat(32), sentTo: "a***@example.cn" } } }));
    expect(await screen.findByRole("button", { name: "60秒后重发" })).toBeTruthy();

    fireEvent.change(screen.getByLabelText("验证码"), { target: { value: "12a" } });
    fireEvent.click(screen.getByRole("button", { name: "确认注销" }));
    expect(await screen.findByText(DELETION_TEXT.codeFormat)).toBeTruthy();
    fireEvent.change(screen.getByLabelText("验证码"), { target: { value: "123456" } });
    fireEvent.click(screen.getByRole("button", { name: "确认注销" }));
    const req = env.mock.getMostRecentOperation();
    expect(req.request.node.operation.name).toBe("DeletionSectionRequestMutation");
    expect(req.request.variables).toEqual({ input: { channel: "EMAIL", codeKey: "k".repeat(32), code: "123456" } });
    act(() => env.mock.resolve(req, { data: { requestAccountDeletion: { userErrors: [{ field: "code", message: "验证码错误" }], viewer: null } } }));
    expect(await screen.findByText("验证码错误")).toBeTruthy();
  });
});
