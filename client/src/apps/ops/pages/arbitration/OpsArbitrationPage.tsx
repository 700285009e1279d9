import { graphql, useMutation, usePaginationFragment } from "react-relay/hooks";
import { LoadMore } from "../../../../components/LoadMore/LoadMore";
import { SubmitButton, TextAreaField, TextField } from "../../../../components/form";
import { PhotoStrip } from "../../../../components/RecordHeader/RecordHeader";
import { formatShanghaiFull } from "../../../../format/date";
import { formatFen } from "../../../../format/money";
import { fenToYuan } from "../../../../format/yuan";
import { usePageQuery } from "../../../../system/pageQuery";
import { Card, CardHeader, ConsoleList, ConsoleSection, consoleLoader, DecisionForm, Refusal, useCheckedField, useDecision } from "../../components";
import { RefundTimeline } from "../../components/refundTimeline";
import { denyReasonError, grantAmountError, grantFen } from "../../moneyRules";
import type { OpsArbitrationPageQuery } from "./__generated__/OpsArbitrationPageQuery.graphql";
import type { OpsArbitrationPage_queue$data, OpsArbitrationPage_queue$key } from "./__generated__/OpsArbitrationPage_queue.graphql";
import type { OpsArbitrationPagePaginationQuery } from "./__generated__/OpsArbitrationPagePaginationQuery.graphql";
import type { OpsArbitrationPageGrantMutation } from "./__generated__/OpsArbitrationPageGrantMutation.graphql";
import type { OpsArbitrationPageDenyMutation } from "./__generated__/OpsArbitrationPageDenyMutation.graphql";

/** How many cases a page of the queue loads. */
const PAGE_SIZE = 20;

const query = graphql`
  query OpsArbitrationPageQuery($first: Int!) {
    ...OpsArbitrationPage_queue @arguments(first: $first)
  }
`;

type Case = OpsArbitrationPage_queue$data["arbitrationQueue"]["edges"][number]["node"];

export const load = consoleLoader<OpsArbitrationPageQuery>(query, { title: "退款仲裁", description: "退款仲裁" }, { variables: () => ({ first: PAGE_SIZE }) });

/** One escalated request: both sides' words, the order, the record, and the arbiter's decision. */
function CaseCard({ c }: { c: Case }) {
  const amount = useCheckedField(fenToYuan(c.amountFen), (v) => grantAmountError(v, c.amountFen));
  const note = useCheckedField("");
  const reason = useCheckedField("", denyReasonError);
  const { refusal, decided, answered, failed } = useDecision();
  const [grant, granting] = useMutation<OpsArbitrationPageGrantMutation>(graphql`
    mutation OpsArbitrationPageGrantMutation($input: GrantRefundInput!) {
      grantRefund(input: $input) {
        userErrors {
          message
          field
        }
        refund {
          id
          state
          stateLabel
          refundFen
        }
      }
    }
  `);
  const [deny, denying] = useMutation<OpsArbitrationPageDenyMutation>(graphql`
    mutation OpsArbitrationPageDenyMutation($input: DenyRefundInput!) {
      denyRefund(input: $input) {
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
  return (
    <Card testId="ops-arbitration-case" data={{ number: c.number }}>
      <CardHeader state={decided ?? c.stateLabel} stateTestId="ops-arbitration-state">
        <h2 className="font-bold">{c.order.title}</h2>
        <span className="text-sm text-secondary">订单 {c.order.number}</span>
        <span className="text-sm text-secondary">卖家 {c.order.sellerName}</span>
      </CardHeader>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-secondary">实付金额</dt>
        <dd>{formatFen(c.order.totalFen)}</dd>
        <dt className="text-secondary">申请退款</dt>
        <dd data-testid="ops-arbitration-asked">
          {formatFen(c.amountFen)}（{c.kindLabel}）
        </dd>
        <dt className="text-secondary">买家理由</dt>
        <dd>{c.reason}</dd>
        <dt className="text-secondary">买家说明</dt>
        <dd className="whitespace-pre-line">{c.description || "无"}</dd>
        <dt className="text-secondary">买家凭证</dt>
        <dd>{c.photos.length > 0 ? <PhotoStrip photos={c.photos} title={`退款凭证：${c.order.title}`} testId="ops-arbitration-photos" /> : "无"}</dd>
        <dt className="text-secondary">卖家拒绝理由</dt>
        <dd className="whitespace-pre-line">{c.refuseReason || "无"}</dd>
        <dt className="text-secondary">申请时间</dt>
        <dd>{formatShanghaiFull(c.createdAt)}</dd>
      </dl>
      <RefundTimeline lines={c.timeline} />
      <Refusal message={refusal} testId="ops-arbitration-refusal" />
      {decided ? null : (
        <div className="mt-3 grid gap-3 md:grid-cols-2">
          <DecisionForm
            className="flex flex-col gap-2"
            label="裁定退款"
            fields={[amount]}
            onValid={() =>
              grant({
                variables: { input: { refundID: c.id, amountFen: grantFen(amount.value), note: note.value.trim() } },
                onCompleted: (r) => answered(r.grantRefund.userErrors, r.grantRefund.refund?.stateLabel, amount, "amount"),
                onError: failed,
              })
            }
          >
            <TextField label="退款金额（元）" {...amount.props} name="amount" maxLength={16} />
            <p className="text-xs text-secondary">默认全额 ¥{fenToYuan(c.amountFen)}，可改为部分金额</p>
            <TextField label="裁定说明（选填）" {...note.props} name="note" maxLength={500} />
            <SubmitButton busy={granting} label="裁定退款" busyLabel="正在提交…" />
          </DecisionForm>
          <DecisionForm
            className="flex flex-col gap-2"
            label="不予退款"
            fields={[reason]}
            onValid={() =>
              deny({
                variables: { input: { refundID: c.id, reason: reason.value.trim() } },
                onCompleted: (r) => answered(r.denyRefund.userErrors, r.denyRefund.refund?.stateLabel, reason, "reason"),
                onError: failed,
              })
            }
          >
            <TextAreaField label="不予退款的理由" {...reason.props} name="reason" countMax={500} />
            <SubmitButton busy={denying} label="不予退款" busyLabel="正在提交…" />
          </DecisionForm>
        </div>
      )}
    </Card>
  );
}

/** /ops/arbitration: the refusals buyers escalated, the oldest first, a page at a time; the arbiter's decision is final. */
export function OpsArbitrationPage() {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<OpsArbitrationPagePaginationQuery, OpsArbitrationPage_queue$key>(
    graphql`
      fragment OpsArbitrationPage_queue on Query
      @refetchable(queryName: "OpsArbitrationPagePaginationQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 20 }, after: { type: "Cursor" }) {
        arbitrationQueue(first: $first, after: $after) @connection(key: "OpsArbitrationPage_arbitrationQueue") {
          totalCount
          edges {
            node {
              id
              number
              kindLabel
              state
              stateLabel
              reason
              amountFen
              description
              photos {
                thumb: url(width: 320)
                full: url(width: 1920)
              }
              refuseReason
              createdAt
              order {
                number
                title
                sellerName
                totalFen
                stateLabel
              }
              timeline {
                label
                actorLabel
                detail
                at
              }
            }
          }
        }
      }
    `,
    usePageQuery<OpsArbitrationPageQuery>(query),
  );
  const queue = data.arbitrationQueue;
  const cases = queue.edges.map((e) => e.node);
  return (
    <ConsoleSection
      id="ops-arbitration-h"
      title="退款仲裁"
      intro="卖家拒绝、买家申请平台介入的退款，最早的在前。裁定为最终结果；自己作为买家或卖家的订单不在此列出。"
    >
      {queue.totalCount > 0 ? (
        <p className="mb-2 text-sm text-secondary" data-testid="ops-arbitration-count">
          共 {queue.totalCount} 件，已显示 {cases.length} 件
        </p>
      ) : null}
      <ConsoleList items={cases} empty="没有待仲裁的退款" variant="cards">
        {(c) => <CaseCard key={c.id} c={c} />}
      </ConsoleList>
      <LoadMore hasNext={hasNext} isLoading={isLoadingNext} onLoad={() => loadNext(PAGE_SIZE)} />
    </ConsoleSection>
  );
}
