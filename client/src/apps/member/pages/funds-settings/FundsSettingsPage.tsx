import { useState, type FormEvent } from "react";
import { graphql, useFragment, useMutation, useRelayEnvironment } from "react-relay/hooks";
import { fetchQuery, type Environment } from "relay-runtime";
import type { PageData } from "../../../../system/pageLoader";
import { loadFixedQuery, usePageQuery } from "../../../../system/pageQuery";
import { paths } from "../../../../system/paths";
import { useConfirm } from "../../../../components/ConfirmDialog";
import { FormAlert, hasErrors, SubmitButton, TextField, useFormState } from "../../../../components/form";
import type { FundsSettingsPageQuery } from "./__generated__/FundsSettingsPageQuery.graphql";
import type { FundsSettingsPage_viewer$key } from "./__generated__/FundsSettingsPage_viewer.graphql";
import type { FundsSettingsPageVerifyMutation } from "./__generated__/FundsSettingsPageVerifyMutation.graphql";
import type { FundsSettingsPageCreateMutation } from "./__generated__/FundsSettingsPageCreateMutation.graphql";
import type { FundsSettingsPageDeleteMutation } from "./__generated__/FundsSettingsPageDeleteMutation.graphql";
import type { FundsSettingsPageDefaultMutation } from "./__generated__/FundsSettingsPageDefaultMutation.graphql";
import { cardDigits, normalizeName, validateAlipay, validateCard, validateRealName } from "./fundsValidation";
import { FUNDS_LIMITS, FUNDS_MESSAGES } from "../../../../lib/__generated__/rules";
import { BalancePanel } from "./BalancePanel";

const query = graphql`
  query FundsSettingsPageQuery {
    banks {
      code
      name
    }
    viewer {
      ...FundsSettingsPage_viewer
      ...BalancePanel_viewer
    }
  }
`;

export function load(env: Environment): Promise<PageData<FundsSettingsPageQuery["variables"]>> {
  return loadFixedQuery<FundsSettingsPageQuery>(env, query, { title: "资金设置", description: "实名认证与收款账户。", canonicalPath: paths.member.fundsSettings() });
}

const viewerFragment = graphql`
  fragment FundsSettingsPage_viewer on Member {
    id
    wechatBound
    realName {
      maskedName
      maskedIDNumber
    }
    cashOutAccounts {
      id
      kind
      accountMasked
      isDefault
      bankName
      holderMasked
    }
  }
`;

const KIND_LABELS = { ALIPAY: "支付宝", BANK_CARD: "银行卡", WECHAT: "微信" } as const;
type Kind = keyof typeof KIND_LABELS;

interface UserError {
  readonly field: string | null | undefined;
  readonly message: string;
}

function firstMessage(errors: readonly UserError[] | undefined): string | undefined {
  return errors && errors.length > 0 ? errors[0]?.message : undefined;
}

export function FundsSettingsPage() {
  const data = usePageQuery<FundsSettingsPageQuery>(query);
  const env = useRelayEnvironment();
  if (!data.viewer) return null;
  return (
    <div className="flex flex-col gap-8">
      <h1 className="font-serif text-2xl font-bold">资金设置</h1>
      <BalancePanel viewer={data.viewer} onChange={() => void fetchQuery<FundsSettingsPageQuery>(env, query, {}).toPromise()} />
      <Funds viewer={data.viewer} banks={data.banks} />
    </div>
  );
}

function Funds({ viewer: key, banks }: { viewer: FundsSettingsPage_viewer$key; banks: readonly { code: string; name: string }[] }) {
  const viewer = useFragment(viewerFragment, key);
  return (
    <>
      <section className="flex flex-col gap-4" aria-labelledby="real-name-heading">
        <h2 id="real-name-heading" className="text-lg font-bold">
          实名认证
        </h2>
        {viewer.realName ? (
          <div className="rounded-md border border-black/10 p-4 text-sm" data-testid="real-name">
            <p>
              已认证：<span className="font-medium">{viewer.realName.maskedName}</span>
              {" · "}
              <span className="font-mono">{viewer.realName.maskedIDNumber}</span>
            </p>
            <p className="mt-1 text-secondary">实名认证完成后不可自行修改，如需变更请联系客服。</p>
          </div>
        ) : (
          <RealNameForm />
        )}
      </section>
      <section className="flex flex-col gap-4" aria-labelledby="accounts-heading">
        <h2 id="accounts-heading" className="text-lg font-bold">
          收款账户
        </h2>
        <AccountList accounts={viewer.cashOutAccounts} />
        {viewer.cashOutAccounts.length < FUNDS_LIMITS.accountsMax ? (
          <AddAccount banks={banks} verified={viewer.realName != null} wechatBound={viewer.wechatBound} />
        ) : (
          <p className="text-sm text-secondary">{FUNDS_MESSAGES.tooMany}。</p>
        )}
      </section>
    </>
  );
}

function RealNameForm() {
  const form = useFormState({ name: "", idNumber: "" }, validateRealName);
  const [message, setMessage] = useState<string>();
  const [commit, busy] = useMutation<FundsSettingsPageVerifyMutation>(graphql`
    mutation FundsSettingsPageVerifyMutation($input: VerifyRealNameInput!) {
      verifyRealName(input: $input) {
        userErrors {
          field
          message
        }
        viewer {
          ...FundsSettingsPage_viewer
        }
      }
    }
  `);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setMessage(undefined);
    if (hasErrors(form.validateAll())) return;
    commit({
      variables: { input: { name: normalizeName(form.values.name), idNumber: form.values.idNumber.trim().toUpperCase() } },
      onCompleted: (res) => setMessage(firstMessage(res.verifyRealName.userErrors)),
      onError: () => setMessage("服务暂时不可用，请稍后重试"),
    });
  };
  return (
    <form className="flex max-w-md flex-col gap-3" onSubmit={submit} noValidate data-testid="real-name-form">
      <p className="text-sm text-secondary">添加银行卡前请先完成实名认证；认证后不可自行修改。</p>
      <TextField label="真实姓名" name="name" value={form.values.name} onChange={(v) => form.set("name", v)} onBlur={() => form.blur("name")} error={form.errors.name} maxLength={30} />
      <TextField label="身份证号" name="idNumber" value={form.values.idNumber} onChange={(v) => form.set("idNumber", v)} onBlur={() => form.blur("idNumber")} error={form.errors.idNumber} maxLength={18} />
      <FormAlert message={message} />
      <SubmitButton busy={busy} label="提交认证" busyLabel="提交中…" />
    </form>
  );
}

function AccountList({ accounts }: { accounts: readonly { id: string; kind: string; accountMasked: string; isDefault: boolean; bankName: string | null | undefined; holderMasked: string }[] }) {
  const [message, setMessage] = useState<string>();
  const [remove] = useMutation<FundsSettingsPageDeleteMutation>(graphql`
    mutation FundsSettingsPageDeleteMutation($input: DeleteCashOutAccountInput!) {
      deleteCashOutAccount(input: $input) {
        userErrors {
          field
          message
        }
        viewer {
          ...FundsSettingsPage_viewer
        }
      }
    }
  `);
  const [makeDefault] = useMutation<FundsSettingsPageDefaultMutation>(graphql`
    mutation FundsSettingsPageDefaultMutation($input: SetDefaultCashOutAccountInput!) {
      setDefaultCashOutAccount(input: $input) {
        userErrors {
          field
          message
        }
        viewer {
          ...FundsSettingsPage_viewer
        }
      }
    }
  `);
  const [ask, dialog] = useConfirm();
  if (accounts.length === 0) return <p className="text-sm text-secondary">还没有收款账户。</p>;
  const fail = () => setMessage("服务暂时不可用，请稍后重试");
  // A deleted account cannot be brought back (it would be added and checked again): the shared dialog asks first.
  const onDelete = async (a: (typeof accounts)[number]) => {
    const name = [KIND_LABELS[a.kind as Kind] ?? a.kind, a.bankName, a.accountMasked].filter(Boolean).join(" ");
    if (!(await ask({ title: "删除这个收款账户？", body: name, confirmLabel: "删除" }))) return;
    remove({ variables: { input: { id: a.id } }, onCompleted: (r) => setMessage(firstMessage(r.deleteCashOutAccount.userErrors)), onError: fail });
  };
  return (
    <>
      {dialog}
      <ul className="flex flex-col gap-2" data-testid="account-list">
        {accounts.map((a) => (
          <li key={a.id} className="flex flex-wrap items-center gap-3 rounded-md border border-black/10 p-3 text-sm" data-testid="account">
            <span className="font-medium">{KIND_LABELS[a.kind as Kind] ?? a.kind}</span>
            {a.bankName ? <span>{a.bankName}</span> : null}
            <span className="font-mono">{a.accountMasked}</span>
            {a.holderMasked ? <span className="text-secondary">{a.holderMasked}</span> : null}
            {a.isDefault ? <span className="rounded bg-primary px-2 py-0.5 text-xs text-white">默认</span> : null}
            <span className="ml-auto flex gap-3">
              {a.isDefault ? null : (
                <button
                  type="button"
                  className="text-secondary hover:text-primary hover:underline"
                  onClick={() => makeDefault({ variables: { input: { id: a.id } }, onCompleted: (r) => setMessage(firstMessage(r.setDefaultCashOutAccount.userErrors)), onError: fail })}
                >
                  设为默认
                </button>
              )}
              <button
                type="button"
                className="text-secondary hover:text-error hover:underline"
                onClick={() => void onDelete(a)}
              >
                删除
              </button>
            </span>
          </li>
        ))}
      </ul>
      <FormAlert message={message} />
    </>
  );
}

function AddAccount({ banks, verified, wechatBound }: { banks: readonly { code: string; name: string }[]; verified: boolean; wechatBound: boolean }) {
  const [kind, setKind] = useState<Kind>("ALIPAY");
  return (
    <div className="flex max-w-md flex-col gap-3 rounded-md border border-black/10 p-4">
      <h3 className="font-medium">添加收款账户</h3>
      <div role="tablist" className="flex gap-2">
        {(Object.keys(KIND_LABELS) as Kind[]).map((k) => (
          <button
            key={k}
            type="button"
            role="tab"
            aria-selected={kind === k}
            onClick={() => setKind(k)}
            className={"rounded-md border px-3 py-1 text-sm " + (kind === k ? "border-primary bg-primary text-white" : "border-black/15")}
          >
            {KIND_LABELS[k]}
          </button>
        ))}
      </div>
      {kind === "ALIPAY" ? <AlipayForm /> : null}
      {kind === "BANK_CARD" ? verified ? <CardForm banks={banks} /> : <p className="text-sm text-secondary">请先完成实名认证，持卡人须与实名认证姓名一致。</p> : null}
      {kind === "WECHAT" ? wechatBound ? <WeChatForm /> : <p className="text-sm text-secondary">请先在账户设置中绑定微信。</p> : null}
    </div>
  );
}

function useCreate() {
  const [message, setMessage] = useState<string>();
  const [commit, busy] = useMutation<FundsSettingsPageCreateMutation>(graphql`
    mutation FundsSettingsPageCreateMutation($input: CreateCashOutAccountInput!) {
      createCashOutAccount(input: $input) {
        userErrors {
          field
          message
        }
        viewer {
          ...FundsSettingsPage_viewer
        }
      }
    }
  `);
  const create = (input: FundsSettingsPageCreateMutation["variables"]["input"], done: () => void) => {
    setMessage(undefined);
    commit({
      variables: { input },
      onCompleted: (res) => {
        const m = firstMessage(res.createCashOutAccount.userErrors);
        setMessage(m);
        if (!m) done();
      },
      onError: () => setMessage("服务暂时不可用，请稍后重试"),
    });
  };
  const alert = message ? (
    <p role="alert" className="text-sm text-error">
      {message}
    </p>
  ) : null;
  return { create, busy, alert };
}

function AlipayForm() {
  const form = useFormState({ account: "" }, validateAlipay);
  const { create, busy, alert } = useCreate();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (hasErrors(form.validateAll())) return;
    create({ kind: "ALIPAY", account: form.values.account.trim() }, form.reset);
  };
  return (
    <form className="flex flex-col gap-3" onSubmit={submit} noValidate data-testid="alipay-form">
      <TextField label="支付宝账号" name="alipay" placeholder="手机号或邮箱" value={form.values.account} onChange={(v) => form.set("account", v)} onBlur={() => form.blur("account")} error={form.errors.account} maxLength={100} />
      {alert}
      <SubmitButton busy={busy} label="添加支付宝" busyLabel="添加中…" />
    </form>
  );
}

function CardForm({ banks }: { banks: readonly { code: string; name: string }[] }) {
  const form = useFormState({ bankCode: "", branch: "", account: "", holder: "" }, validateCard);
  const { create, busy, alert } = useCreate();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (hasErrors(form.validateAll())) return;
    const v = form.values;
    create({ kind: "BANK_CARD", bankCode: v.bankCode, branch: v.branch.trim(), account: cardDigits(v.account), holder: normalizeName(v.holder) }, form.reset);
  };
  return (
    <form className="flex flex-col gap-3" onSubmit={submit} noValidate data-testid="card-form">
      <div className="flex flex-col gap-1">
        <label htmlFor="funds-bank" className="text-xs font-medium text-secondary">
          开户银行
        </label>
        <select
          id="funds-bank"
          name="bankCode"
          value={form.values.bankCode}
          onChange={(e) => form.set("bankCode", e.target.value)}
          className="h-11 rounded-md border border-black/15 bg-white px-3 text-sm"
          aria-invalid={form.errors.bankCode ? true : undefined}
        >
          <option value="">请选择</option>
          {banks.map((b) => (
            <option key={b.code} value={b.code}>
              {b.name}
            </option>
          ))}
        </select>
        {form.errors.bankCode ? <p className="text-xs text-error">{form.errors.bankCode}</p> : null}
      </div>
      <TextField label="开户支行" name="branch" value={form.values.branch} onChange={(v) => form.set("branch", v)} onBlur={() => form.blur("branch")} error={form.errors.branch} maxLength={50} />
      <TextField label="银行卡号" name="card" inputMode="numeric" value={form.values.account} onChange={(v) => form.set("account", v)} onBlur={() => form.blur("account")} error={form.errors.account} maxLength={23} />
      <TextField label="持卡人" name="holder" placeholder="须与实名认证姓名一致" value={form.values.holder} onChange={(v) => form.set("holder", v)} onBlur={() => form.blur("holder")} error={form.errors.holder} maxLength={30} />
      {alert}
      <SubmitButton busy={busy} label="添加银行卡" busyLabel="添加中…" />
    </form>
  );
}

function WeChatForm() {
  const { create, busy, alert } = useCreate();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create({ kind: "WECHAT" }, () => undefined);
  };
  return (
    <form className="flex flex-col gap-3" onSubmit={submit} data-testid="wechat-form">
      <p className="text-sm text-secondary">提现将转入已绑定的微信账户。</p>
      {alert}
      <SubmitButton busy={busy} label="添加微信" busyLabel="添加中…" />
    </form>
  );
}
