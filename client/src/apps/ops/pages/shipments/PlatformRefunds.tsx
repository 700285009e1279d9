/**
 * The platform as the seller side of refunds on its own goods (a section of /ops/shipments, role admin): the requests
 * waiting for its answer, the oldest first; the operator agrees, refuses with a reason, or confirms the returned
 * parcel — the moves the API offers (allowedActions), the same as a member seller's, written to the audit log.
 */
import { graphql, useFragment, useMutation } from "react-relay/hooks";
import { SubmitButton, TextAreaField } from "../../../../components/form";
import { formatShanghaiFull } from "../../../../format/date";
import { formatFen } from "../../../../format/money";
import { Card, CardHeader, ConsoleList, ConsoleSection, DecisionForm, Refusal, useCheckedField, useDecision } from "../../components";
import { RefundTimeline } from "../../components/refundTimeline";
import type { PlatformRefunds_list$key } from "./__generated__/PlatformRefunds_list.graphql";
import type { PlatformRefunds_request$key } from "./__generated__/PlatformRefunds_request.graphql";
import type { PlatformRefundsAnswerMutation, RefundAction } from "./__generated__/PlatformRefundsAnswerMutation.graphql";

const refuseReasonError = (v: string) => {
  const n = Array.from(v.trim()).length;
  return n === 0 || n > 500 ? "请填写拒绝理由（最多 500 个字）" : undefined;
};

function RefundCard({ request }: { request: PlatformRefunds_request$key }) {
  const r = useFragment(
    graphql`
      fragment PlatformRefunds_request on RefundRequest {
        id
        number
        kindLabel
        stateLabel
        reason
        amountFen
        description
        returnCarrierLabel
        returnTrackingNumber
        answerDueAt
        order {
          number
          title
          totalFen
        }
        allowedActions {
          action
          label
        }
        timeline {
          label
          actorLabel
          detail
          at
        }
      }
    `,
    request,
  );
  const reason = useCheckedField("", refuseReasonError);
  const none = useCheckedField("");
  const { refusal, decided, answered, failed } = useDecision();
  const [answer, answering] = useMutation<PlatformRefundsAnswerMutation>(graphql`
    mutation PlatformRefundsAnswerMutation($input: AnswerPlatformRefundInput!) {
      answerPlatformRefund(input: $input) {
        userErrors {
          message
          field
        }
        refund {
          id
          state
          stateLabel
        }
      }
    }
  `);
  const send = (a: RefundAction, field = none) =>
    answer({
      variables: { input: { refundID: r.id, answer: a, reason: a === "REFUSE" ? reason.value.trim() : null } },
      onCompleted: (x) => answered(x.answerPlatformRefund.userErrors, x.answerPlatformRefund.refund?.stateLabel, field, "reason"),
      onError: failed,
    });
  const moves = decided ? [] : r.allowedActions;
  return (
    <Card testId="ops-platform-refund" data={{ number: r.number }}>
      <CardHeader state={decided ?? r.stateLabel} stateTestId="ops-platform-refund-state">
        <h3 className="font-bold">{r.order.title}</h3>
        <span className="text-sm text-secondary">订单 {r.order.number}</span>
      </CardHeader>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-secondary">申请退款</dt>
        <dd>
          {formatFen(r.amountFen)}（{r.kindLabel}，实付 {formatFen(r.order.totalFen)}）
        </dd>
        <dt className="text-secondary">买家理由</dt>
        <dd>{r.reason}</dd>
        <dt className="text-secondary">买家说明</dt>
        <dd className="whitespace-pre-line">{r.description || "无"}</dd>
        {r.returnTrackingNumber ? (
          <>
            <dt className="text-secondary">退货物流</dt>
            <dd>
              {r.returnCarrierLabel} {r.returnTrackingNumber}
            </dd>
          </>
        ) : null}
        {r.answerDueAt ? (
          <>
            <dt className="text-secondary">处理期限</dt>
            <dd>{formatShanghaiFull(r.answerDueAt)} 前未处理将自动同意</dd>
          </>
        ) : null}
      </dl>
      <RefundTimeline lines={r.timeline} />
      <Refusal message={refusal} testId="ops-platform-refund-refusal" />
      <div className="mt-3 flex flex-col gap-3">
        {moves
          .filter((m) => m.action !== "REFUSE")
          .map((m) => (
            <DecisionForm key={m.action} className="flex" label={m.label} fields={[]} onValid={() => send(m.action)}>
              <SubmitButton busy={answering} label={m.label} busyLabel="正在提交…" />
            </DecisionForm>
          ))}
        {moves.some((m) => m.action === "REFUSE") ? (
          <DecisionForm className="flex flex-col gap-2" label="拒绝退款" fields={[reason]} onValid={() => send("REFUSE", reason)}>
            <TextAreaField label="拒绝理由（买家可见）" {...reason.props} name="reason" countMax={500} />
            <SubmitButton busy={answering} label="拒绝退款" busyLabel="正在提交…" />
          </DecisionForm>
        ) : null}
      </div>
    </Card>
  );
}

/** The refund requests on the platform's own goods waiting for its answer. */
export function PlatformRefunds({ query }: { query: PlatformRefunds_list$key }) {
  const data = useFragment(
    graphql`
      fragment PlatformRefunds_list on Query {
        platformRefunds(first: 50) {
          totalCount
          edges {
            node {
              id
              ...PlatformRefunds_request
            }
          }
        }
      }
    `,
    query,
  );
  const items = data.platformRefunds.edges.map((e) => e.node);
  return (
    <ConsoleSection
      id="ops-platform-refunds-h"
      level={2}
      title="自营订单退款"
      intro="买家对平台自营商品的退款申请，由平台作为卖家处理，最早的在前；超时未处理将自动同意。"
    >
      <ConsoleList items={items} empty="没有待处理的自营订单退款" variant="cards">
        {(n) => <RefundCard key={n.id} request={n} />}
      </ConsoleList>
    </ConsoleSection>
  );
}
