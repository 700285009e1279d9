import { useState } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import { toast } from "../../../../components/Toast";
import { failureMessage } from "../../../../features/auth/failure";
import { apiClient } from "../../../../features/auth/memberStore";
import type { NotificationsSection_member$key } from "./__generated__/NotificationsSection_member.graphql";
import { NOTIFY_CHANNELS, NOTIFY_TOPICS, SECURITY_TEXT, notifyKey } from "./securityForms";
import { SettingsSection } from "./SettingsSection";

type Choice = Record<string, boolean>;

/**
 * 通知设置: for each topic, SMS / e-mail / WeChat on or off. Each switch is saved at once (PUT
 * /api/member/settingInfo with its one key) and put back when the server refuses.
 */
export function NotificationsSection({ member }: { member: NotificationsSection_member$key }) {
  const data = useFragment(
    graphql`
      fragment NotificationsSection_member on Member {
        notificationSettings {
          topic
          sms
          email
          wechat
        }
      }
    `,
    member,
  );
  const [choice, setChoice] = useState<Choice>(() => {
    const c: Choice = {};
    for (const s of data.notificationSettings) {
      c[notifyKey(s.topic, "sms")] = s.sms;
      c[notifyKey(s.topic, "email")] = s.email;
      c[notifyKey(s.topic, "wechat")] = s.wechat;
    }
    return c;
  });
  const [saving, setSaving] = useState<string | null>(null);

  async function toggle(key: string) {
    if (saving !== null) return;
    const next = !choice[key];
    setChoice((c) => ({ ...c, [key]: next }));
    setSaving(key);
    try {
      await apiClient.put("/api/member/settingInfo", { [key]: next });
      toast.success(SECURITY_TEXT.notifySaved);
    } catch (err) {
      setChoice((c) => ({ ...c, [key]: !next }));
      toast.error(failureMessage(err, SECURITY_TEXT.failed));
    } finally {
      setSaving(null);
    }
  }

  return (
    <SettingsSection name="notify" title={SECURITY_TEXT.notifyTitle}>
      <div className="mt-4 flex flex-col divide-y divide-black/5">
        {data.notificationSettings.map((s) => (
          <fieldset key={s.topic} className="flex flex-wrap items-center gap-x-6 gap-y-2 py-3">
            <legend className="float-left w-40 text-sm font-medium">{NOTIFY_TOPICS[s.topic] ?? s.topic}</legend>
            {NOTIFY_CHANNELS.map(([channel, label]) => {
              const key = notifyKey(s.topic, channel);
              return (
                <label key={channel} className="inline-flex min-h-11 items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="h-5 w-5 accent-primary"
                    checked={choice[key] ?? false}
                    disabled={saving !== null}
                    onChange={() => void toggle(key)}
                  />
                  {label}
                </label>
              );
            })}
          </fieldset>
        ))}
      </div>
    </SettingsSection>
  );
}
