import { graphql, useMutation } from "react-relay/hooks";
import { SubmitButton, TextField } from "../../../../components/form";
import { formatShanghaiFull } from "../../../../format/date";
import { formatFen } from "../../../../format/money";
import { usePageQuery } from "../../../../system/pageQuery";
import { Card, CardHeader, ConsoleList, ConsoleSection, consoleLoader, DecisionForm, Refusal, useCheckedField, useDecision } from "../../components";
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

type Row = OpsWithdrawalsPageQuery["response"]["opsWithdrawals"][number];

export const load = consoleLoader<OpsWithdrawalsPageQuery>(query, { title: "提现审核", description: "提现审核" });

/** One withdrawal to pay: pay it with the transfer's reference, or reject it with a reason (the hold is released). */
function WithdrawalCard({ w }: { w: Row }) {
  const ref = useCheckedField("", payoutRefError);
  const reason = useCheckedField("", withdrawalRejectError);
  const { refusal, decided, answered, failed } = useDecision();
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
  return (
    <Card testId="ops-withdrawal" data={{ number: w.number }}>
      <CardHeader state={decided ?? w.stateLabel} stateTestId="ops-withdrawal-state">
        <h2 className="text-lg font-bold">{formatFen(w.amountFen)}</h2>
        <span className="text-sm text-secondary">提现单号 {w.number}</span>
        <span className="text-sm text-secondary">收款账户 {w.accountLabel}</span>
      </CardHeader>
      <p className="mt-1 text-sm text-secondary">{formatShanghaiFull(w.createdAt)} 申请</p>
      <Refusal message={refusal} testId="ops-withdrawal-refusal" />
      {decided || w.allowedActions.length === 0 ? null : (
        <div className="mt-3 grid gap-3 md:grid-cols-2">
          {/* The server says which answers this finance user may give (Withdrawal.allowedActions: never their own). */}
          {w.allowedActions.includes("PAY") ? (
            <DecisionForm
              className="flex flex-col gap-2"
              label="确认打款"
              fields={[ref]}
              onValid={() =>
                pay({
                  variables: { input: { withdrawalID: w.id, payoutRef: ref.value.trim() } },
                  onCompleted: (r) => answered(r.payWithdrawal.userErrors, r.payWithdrawal.withdrawal?.stateLabel, ref, "payoutRef"),
                  onError: failed,
                })
              }
            >
              <TextField label="打款流水号" {...ref.props} name="payoutRef" maxLength={100} />
              <SubmitButton busy={paying} label="确认已打款" busyLabel="正在提交…" />
            </DecisionForm>
          ) : null}
          {w.allowedActions.includes("REJECT") ? (
            <DecisionForm
              className="flex flex-col gap-2"
              label="驳回提现"
              fields={[reason]}
              onValid={() =>
                reject({
                  variables: { input: { withdrawalID: w.id, reason: reason.value.trim() } },
                  onCompleted: (r) => answered(r.rejectWithdrawal.userErrors, r.rejectWithdrawal.withdrawal?.stateLabel, reason, "reason"),
                  onError: failed,
                })
              }
            >
              <TextField label="驳回理由" {...reason.props} name="reason" maxLength={500} />
              <SubmitButton busy={rejecting} label="驳回" busyLabel="正在提交…" />
            </DecisionForm>
          ) : null}
        </div>
      )}
    </Card>
  );
}

/** /ops/withdrawals: the withdrawals waiting to be paid, the oldest first; no one decides their own. */
export function OpsWithdrawalsPage() {
  const rows = usePageQuery<OpsWithdrawalsPageQuery>(query).opsWithdrawals;
  return (
    <ConsoleSection
      id="ops-withdrawals-h"
      title="提现审核"
      intro="打款后填写流水号确认；驳回后冻结金额退回会员的可提现余额。不能审批自己的提现申请。"
    >
      <ConsoleList items={rows} empty="没有待打款的提现申请" variant="cards">
        {(w) => <WithdrawalCard key={w.id} w={w} />}
      </ConsoleList>
    </ConsoleSection>
  );
}
