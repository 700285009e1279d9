import { useEffect, useState } from "react";
import { graphql, useFragment, useMutation } from "react-relay/hooks";
import { SubmitButton, TextField, useSubmitState } from "../../../../components/form";
import { toast } from "../../../../components/Toast";
import { formatShanghaiFull } from "../../../../format/date";
import { commitThen } from "./commit";
import type { DeletionSection_member$key } from "./__generated__/DeletionSection_member.graphql";
import type { DeletionSectionSendMutation, DeletionCodeChannel } from "./__generated__/DeletionSectionSendMutation.graphql";
import type { DeletionSectionRequestMutation } from "./__generated__/DeletionSectionRequestMutation.graphql";
import type { DeletionSectionCancelMutation } from "./__generated__/DeletionSectionCancelMutation.graphql";
import { checkConfirmation, DELETION_TEXT, RESEND_SECONDS } from "./deletionForm";
import { SettingsSection } from "./SettingsSection";

/** 注销账号: request (confirmed by an SMS or e-mail code), the cooling-off notice with 撤销注销, or why not now. */
export function DeletionSection({ member }: { member: DeletionSection_member$key }) {
  const data = useFragment(
    graphql`
      fragment DeletionSection_member on Member {
        maskedMobile
        email
        deletionBlockers
        accountDeletion {
          requestedAt
          eraseAt
        }
      }
    `,
    member,
  );
  const [cancel] = useMutation<DeletionSectionCancelMutation>(graphql`
    mutation DeletionSectionCancelMutation {
      cancelAccountDeletion {
        userErrors {
          message
        }
        viewer {
          ...DeletionSection_member
        }
      }
    }
  `);
  const submit = useSubmitState();
  const [open, setOpen] = useState(false);

  const onCancel = () =>
    submit.run(() =>
      commitThen(cancel, {}, (res) => {
        const err = res.cancelAccountDeletion.userErrors[0];
        if (err) toast.error(err.message);
        else toast.success(DELETION_TEXT.cancelled);
        setOpen(false);
      }),
    );

  let body;
  if (data.accountDeletion) {
    body = (
      <div className="mt-3 rounded-md border border-error/30 bg-error/5 p-4" data-testid="deletion-pending" role="status">
        <p className="text-sm">{DELETION_TEXT.pending(formatShanghaiFull(data.accountDeletion.eraseAt))}</p>
        <p className="mt-2 text-sm text-secondary">{DELETION_TEXT.listingsEnded}</p>
        <button
          type="button"
          onClick={() => void onCancel()}
          disabled={submit.busy}
          className="mt-3 rounded-md bg-primary px-4 py-2 text-sm font-medium text-white hover:opacity-90 disabled:opacity-60"
        >
          {DELETION_TEXT.cancel}
        </button>
      </div>
    );
  } else if (data.deletionBlockers.length > 0) {
    body = (
      <div className="mt-3 text-sm" data-testid="deletion-blocked">
        <p className="text-error">{DELETION_TEXT.blocked}</p>
        <ul className="mt-1 list-disc pl-5 text-secondary">
          {data.deletionBlockers.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      </div>
    );
  } else if (!open) {
    body = (
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="mt-3 rounded-md border border-error px-4 py-2 text-sm text-error hover:bg-error/5"
      >
        {DELETION_TEXT.start}
      </button>
    );
  } else {
    body = <DeletionForm maskedMobile={data.maskedMobile ?? null} email={data.email ?? null} onClose={() => setOpen(false)} />;
  }

  return (
    <SettingsSection name="deletion" title={DELETION_TEXT.title}>
      <p className="mt-2 text-sm text-secondary">{DELETION_TEXT.intro}</p>
      {body}
    </SettingsSection>
  );
}

function maskEmail(email: string): string {
  const [local = "", domain = ""] = email.split("@");
  return local === "" ? email : `${local.slice(0, 1)}***@${domain}`;
}

function DeletionForm({ maskedMobile, email, onClose }: { maskedMobile: string | null; email: string | null; onClose: () => void }) {
  const channels: { value: DeletionCodeChannel; label: string }[] = [];
  if (maskedMobile) channels.push({ value: "SMS", label: DELETION_TEXT.sms(maskedMobile) });
  if (email) channels.push({ value: "EMAIL", label: DELETION_TEXT.email(maskEmail(email)) });
  const [channel, setChannel] = useState<DeletionCodeChannel>(channels[0]?.value ?? "SMS");
  const [codeKey, setCodeKey] = useState("");
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | undefined>(undefined);
  const [wait, setWait] = useState(0);
  const sending = useSubmitState();
  const confirming = useSubmitState();

  useEffect(() => {
    if (wait <= 0) return;
    const t = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(t);
  }, [wait]);

  const [send] = useMutation<DeletionSectionSendMutation>(graphql`
    mutation DeletionSectionSendMutation($input: SendAccountDeletionCodeInput!) {
      sendAccountDeletionCode(input: $input) {
        userErrors {
          message
        }
        codeKey
        sentTo
      }
    }
  `);
  const [request] = useMutation<DeletionSectionRequestMutation>(graphql`
    mutation DeletionSectionRequestMutation($input: RequestAccountDeletionInput!) {
      requestAccountDeletion(input: $input) {
        userErrors {
          field
          message
        }
        viewer {
          ...DeletionSection_member
        }
      }
    }
  `);

  if (channels.length === 0) return <p className="mt-3 text-sm text-error">{DELETION_TEXT.noChannel}</p>;

  const onSend = () =>
    sending.run(() =>
      commitThen(send, { input: { channel } }, (res) => {
        const p = res.sendAccountDeletionCode;
        const err = p.userErrors[0];
        if (err) {
          setError(err.message);
          return;
        }
        setCodeKey(p.codeKey ?? "");
        setError(undefined);
        setWait(RESEND_SECONDS);
        toast.success(DELETION_TEXT.sent(p.sentTo ?? ""));
      }),
    );

  const onConfirm = () => {
    const problem = checkConfirmation(code, codeKey);
    if (problem) {
      setError(problem.message);
      return;
    }
    void confirming.run(() =>
      commitThen(request, { input: { channel, codeKey, code: code.trim() } }, (res) => {
        const err = res.requestAccountDeletion.userErrors[0];
        if (err) setError(err.message);
        else toast.success(DELETION_TEXT.requested);
      }),
    );
  };

  return (
    <form
      className="mt-3 flex max-w-md flex-col gap-3"
      data-testid="deletion-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onConfirm();
      }}
    >
      <p className="rounded-md border border-error/30 bg-error/5 p-3 text-sm text-error" role="note">
        {DELETION_TEXT.listingsEnd}
      </p>
      <fieldset className="flex flex-col gap-1">
        <legend className="text-xs font-medium text-secondary">{DELETION_TEXT.channelLabel}</legend>
        {channels.map((c) => (
          <label key={c.value} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="deletion-channel"
              value={c.value}
              checked={channel === c.value}
              onChange={() => {
                setChannel(c.value);
                setCodeKey("");
              }}
            />
            {c.label}
          </label>
        ))}
      </fieldset>
      <TextField
        label={DELETION_TEXT.codeLabel}
        value={code}
        onChange={(v) => {
          setCode(v);
          setError(undefined);
        }}
        error={error}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        suffix={
          <button
            type="button"
            onClick={() => void onSend()}
            disabled={sending.busy || wait > 0}
            className="shrink-0 px-3 text-sm text-primary disabled:text-secondary"
          >
            {wait > 0 ? DELETION_TEXT.resendIn(wait) : DELETION_TEXT.send}
          </button>
        }
      />
      <div className="flex gap-3">
        <div className="flex-1">
          <SubmitButton busy={confirming.busy} label={DELETION_TEXT.confirm} busyLabel={DELETION_TEXT.confirming} />
        </div>
        <button type="button" onClick={onClose} className="h-11 flex-1 rounded-md border border-black/15 text-sm">
          {DELETION_TEXT.back}
        </button>
      </div>
    </form>
  );
}
