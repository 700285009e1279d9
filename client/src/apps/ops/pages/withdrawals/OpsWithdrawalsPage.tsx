import { useState } from "react";
import { graphql, useLazyLoadQuery, useMutation } from "react-relay/hooks";
import { useLoaderData } from "react-router";
import { createOperationDescriptor, fetchQuery, getRequest, type Environment } from "relay-runtime";
import { SubmitButton, TextField } from "../../../../components/form";
import { formatShanghaiFull } from "../../../../format/date";
import { formatFen } from "../../../../format/money";
import type { PageData } from "../../../../system/pageLoader";
import { payoutRefError, withdrawalRejectError } from "../../moneyRules";
import type { OpsWithdrawalsPageQuery } from "./__generated__/OpsWithdrawalsPageQuery.graphql";
import type { OpsWithdrawalsPagePayMutation } from "./__generated__/OpsWithdrawalsPagePayMutation.graphql";
import type { OpsWithdrawalsPageRejectMutation } from "./__generated__/OpsWithdrawalsPageRejectMutation.graphql";

const query = graphql`
  query OpsWithdrawalsPageQuery {
    opsWithdrawals {
      id
      number
      amountFen
      accountLabel
      stateLabel
      allowedActions
      createdAt
    }
  }
`;

type Vars = OpsWithdrawalsPageQuery["variables"];
type Row = OpsWithdrawalsPageQuery["response"]["opsWithdrawals"][number];
type Errs = ReadonlyArray<{ message: string; field?: string | null | undefined }>;

export async function load(env: Environment): Promise<PageData<Vars>> {
  const variables: Vars = {};
  await fetchQuery<OpsWithdrawalsPageQuery>(env, query, variables, { fetchPolicy: "network-only" }).toPromise().catch(() => undefined);
  env.retain(createOperationDescriptor(getRequest(query), variables));
  return { variables, meta: { title: "提现审核", description: "提现审核" } };
}

/** One withdrawal to pay: pay it with the transfer's reference, or reject it with a reason (the hold is released). */
function WithdrawalCard({ w }: { w: Row }) {
  const [ref, setRef] = useState("");
  const [refErr, setRefErr] = useState<string | undefined>();
  const [reason, setReason] = useState("");
  const [reasonErr, setReasonErr] = useState<string | undefined>();
  const [refusal, setRefusal] = useState<string | undefined>();
  const [decided, setDecided] = useState<string | undefined>();
  const [pay, paying] = useMutation<OpsWithdrawalsPagePayMutation>(graphql`
    mutation OpsWithdrawalsPagePayMutation($input: PayWithdrawalInput!) {
      payWithdrawal(input: $input) {
        userErrors {
          message
          field
        }
        withdrawal {
          id
          stateLabel
          allowedActions
        }
      }
    }
  `);
  const [reject, rejecting] = useMutation<OpsWithdrawalsPageRejectMutation>(graphql`
    mutation OpsWithdrawalsPageRejectMutation($input: RejectWithdrawalInput!) {
      rejectWithdrawal(input: $input) {
        userErrors {
          message
          field
        }
        withdrawal {
          id
          stateLabel
          allowedActions
        }
      }
    }
  `);
  const answered = (errs: Errs, state: string | undefined, onField: (m: string) => void, field: string) => {
    const first = errs[0];
    if (!first) {
      setRefusal(undefined);
      setDecided(state);
    } else if (first.field === field) onField(first.message);
    else setRefusal(first.message);
  };
  const failed = () => setRefusal("操作失败，请稍后重试");
  return (
    <li className="rounded border border-gray-200 bg-white p-4" data-testid="ops-withdrawal" data-number={w.number}>
      <div className="flex flex-wrap items-baseline gap-x-3">
        <h2 className="text-lg font-bold">{formatFen(w.amountFen)}</h2>
        <span className="text-sm text-secondary">提现单号 {w.number}</span>
        <span className="text-sm text-secondary">收款账户 {w.accountLabel}</span>
        <span className="ml-auto rounded bg-gray-100 px-2 py-0.5 text-sm" data-testid="ops-withdrawal-state">
          {decided ?? w.stateLabel}
        </span>
      </div>
      <p className="mt-1 text-sm text-secondary">{formatShanghaiFull(w.createdAt)} 申请</p>
      {refusal ? (
        <p role="alert" className="mt-3 rounded bg-red-50 px-3 py-2 text-sm text-error" data-testid="ops-withdrawal-refusal">
          {refusal}
        </p>
      ) : null}
      {decided || w.allowedActions.length === 0 ? null : (
        <div className="mt-3 grid gap-3 md:grid-cols-2">
          {/* The server says which answers this finance user may give (Withdrawal.allowedActions: never their own). */}
          {w.allowedActions.includes("PAY") ? (
            <form
              className="flex flex-col gap-2"
              aria-label="确认打款"
              onSubmit={(ev) => {
                ev.preventDefault();
                const e = payoutRefError(ref);
                setRefErr(e);
                if (e) return;
                pay({
                  variables: { input: { withdrawalID: w.id, payoutRef: ref.trim() } },
                  onCompleted: (r) => answered(r.payWithdrawal.userErrors, r.payWithdrawal.withdrawal?.stateLabel, setRefErr, "payoutRef"),
                  onError: failed,
                });
              }}
            >
              <TextField label="打款流水号" value={ref} onChange={setRef} error={refErr} name="payoutRef" maxLength={100} />
              <SubmitButton busy={paying} label="确认已打款" busyLabel="正在提交…" />
            </form>
          ) : null}
          {w.allowedActions.includes("REJECT") ? (
            <form
              className="flex flex-col gap-2"
              aria-label="驳回提现"
              onSubmit={(ev) => {
                ev.preventDefault();
                const e = withdrawalRejectError(reason);
                setReasonErr(e);
                if (e) return;
                reject({
                  variables: { input: { withdrawalID: w.id, reason: reason.trim() } },
                  onCompleted: (r) => answered(r.rejectWithdrawal.userErrors, r.rejectWithdrawal.withdrawal?.stateLabel, setReasonErr, "reason"),
                  onError: failed,
                });
              }}
            >
              <TextField label="驳回理由" value={reason} onChange={setReason} error={reasonErr} name="reason" maxLength={500} />
              <SubmitButton busy={rejecting} label="驳回" busyLabel="正在提交…" />
            </form>
          ) : null}
        </div>
      )}
    </li>
  );
}

/** /ops/withdrawals: the withdrawals waiting to be paid, the oldest first; no one decides their own. */
export function OpsWithdrawalsPage() {
  const { variables } = useLoaderData() as PageData<Vars>;
  const data = useLazyLoadQuery<OpsWithdrawalsPageQuery>(query, variables, { fetchPolicy: "store-or-network" });
  const rows = data.opsWithdrawals;
  return (
    <section aria-labelledby="ops-withdrawals-h">
      <h1 id="ops-withdrawals-h" className="mb-1 text-xl font-bold">
        提现审核
      </h1>
      <p className="mb-4 text-sm text-secondary">打款后填写流水号确认；驳回后冻结金额退回会员的可提现余额。不能审批自己的提现申请。</p>
      {rows.length === 0 ? (
        <p className="text-secondary">没有待打款的提现申请</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {rows.map((w) => (
            <WithdrawalCard key={w.id} w={w} />
          ))}
        </ul>
      )}
    </section>
  );
}
