/**
 * The bind-mobile dialog of spec §2.4: persistent, titled '绑定手机号', max width 500, +86 phone, SMS code with a
 * get-code link, '下次再说' (skip) and '绑定手机号' ('绑定中...' while busy).
 */
import { useId } from "react";
import { SubmitButton, useFormState } from "../../components/form";
import { LABELS, MESSAGES } from "./constants";
import { memberStore } from "./memberStore";
import { sendBindCode } from "./authApi";
import { useAccountSubmit, useSendCode } from "./formHooks";
import { CodeField, ModalFrame, PhoneField } from "./ui";
import { phoneError, validateBindMobile } from "./validation";

export interface BindMobileDialogProps {
  /** false plays the closing transition. */
  open?: boolean;
  /** '下次再说'. */
  onSkip: () => void;
  /** The number is bound and member info re-fetched. */
  onSuccess?: () => void;
}

const EMPTY = { mobile: "", code: "" };

export function BindMobileDialog({ open = true, onSkip, onSuccess }: BindMobileDialogProps) {
  const titleId = useId();
  const form = useFormState(EMPTY, validateBindMobile);
  const { busy, onSubmit } = useAccountSubmit(form.validateAll, MESSAGES.bindFailed);
  const sendCode = useSendCode(
    () => sendBindCode(form.values.mobile.trim()),
    () => form.check("mobile", phoneError),
  );

  const bind = async () => {
    await memberStore.bindMobile({ mobile: form.values.mobile.trim(), mobile_code: form.values.code.trim(), mobile_key: sendCode.key });
    onSuccess?.();
  };

  return (
    <ModalFrame open={open} labelledBy={titleId} sizeClasses="max-w-[500px]">
      <form noValidate onSubmit={onSubmit(bind)} className="flex flex-col gap-1 px-6 pt-6 pb-6 sm:px-8">
        <h2 id={titleId} className="text-lg font-semibold text-primary">
          {LABELS.bindTitle}
        </h2>
        <p className="mb-4 text-sm text-secondary">为了您的账户安全，请绑定手机号</p>
        <PhoneField
          label="手机号"
          placeholder="请输入手机号"
          {...form.field("mobile")}
        />
        <CodeField label="验证码" placeholder="请输入验证码" {...form.field("code")} sendCode={sendCode} />
        <div className="mt-4 flex gap-3">
          <button
            type="button"
            onClick={onSkip}
            className="h-11 flex-1 rounded-md border border-black/15 text-sm text-primary hover:bg-black/5"
          >
            {LABELS.skip}
          </button>
          <div className="flex-1">
            <SubmitButton busy={busy} label={LABELS.bindSubmit} busyLabel={LABELS.bindBusy} />
          </div>
        </div>
      </form>
    </ModalFrame>
  );
}
