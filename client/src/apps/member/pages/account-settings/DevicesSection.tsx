import { graphql, useFragment, useMutation } from "react-relay/hooks";
import { useConfirm } from "../../../../components/ConfirmDialog";
import { useSubmitState } from "../../../../components/form";
import { toast } from "../../../../components/Toast";
import { formatShanghaiFull } from "../../../../format/date";
import { commitThen } from "./commit";
import type { DevicesSection_member$key } from "./__generated__/DevicesSection_member.graphql";
import type { DevicesSectionSignOutMutation } from "./__generated__/DevicesSectionSignOutMutation.graphql";
import type { DevicesSectionSignOutOthersMutation } from "./__generated__/DevicesSectionSignOutOthersMutation.graphql";
import { SettingsSection } from "./SettingsSection";

/** How each channel (spec §6) reads on screen. */
export const CHANNEL_LABELS: Record<string, string> = { PC: "电脑网页", H5: "手机网页", WECHAT: "微信" };

export const DEVICE_TEXT = {
  title: "登录设备",
  current: "当前设备",
  signOut: "退出",
  signOutOthers: "退出其他所有设备",
  signedOut: "已退出该设备",
  signedOutOthers: (n: number) => (n > 0 ? `已退出其他 ${n} 台设备` : "没有其他登录设备"),
  confirmSignOut: (device: string) => `退出 ${device} 上的登录？`,
  confirmSignOutOthers: "退出其他所有设备上的登录？",
  confirmBody: "退出后，该设备需要重新登录。",
  confirmBodyOthers: "退出后，这些设备需要重新登录。",
} as const;

/** 登录设备: every session of the member, this one marked, the others signed out one by one or all at once. */
export function DevicesSection({ member }: { member: DevicesSection_member$key }) {
  const data = useFragment(
    graphql`
      fragment DevicesSection_member on Member {
        sessions {
          id
          current
          channel
          device
          location
          createdAt
          lastUsedAt
        }
      }
    `,
    member,
  );
  const [signOut] = useMutation<DevicesSectionSignOutMutation>(graphql`
    mutation DevicesSectionSignOutMutation($input: SignOutSessionInput!) {
      signOutSession(input: $input) {
        userErrors {
          message
        }
        viewer {
          ...DevicesSection_member
        }
      }
    }
  `);
  const [signOutOthers] = useMutation<DevicesSectionSignOutOthersMutation>(graphql`
    mutation DevicesSectionSignOutOthersMutation {
      signOutOtherSessions {
        userErrors {
          message
        }
        signedOut
        viewer {
          ...DevicesSection_member
        }
      }
    }
  `);
  const submit = useSubmitState();

  // Signing a device out cannot be undone there (it must sign in again): the shared dialog asks first.
  const [ask, dialog] = useConfirm();
  const onSignOut = async (sessionId: string, device: string) => {
    if (!(await ask({ title: DEVICE_TEXT.confirmSignOut(device), body: DEVICE_TEXT.confirmBody, confirmLabel: DEVICE_TEXT.signOut }))) return;
    await submit.run(() =>
      commitThen(signOut, { input: { sessionID: sessionId } }, (res) => {
        const err = res.signOutSession.userErrors[0];
        if (err) toast.error(err.message);
        else toast.success(DEVICE_TEXT.signedOut);
      }),
    );
  };

  const onSignOutOthers = async () => {
    if (!(await ask({ title: DEVICE_TEXT.confirmSignOutOthers, body: DEVICE_TEXT.confirmBodyOthers, confirmLabel: DEVICE_TEXT.signOut }))) return;
    await submit.run(() =>
      commitThen(signOutOthers, {}, (res) => {
        const err = res.signOutOtherSessions.userErrors[0];
        if (err) toast.error(err.message);
        else toast.success(DEVICE_TEXT.signedOutOthers(res.signOutOtherSessions.signedOut));
      }),
    );
  };

  const others = data.sessions.filter((s) => !s.current).length;
  return (
    <SettingsSection
      name="devices"
      title={DEVICE_TEXT.title}
      dialog={dialog}
      aside={
        others > 0 && (
          <button
            type="button"
            onClick={() => void onSignOutOthers()}
            disabled={submit.busy}
            className="rounded-md border border-black/15 px-3 py-1.5 text-sm hover:border-primary disabled:opacity-60"
          >
            {DEVICE_TEXT.signOutOthers}
          </button>
        )
      }
    >
      <ul className="mt-4 divide-y divide-black/5">
        {data.sessions.map((s) => (
          <li key={s.id} className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid="device">
            <div className="min-w-0">
              <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
                <span>{s.device}</span>
                {s.channel && <span className="rounded bg-black/5 px-1.5 py-0.5 text-xs text-secondary">{CHANNEL_LABELS[s.channel] ?? s.channel}</span>}
                {s.current && <span className="rounded bg-primary/10 px-1.5 py-0.5 text-xs text-primary">{DEVICE_TEXT.current}</span>}
              </p>
              <p className="mt-1 text-xs text-secondary">
                {s.location} · 登录于 {formatShanghaiFull(s.createdAt)} · 最近使用 {formatShanghaiFull(s.lastUsedAt)}
              </p>
            </div>
            {!s.current && (
              <button
                type="button"
                onClick={() => void onSignOut(s.id, s.device)}
                disabled={submit.busy}
                aria-label={`${DEVICE_TEXT.signOut} ${s.device}`}
                className="rounded-md border border-black/15 px-3 py-1 text-sm hover:border-error hover:text-error disabled:opacity-60"
              >
                {DEVICE_TEXT.signOut}
              </button>
            )}
          </li>
        ))}
      </ul>
    </SettingsSection>
  );
}
