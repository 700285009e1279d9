/** The mobile tab (spec §2.4): +86 phone, optional image captcha, SMS code with the send-code link, agreement. */
import { SubmitButton, TextField, useFormState } from "../../components/form";
import { LABELS, MESSAGES } from "./constants";
import { memberStore } from "./memberStore";
import { sendLoginCode } from "./authApi";
import { useAgreement, useAccountSubmit, useCaptcha, useSendCode } from "./formHooks";
import { AgreementCheckbox, CaptchaImage, CodeField, PhoneField } from "./ui";
import { phoneError, validateMobileLogin } from "./validation";

export interface MobileLoginProps {
  /** Shows the image captcha field (spec §2.4: only when a flag is on). */
  showCaptcha?: boolean;
}

const EMPTY = { mobile: "", captchaCode: "", code: "" };

export function MobileLogin({ showCaptcha = false }: MobileLoginProps) {
  const form = useFormState(EMPTY, validateMobileLogin);
  const captcha = useCaptcha(showCaptcha);
  const agreement = useAgreement();
  const { busy, onSubmit } = useAccountSubmit(form.validateAll, MESSAGES.mobileLoginFailed);
  const sendCode = useSendCode(
    () =>
      sendLoginCode(form.values.mobile.trim(), showCaptcha ? { key: captcha.key, code: form.values.captchaCode } : undefined),
    () => form.check("mobile", phoneError),
  );

  const login = () =>
    memberStore.loginByMobile({ mobile: form.values.mobile.trim(), mobile_code: form.values.code.trim(), mobile_key: sendCode.key });

  return (
    <form noValidate onSubmit={onSubmit(login, agreement.check)} className="flex flex-col gap-1" aria-label="手机登录">
      <PhoneField
        label="手机号"
        placeholder="请输入手机号"
        {...form.field("mobile")}
      />
      {showCaptcha ? (
        <TextField
          label="图形验证码"
          name="captcha"
          autoComplete="off"
          placeholder="请输入图形验证码"
          value={form.values.captchaCode}
          onChange={(v) => form.set("captchaCode", v)}
          aside={<CaptchaImage src={captcha.img} loading={captcha.loading} onRefresh={captcha.refresh} />}
        />
      ) : null}
      <CodeField label="短信验证码" placeholder="请输入短信验证码" {...form.field("code")} sendCode={sendCode} />
      <AgreementCheckbox checked={agreement.accepted} onChange={agreement.onChange} invalid={agreement.invalid} />
      <div className="mt-4">
        <SubmitButton busy={busy} label={LABELS.login} busyLabel={LABELS.loginBusy} />
      </div>
    </form>
  );
}
