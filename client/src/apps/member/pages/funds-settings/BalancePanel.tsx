/**
 * The member's money on /member/funds-settings (issue 23): available, pending, held and withdrawn, the newest
 * movements line by line (each linked to its order), the withdrawals, and the withdrawal form (the amount in yuan,
 * exact in fen; to the default cash-out account).
 */
import { useState, type FormEvent } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import { AppLink } from "../../../../components/AppLink/AppLink";
import { SubmitButton, TextField, useSubmitState } from "../../../../components/form";
import { useToast } from "../../../../components/Toast";
import { formatFen } from "../../../../format/money";
import { formatShanghaiFull } from "../../../../format/date";
import { withdrawalError, yuanToFen } from "../../../../format/yuan";
import { paths } from "../../../../system/paths";
import { useMove } from "../../../../system/useMove";
import type { BalancePanel_viewer$key } from "./__generated__/BalancePanel_viewer.graphql";
import type { BalancePanelWithdrawMutation } from "./__generated__/BalancePanelWithdrawMutation.graphql";

const withdrawMutation = graphql`
  mutation BalancePanelWithdrawMutation($input: RequestWithdrawalInput!) {
    requestWithdrawal(input: $input) {
      userErrors {
        field
        message
      }
      withdrawal {
        id
      }
    }
  }
`;

function WithdrawForm({ minFen, availableFen, onDone }: { minFen: string; availableFen: string; onDone: () => void }) {
  const [amount, setAmount] = useState("");
  const [error, setError] = useState<string>();
  const submit = useSubmitState();
  const toast = useToast();
  const [withdraw] = useMove<BalancePanelWithdrawMutation>(withdrawMutation, (r) => r.requestWithdrawal);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const bad = withdrawalError(amount, minFen, availableFen);
    if (bad) {
      setError(bad);
      return;
    }
    setError(undefined);
    void submit.run(() =>
      withdraw({ amountFen: yuanToFen(amount) ?? "0" }, (err) => {
        if (err !== null) return setError(err);
        setAmount("");
        toast.success("提现申请已提交");
        onDone();
      }),
    );
  };
  return (
    <form onSubmit={onSubmit} noValidate aria-label="申请提现" className="flex flex-col gap-3 sm:max-w-sm" data-testid="withdraw-form">
      <TextField label="提现金额（元）" name="withdrawAmount" value={amount} onChange={setAmount} error={error} maxLength={17} placeholder={`至少 ${formatFen(minFen)}`} />
      <SubmitButton busy={submit.busy} label="申请提现" busyLabel="提交中…" />
    </form>
  );
}

export function BalancePanel({ viewer: key, onChange }: { viewer: BalancePanel_viewer$key; onChange: () => void }) {
  const v = useFragment(
    graphql`
      fragment BalancePanel_viewer on Member {
        balance {
          availableFen
          pendingFen
          heldFen
          withdrawnFen
          minWithdrawalFen
        }
        balanceHistory {
          at
          accountLabel
          memo
          amountFen
          orderNumber
        }
        withdrawals {
          id
          amountFen
          accountLabel
          stateLabel
          rejectReason
          createdAt
        }
      }
    `,
    key,
  );
  const b = v.balance;
  const figures = [
    ["可提现", b.availableFen, "balance-available"],
    ["待结算", b.pendingFen, "balance-pending"],
    ["提现中", b.heldFen, "balance-held"],
    ["已提现", b.withdrawnFen, "balance-withdrawn"],
  ] as const;
  return (
    <section className="flex flex-col gap-4" aria-labelledby="balance-heading">
      <h2 id="balance-heading" className="text-lg font-bold">
        余额
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {figures.map(([label, fen, id]) => (
          <div key={id} className="rounded-md border border-black/10 p-3">
            <dt className="text-xs text-secondary">{label}</dt>
            <dd className="text-lg font-semibold tabular-nums" data-testid={id}>
              {formatFen(fen)}
            </dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-secondary">买家确认收货 7 天后无进行中的退款，货款由待结算转为可提现。</p>
      <WithdrawForm minFen={b.minWithdrawalFen} availableFen={b.availableFen} onDone={onChange} />
      {v.withdrawals.length > 0 ? (
        <ul className="flex flex-col gap-1 text-sm" data-testid="withdrawals">
          {v.withdrawals.map((w) => (
            <li key={w.id} className="flex flex-wrap gap-x-3">
              <time className="tabular-nums text-secondary">{formatShanghaiFull(w.createdAt)}</time>
              <span className="tabular-nums">{formatFen(w.amountFen)}</span>
              <span className="text-secondary">{w.accountLabel}</span>
              <span className="font-medium">{w.stateLabel}</span>
              {w.rejectReason ? <span className="text-secondary">{w.rejectReason}</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
      <h3 className="font-medium">资金明细</h3>
      {v.balanceHistory.length === 0 ? (
        <p className="text-sm text-secondary" data-testid="balance-history-empty">
          暂无资金变动
        </p>
      ) : (
        <ol className="flex flex-col gap-1 text-sm" data-testid="balance-history">
          {v.balanceHistory.map((l, i) => (
            <li key={i} className="flex flex-wrap gap-x-3">
              <time className="tabular-nums text-secondary">{formatShanghaiFull(l.at)}</time>
              <span>{l.accountLabel}</span>
              <span className="tabular-nums">{l.amountFen.startsWith("-") ? formatFen(l.amountFen) : `+${formatFen(l.amountFen)}`}</span>
              {l.orderNumber ? (
                <AppLink to={paths.member.order(l.orderNumber)} className="text-secondary underline">
                  {l.memo}
                </AppLink>
              ) : (
                <span className="text-secondary">{l.memo}</span>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
