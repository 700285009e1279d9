import { useEffect, useRef, useState } from "react";
import { commitLocalUpdate, graphql, useFragment, useRelayEnvironment } from "react-relay/hooks";
import { PasswordField, SubmitButton, useFormState } from "../../../../components/form";
import { toast } from "../../../../components/Toast";
import { sendBindCode, sendBindEmailCode, sendProveOldCode } from "../../../../features/auth/authApi";
import { markField, useAccountSubmit, useSendCode } from "../../../../features/auth/formHooks";
import { apiClient, memberStore, type MemberInfo } from "../../../../features/auth/memberStore";
import { CodeField, EmailField, PhoneField } from "../../../../features/auth/ui";
import { phoneError } from "../../../../features/auth/validation";
import type { ContactSection_member$key } from "./__generated__/ContactSection_member.graphql";
import {
  CONTACT_TEXT,
  EMPTY_CONTACT,
  contactBody,
  contactFieldOf,
  emailError,
  proofModes,
  validateContact,
  type ContactValues,
  type ProofMode,
} from "./contactForms";
import { SettingsSection } from "./SettingsSection";

/** A contact of the section; which one's form is open is the page's (the password section opens the e-mail's). */
export type ContactKind = "mobile" | "email";
type Kind = ContactKind;

interface FormProps {
  kind: Kind;
  /** The bound number (masked) or address, null when none. */
  current: string | null;
  hasMobile: boolean;
  hasPassword: boolean;
  onClose: () => void;
  onDone: (info: MemberInfo) => void;
}

/** The bind / change form of one contact: proof when one is bound, then the new value and its code. */
function ContactForm({ kind, current, hasMobile, hasPassword, onClose, onDone }: FormProps) {
  const modes = current === null ? [] : proofModes(hasMobile, hasPassword);
  const [proof, setProof] = useState<ProofMode | null>(modes[0] ?? null);
  const form = useFormState<ContactValues>(EMPTY_CONTACT, (v) => validateContact(v, kind, proof));
  const { busy, onSubmit } = useAccountSubmit(form.validateAll, CONTACT_TEXT.failed);
  const targetError = kind === "mobile" ? phoneError : emailError;
  const sendNew = useSendCode(
    () => (kind === "mobile" ? sendBindCode(form.values.target.trim()) : sendBindEmailCode(form.values.target.trim())),
    () => form.check("target", targetError),
  );
  const sendOld = useSendCode(sendProveOldCode, () => true);
  const verb = current === null ? CONTACT_TEXT.bind : CONTACT_TEXT.change;
  const title = `${verb}${kind === "mobile" ? CONTACT_TEXT.mobileTitle : CONTACT_TEXT.emailTitle}`;

  const save = async () => {
    const body = contactBody(kind, form.values, sendNew.key, proof, sendOld.key);
    const info = await apiClient.put<MemberInfo>(kind === "mobile" ? "/api/member/mobile" : "/api/member/email", body);
    const done =
      kind === "mobile"
        ? current === null
          ? CONTACT_TEXT.mobileBound
          : CONTACT_TEXT.mobileChanged
        : current === null
          ? CONTACT_TEXT.emailBound
          : CONTACT_TEXT.emailChanged;
    toast.success(done);
    onDone(info ?? {});
  };

  return (
    <form noValidate aria-label={title} onSubmit={onSubmit(save, undefined, markField(form, (m) => contactFieldOf(m, proof)))} className="mt-3 flex max-w-md flex-col gap-1 rounded-md bg-black/[0.02] p-3">
      {modes.length > 0 && (
        <fieldset className="mb-2 flex flex-col gap-1">
          <legend className="mb-1 text-sm font-medium">{CONTACT_TEXT.proofTitle}</legend>
          {modes.length > 1 && (
            <div className="mb-1 flex gap-4" role="radiogroup" aria-label={CONTACT_TEXT.proofTitle}>
              {modes.map((m) => (
                <label key={m} className="inline-flex min-h-11 items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name={`${kind}-proof`}
                    className="h-4 w-4 accent-primary"
                    checked={proof === m}
                    onChange={() => setProof(m)}
                  />
                  {m === "code" ? CONTACT_TEXT.proofByCode : CONTACT_TEXT.proofByPassword}
                </label>
              ))}
            </div>
          )}
          {proof === "code" ? (
            <CodeField label={CONTACT_TEXT.proofCodeLabel} {...form.field("proofCode", "old_mobile_code")} sendCode={sendOld} />
          ) : (
            <PasswordField
              label={CONTACT_TEXT.passwordLabel}
              autoComplete="current-password"
              {...form.field("password")}
            />
          )}
        </fieldset>
      )}
      {kind === "mobile" ? (
        <PhoneField
          label={CONTACT_TEXT.newMobile}
          {...form.field("target", "mobile")}
        />
      ) : (
        <EmailField label={CONTACT_TEXT.newEmail} {...form.field("target", "email")} />
      )}
      <CodeField label="验证码" {...form.field("code")} sendCode={sendNew} />
      <div className="mt-2 flex gap-3">
        <button type="button" onClick={onClose} className="h-11 w-28 rounded-md border border-black/15 text-sm hover:bg-black/5">
          {CONTACT_TEXT.cancel}
        </button>
        <div className="w-28">
          <SubmitButton busy={busy} label="确定" busyLabel="提交中..." />
        </div>
      </div>
    </form>
  );
}

/**
 * 手机号与邮箱: the bound number (masked) and address, each with 绑定 or 更换. A code goes to the new one; a bound
 * one is replaced only after proof (a code to the bound number, or the password).
 */
export function ContactSection({
  member,
  open,
  onOpenChange,
  focusEmail,
}: {
  member: ContactSection_member$key;
  open: ContactKind | null;
  onOpenChange: (open: ContactKind | null) => void;
  /** Raised when another section asks for the e-mail form: it is brought into view and focused. */
  focusEmail: number;
}) {
  const data = useFragment(
    graphql`
      fragment ContactSection_member on Member {
        id
        maskedMobile
        email
        hasPassword
      }
    `,
    member,
  );
  const env = useRelayEnvironment();
  const setOpen = onOpenChange;
  const sectionRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (focusEmail === 0) return;
    const input = sectionRef.current?.querySelector<HTMLInputElement>('[data-testid="contact-email"] input[name="email"]');
    input?.scrollIntoView({ block: "center" });
    input?.focus({ preventScroll: true });
  }, [focusEmail]);

  function done(kind: Kind, info: MemberInfo) {
    commitLocalUpdate(env, (store) => {
      const rec = store.get(data.id);
      if (!rec) return;
      if (kind === "mobile" && typeof info.mobile === "string") rec.setValue(info.mobile, "maskedMobile");
      if (kind === "email" && typeof info.email === "string") rec.setValue(info.email, "email");
    });
    if (Object.keys(info).length > 0) memberStore.setMemberInfo(info);
    setOpen(null);
  }

  const rows: readonly (readonly [Kind, string, string | null])[] = [
    ["mobile", CONTACT_TEXT.mobileTitle, data.maskedMobile ?? null],
    ["email", CONTACT_TEXT.emailTitle, data.email ?? null],
  ];
  return (
    <SettingsSection name="contact" title="手机号与邮箱" sectionRef={sectionRef}>
      <div className="mt-2 flex flex-col divide-y divide-black/5">
        {rows.map(([kind, label, current]) => (
          <div key={kind} className="py-3" data-testid={`contact-${kind}`}>
            <div className="flex items-center gap-3">
              <span className="w-16 shrink-0 text-sm text-secondary">{label}</span>
              <span className="min-w-0 flex-1 truncate text-sm" data-testid={`contact-${kind}-value`}>
                {current ?? CONTACT_TEXT.none}
              </span>
              {open !== kind && (
                <button
                  type="button"
                  onClick={() => setOpen(kind)}
                  className="min-h-11 shrink-0 rounded px-3 text-sm text-primary hover:bg-black/5"
                  aria-label={`${current === null ? CONTACT_TEXT.bind : CONTACT_TEXT.change}${label}`}
                >
                  {current === null ? CONTACT_TEXT.bind : CONTACT_TEXT.change}
                </button>
              )}
            </div>
            {open === kind && (
              <ContactForm
                kind={kind}
                current={current}
                hasMobile={data.maskedMobile != null}
                hasPassword={data.hasPassword}
                onClose={() => setOpen(null)}
                onDone={(info) => done(kind, info)}
              />
            )}
          </div>
        ))}
      </div>
    </SettingsSection>
  );
}
