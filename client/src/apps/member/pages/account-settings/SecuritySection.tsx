import { commitLocalUpdate, graphql, useFragment, useRelayEnvironment } from "react-relay/hooks";
import { PasswordField, SubmitButton, useFormState } from "../../../../components/form";
import { toast } from "../../../../components/Toast";
import { markField, useAccountSubmit } from "../../../../features/auth/formHooks";
import { apiClient, memberStore } from "../../../../features/auth/memberStore";
import type { SecuritySection_member$key } from "./__generated__/SecuritySection_member.graphql";
import { SECURITY_TEXT, passwordFieldOf, validatePassword, type PasswordValues } from "./securityForms";
import { SettingsSection } from "./SettingsSection";

const EMPTY: PasswordValues = { old: "", password: "", passwordTwo: "" };

/**
 * 修改密码 (设置密码 for a member who has none): POST /api/member/password/change. The server signs every other
 * device out and answers a fresh token for this one, which replaces the old. A first password set, the section is
 * in change mode at once (原密码 shown). Password sign-in is e-mail and password (spec §3), so without a bound e-mail
 * the section says a password cannot sign in yet and offers to bind one (onBindEmail opens that form).
 */
export function SecuritySection({ member, onBindEmail }: { member: SecuritySection_member$key; onBindEmail: () => void }) {
  const data = useFragment(
    graphql`
      fragment SecuritySection_member on Member {
        id
        hasPassword
        email
      }
    `,
    member,
  );
  const env = useRelayEnvironment();
  const form = useFormState(EMPTY, (v) => validatePassword(v, data.hasPassword));
  const { busy, onSubmit } = useAccountSubmit(form.validateAll, SECURITY_TEXT.failed);

  const change = async () => {
    const body: Record<string, string> = { password: form.values.password, password_two: form.values.passwordTwo };
    if (data.hasPassword) body["password_old"] = form.values.old;
    const res = await apiClient.post<{ token?: string }>("/api/member/password/change", body);
    if (typeof res?.token === "string" && res.token !== "") {
      memberStore.setToken(res.token);
      await memberStore.fetchMemberInfo();
    }
    // The member has a password now: the next change asks for it (原密码), without a reload.
    commitLocalUpdate(env, (store) => store.get(data.id)?.setValue(true, "hasPassword"));
    form.reset();
    toast.success(SECURITY_TEXT.passwordChanged);
  };

  const title = data.hasPassword ? SECURITY_TEXT.passwordTitle : SECURITY_TEXT.setPasswordTitle;
  return (
    <SettingsSection name="password" title={title}>
      {data.email == null && (
        <div className="mt-2 flex max-w-md flex-wrap items-center gap-x-3 rounded-md bg-black/[0.03] px-3 py-2 text-sm" data-testid="password-needs-email">
          <p className="text-secondary">{SECURITY_TEXT.needsEmail}</p>
          <button type="button" onClick={onBindEmail} className="min-h-11 font-medium text-primary hover:underline">
            {SECURITY_TEXT.bindEmail}
          </button>
        </div>
      )}
      <form noValidate onSubmit={onSubmit(change, undefined, markField(form, passwordFieldOf))} className="mt-4 flex max-w-md flex-col gap-1">
        {data.hasPassword && (
          <PasswordField
            label="原密码"
            autoComplete="current-password"
            {...form.field("old", "password_old")}
          />
        )}
        <PasswordField
          label="新密码"
          autoComplete="new-password"
          {...form.field("password")}
        />
        <PasswordField
          label="确认新密码"
          autoComplete="new-password"
          {...form.field("passwordTwo", "password_two")}
        />
        <div className="mt-3 w-40">
          <SubmitButton busy={busy} label={title} busyLabel="保存中..." />
        </div>
      </form>
    </SettingsSection>
  );
}
