import type { FormEvent } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import { PasswordField, SubmitButton, hasErrors, useFormState, useSubmitState } from "../../../../components/form";
import { toast } from "../../../../components/Toast";
import { failureMessage } from "../../../../features/auth/failure";
import { apiClient, memberStore } from "../../../../features/auth/memberStore";
import type { SecuritySection_member$key } from "./__generated__/SecuritySection_member.graphql";
import { SECURITY_TEXT, validatePassword, type PasswordValues } from "./securityForms";

const EMPTY: PasswordValues = { old: "", password: "", passwordTwo: "" };

/**
 * 修改密码 (设置密码 for a member who has none): POST /api/member/password/change. The server signs every other
 * device out and answers a fresh token for this one, which replaces the old.
 */
export function SecuritySection({ member }: { member: SecuritySection_member$key }) {
  const data = useFragment(
    graphql`
      fragment SecuritySection_member on Member {
        hasPassword
      }
    `,
    member,
  );
  const form = useFormState(EMPTY, (v) => validatePassword(v, data.hasPassword));
  const submit = useSubmitState();

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (submit.busy || hasErrors(form.validateAll())) return;
    await submit.run(async () => {
      try {
        const body: Record<string, string> = { password: form.values.password, password_two: form.values.passwordTwo };
        if (data.hasPassword) body["password_old"] = form.values.old;
        const res = await apiClient.post<{ token?: string }>("/api/member/password/change", body);
        if (typeof res?.token === "string" && res.token !== "") {
          memberStore.setToken(res.token);
          await memberStore.fetchMemberInfo();
        }
        form.reset();
        toast.success(SECURITY_TEXT.passwordChanged);
      } catch (err) {
        toast.error(failureMessage(err, SECURITY_TEXT.failed));
      }
    });
  }

  const title = data.hasPassword ? SECURITY_TEXT.passwordTitle : SECURITY_TEXT.setPasswordTitle;
  return (
    <section aria-labelledby="password-title" className="rounded-lg border border-black/10 bg-white p-4 md:p-6" data-testid="password-section">
      <h2 id="password-title" className="text-lg font-medium">
        {title}
      </h2>
      <form noValidate onSubmit={onSubmit} className="mt-4 flex max-w-md flex-col gap-1">
        {data.hasPassword && (
          <PasswordField
            label="原密码"
            name="password_old"
            autoComplete="current-password"
            value={form.values.old}
            onChange={(v) => form.set("old", v)}
            onBlur={() => form.blur("old")}
            error={form.errors.old}
          />
        )}
        <PasswordField
          label="新密码"
          name="password"
          autoComplete="new-password"
          value={form.values.password}
          onChange={(v) => form.set("password", v)}
          onBlur={() => form.blur("password")}
          error={form.errors.password}
        />
        <PasswordField
          label="确认新密码"
          name="password_two"
          autoComplete="new-password"
          value={form.values.passwordTwo}
          onChange={(v) => form.set("passwordTwo", v)}
          onBlur={() => form.blur("passwordTwo")}
          error={form.errors.passwordTwo}
        />
        <div className="mt-3 w-40">
          <SubmitButton busy={submit.busy} label={title} busyLabel="保存中..." />
        </div>
      </form>
    </section>
  );
}
