/** The account tab (spec §2.4): e-mail login, register and reset-password views. */
import { useState, type FormEvent, type ReactNode } from "react";
import {
  PasswordField,
  SubmitButton,
  TextButton,
  TextField,
  useFormState,
  useSubmitState,
  type FieldBinding,
} from "../../components/form";
import { failureMessage } from "./failure";
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
import { useCaptcha, useSendCode } from "./formHooks";
import { AgreementCheckbox, CaptchaImage, CodeField, EmailField } from "./ui";
import {
  hasErrors,
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

/** The agreement rule (spec §5): unticked → toast '请阅读并同意用户协议', checkbox marked, no call. */
function useAgreement() {
  const toast = useToast();
  const [accepted, setAccepted] = useState(false);
  const [invalid, setInvalid] = useState(false);
  return {
    accepted,
    invalid,
    onChange(checked: boolean) {
      setAccepted(checked);
      if (checked) setInvalid(false);
    },
    /** True when ticked; otherwise toasts and marks the checkbox. */
    check(): boolean {
      if (accepted) return true;
      setInvalid(true);
      toast.error(MESSAGES.agreementRequired);
      return false;
    },
  };
}

/**
 * The frame of the account views' forms: the fields, the submit button (its busy label while submitting), and the
 * links to the other views under it.
 */
function AccountForm(props: {
  label: string;
  onSubmit: (e: FormEvent) => void;
  busy: boolean;
  submit: readonly [label: string, busyLabel: string];
  links: readonly (readonly [view: AccountView, text: string])[];
  onView: (view: AccountView) => void;
  children: ReactNode;
}) {
  const align = props.links.length > 1 ? "justify-between" : "justify-center";
  return (
    <form noValidate onSubmit={props.onSubmit} className="flex flex-col gap-1" aria-label={props.label}>
      {props.children}
      <div className="mt-4">
        <SubmitButton busy={props.busy} label={props.submit[0]} busyLabel={props.submit[1]} />
      </div>
      <div className={`mt-3 flex items-center ${align}`}>
        {props.links.map(([view, text]) => (
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
  const toast = useToast();
  // A fresh form on every mount (spec §4: the form resets on mount).
  const form = useFormState(EMPTY_LOGIN, validateEmailLogin);
  const agreement = useAgreement();
  const submit = useSubmitState();
  const busy = submit.busy;

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    if (hasErrors(form.validateAll())) return;
    if (!agreement.check()) return;
    await submit.run(async () => {
      try {
        await memberStore.loginByEmail({ email: form.values.email.trim(), password: form.values.password });
      } catch (err) {
        toast.error(failureMessage(err, MESSAGES.emailLoginFailed));
      }
    });
  }

  return (
    <AccountForm
      label="邮箱登录"
      onSubmit={onSubmit}
      busy={busy}
      submit={[LABELS.login, LABELS.loginBusy]}
      links={[
        ["register", LABELS.toRegister],
        ["reset", LABELS.forgotPassword],
      ]}
      onView={onView}
    >
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
  const toast = useToast();
  const form = useFormState(EMPTY_REGISTER, validateRegister);
  const agreement = useAgreement();
  const captcha = useCaptcha(true);
  const submit = useSubmitState();
  const busy = submit.busy;

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    // Any failed rule stops the submit silently (the messages are under the fields).
    if (hasErrors(form.validateAll())) return;
    if (!agreement.check()) return;
    await submit.run(async () => {
      const v = form.values;
      try {
        await memberStore.register({
          username: v.username.trim(),
          email: v.email.trim(),
          password: v.password,
          password_two: v.passwordTwo,
          captcha_code: v.captchaCode.trim(),
          captcha_key: captcha.key,
        });
      } catch (err) {
        toast.error(failureMessage(err, MESSAGES.registerFailed));
        // The captcha is spent either way: a new one, its field emptied but not flagged 请输入验证码 ...
        form.clear("captchaCode");
        captcha.refresh();
        // ... and the field the server's message is about is marked with it (验证码错误 marks the captcha).
        if (isApiError(err) && (err.kind === "envelope" || err.kind === "http")) {
          const field = registerFieldOf(err.message);
          if (field) form.setError(field, err.message);
        }
      }
    });
  }

  return (
    <AccountForm
      label="注册"
      onSubmit={onSubmit}
      busy={busy}
      submit={[LABELS.register, LABELS.registerBusy]}
      links={[
        ["login", LABELS.haveAccount],
        ["reset", LABELS.forgotPassword],
      ]}
      onView={onView}
    >
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
  const submit = useSubmitState();
  const busy = submit.busy;
  const sendCode = useSendCode(
    () => {
      const account = resetAccountOf(form.values.account);
      if (account?.kind === "mobile") return sendFindPassMobileCode(account.mobile);
      if (account?.kind === "email") return sendFindPassEmailCode(account.email);
      return Promise.reject(new Error("invalid account"));
    },
    () => form.check("account", resetAccountError),
  );

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    if (hasErrors(form.validateAll())) return;
    const account = resetAccountOf(form.values.account);
    if (!account) return;
    await submit.run(async () => {
      const v = form.values;
      try {
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
      } catch (err) {
        toast.error(failureMessage(err, MESSAGES.resetFailed));
      }
    });
  }

  return (
    <AccountForm
      label="重置密码"
      onSubmit={onSubmit}
      busy={busy}
      submit={[LABELS.reset, LABELS.resetBusy]}
      links={[["login", LABELS.backToLogin]]}
      onView={onView}
    >
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
