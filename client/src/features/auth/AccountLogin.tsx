/** The account tab (spec §2.4): e-mail login, register and reset-password views. */
import { useState, type FormEvent, type ReactNode } from "react";
import { PasswordField, SubmitButton, TextButton, TextField, useFormState, type FieldBinding } from "../../components/form";
import { isApiError } from "../../lib/api";
import { useToast } from "../../components/Toast";
import { LABELS, MESSAGES } from "./constants";
import { memberStore } from "./memberStore";
import {
  resetPasswordByEmail,
  resetPasswordByMobile,
  sendFindPassEmailCode,
  sendFindPassMobileCode,
} from "./authApi";
import { useAgreement, useAccountSubmit, useCaptcha, useSendCode } from "./formHooks";
import { AgreementCheckbox, CaptchaImage, CodeField, EmailField } from "./ui";
import {
  registerFieldOf,
  resetAccountError,
  resetAccountOf,
  validateEmailLogin,
  validateRegister,
  validateReset,
  type EmailLoginValues,
  type RegisterValues,
  type ResetValues,
} from "./validation";

export type AccountView = "login" | "register" | "reset";

/** What each account view's form submits with (its label, and its label while busy) and links to under it. */
const VIEWS: Record<AccountView, { submit: readonly [string, string]; links: readonly (readonly [AccountView, string])[] }> = {
  login: { submit: [LABELS.login, LABELS.loginBusy], links: [["register", LABELS.toRegister], ["reset", LABELS.forgotPassword]] },
  register: { submit: [LABELS.register, LABELS.registerBusy], links: [["login", LABELS.haveAccount], ["reset", LABELS.forgotPassword]] },
  reset: { submit: [LABELS.reset, LABELS.resetBusy], links: [["login", LABELS.backToLogin]] },
};

/**
 * The frame of the account views' forms: the fields, the submit button (its busy label while submitting), and the
 * links to the other views under it.
 */
function AccountForm(props: {
  view: AccountView;
  label: string;
  onSubmit: (e: FormEvent) => void;
  busy: boolean;
  onView: (view: AccountView) => void;
  children: ReactNode;
}) {
  const { submit, links } = VIEWS[props.view];
  const align = links.length > 1 ? "justify-between" : "justify-center";
  return (
    <form noValidate onSubmit={props.onSubmit} className="flex flex-col gap-1" aria-label={props.label}>
      {props.children}
      <div className="mt-4">
        <SubmitButton busy={props.busy} label={submit[0]} busyLabel={submit[1]} />
      </div>
      <div className={`mt-3 flex items-center ${align}`}>
        {links.map(([view, text]) => (
          <TextButton key={view} onClick={() => props.onView(view)}>
            {text}
          </TextButton>
        ))}
      </div>
    </form>
  );
}

/** A new password and its confirmation ("密码" or "新密码"). */
function NewPasswordFields({ word, password, confirm }: { word: string; password: FieldBinding; confirm: FieldBinding }) {
  return (
    <>
      <PasswordField label={word} autoComplete="new-password" placeholder={`请输入${word}`} {...password} />
      <PasswordField label={`确认${word}`} autoComplete="new-password" placeholder={`请再次输入${word}`} {...confirm} />
    </>
  );
}

const EMPTY_LOGIN: EmailLoginValues = { email: "", password: "" };

export function EmailLoginForm({ onView }: { onView: (view: AccountView) => void }) {
  // A fresh form on every mount (spec §4: the form resets on mount).
  const form = useFormState(EMPTY_LOGIN, validateEmailLogin);
  const agreement = useAgreement();
  const { busy, onSubmit } = useAccountSubmit(form.validateAll, MESSAGES.emailLoginFailed);
  const login = () => memberStore.loginByEmail({ email: form.values.email.trim(), password: form.values.password });

  return (
    <AccountForm view="login" label="邮箱登录" onSubmit={onSubmit(login, agreement.check)} busy={busy} onView={onView}>
      <EmailField label="邮箱" placeholder="请输入邮箱" {...form.field("email")} />
      <PasswordField
        label="密码"
        autoComplete="current-password"
        placeholder="请输入密码"
        {...form.field("password")}
      />
      <AgreementCheckbox checked={agreement.accepted} onChange={agreement.onChange} invalid={agreement.invalid} />
    </AccountForm>
  );
}

const EMPTY_REGISTER: RegisterValues = { username: "", email: "", password: "", passwordTwo: "", captchaCode: "" };

export function RegisterForm({ onView }: { onView: (view: AccountView) => void }) {
  const form = useFormState(EMPTY_REGISTER, validateRegister);
  const agreement = useAgreement();
  const captcha = useCaptcha(true);
  // Any failed rule stops the submit silently (the messages are under the fields).
  const { busy, onSubmit } = useAccountSubmit(form.validateAll, MESSAGES.registerFailed);
  const register = () => {
    const v = form.values;
    return memberStore.register({
      username: v.username.trim(),
      email: v.email.trim(),
      password: v.password,
      password_two: v.passwordTwo,
      captcha_code: v.captchaCode.trim(),
      captcha_key: captcha.key,
    });
  };
  const failed = (err: unknown) => {
    // The captcha is spent either way: a new one, its field emptied but not flagged 请输入验证码 ...
    form.clear("captchaCode");
    captcha.refresh();
    // ... and the field the server's message is about is marked with it (验证码错误 marks the captcha).
    if (isApiError(err) && (err.kind === "envelope" || err.kind === "http")) {
      const field = registerFieldOf(err.message);
      if (field) form.setError(field, err.message);
    }
  };

  return (
    <AccountForm view="register" label="注册" onSubmit={onSubmit(register, agreement.check, failed)} busy={busy} onView={onView}>
      <TextField
        label="用户名"
        autoComplete="username"
        placeholder="请输入用户名"
        {...form.field("username")}
      />
      <EmailField label="邮箱" placeholder="请输入邮箱" {...form.field("email")} />
      <NewPasswordFields word="密码" password={form.field("password", "new-password")} confirm={form.field("passwordTwo", "confirm-password")} />
      <TextField
        label="验证码"
        autoComplete="off"
        placeholder="请输入验证码"
        {...form.field("captchaCode", "captcha")}
        aside={<CaptchaImage src={captcha.img} loading={captcha.loading} onRefresh={captcha.refresh} />}
      />
      <AgreementCheckbox checked={agreement.accepted} onChange={agreement.onChange} invalid={agreement.invalid} />
    </AccountForm>
  );
}

const EMPTY_RESET: ResetValues = { account: "", code: "", password: "", passwordTwo: "" };

export function ResetPasswordForm({ onView }: { onView: (view: AccountView) => void }) {
  const toast = useToast();
  const form = useFormState(EMPTY_RESET, validateReset);
  const { busy, onSubmit } = useAccountSubmit(form.validateAll, MESSAGES.resetFailed);
  const sendCode = useSendCode(
    () => {
      const account = resetAccountOf(form.values.account);
      if (account?.kind === "mobile") return sendFindPassMobileCode(account.mobile);
      if (account?.kind === "email") return sendFindPassEmailCode(account.email);
      return Promise.reject(new Error("invalid account"));
    },
    () => form.check("account", resetAccountError),
  );

  const reset = async () => {
    const account = resetAccountOf(form.values.account);
    if (!account) return;
    const v = form.values;
    if (account.kind === "mobile") {
      await resetPasswordByMobile({
        mobile: account.mobile,
        mobile_code: v.code.trim(),
        mobile_key: sendCode.key,
        password: v.password,
        password_two: v.passwordTwo,
      });
    } else {
      await resetPasswordByEmail({
        email: account.email,
        email_code: v.code.trim(),
        password: v.password,
        password_two: v.passwordTwo,
        email_key: sendCode.key,
      });
    }
    toast.success(MESSAGES.resetSuccess);
    onView("login");
  };

  return (
    <AccountForm view="reset" label="重置密码" onSubmit={onSubmit(reset, () => resetAccountOf(form.values.account) != null)} busy={busy} onView={onView}>
      <TextField
        label="手机号或邮箱"
        autoComplete="username"
        placeholder="请输入手机号或邮箱"
        {...form.field("account")}
      />
      <CodeField label="验证码" placeholder="请输入验证码" {...form.field("code")} sendCode={sendCode} />
      <NewPasswordFields word="新密码" password={form.field("password", "new-password")} confirm={form.field("passwordTwo", "confirm-password")} />
    </AccountForm>
  );
}

/** The account tab: login / register / reset, starting at login. */
export function AccountLogin() {
  const [view, setView] = useState<AccountView>("login");
  if (view === "register") return <RegisterForm onView={setView} />;
  if (view === "reset") return <ResetPasswordForm onView={setView} />;
  return <EmailLoginForm onView={setView} />;
}
