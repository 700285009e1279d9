import { useState } from "react";
import { graphql, useLazyLoadQuery, useMutation } from "react-relay/hooks";
import { useLoaderData } from "react-router";
import { createOperationDescriptor, fetchQuery, getRequest, type Environment } from "relay-runtime";
import { SubmitButton, TextAreaField, TextField } from "../../../../components/form";
import { formatShanghaiFull } from "../../../../format/date";
import { formatFen } from "../../../../format/money";
import { fenToYuan } from "../../../../format/yuan";
import type { PageData } from "../../../../system/pageLoader";
import { denyReasonError, grantAmountError, grantFen } from "../../moneyRules";
import type { OpsArbitrationPageQuery } from "./__generated__/OpsArbitrationPageQuery.graphql";
import type { OpsArbitrationPageGrantMutation } from "./__generated__/OpsArbitrationPageGrantMutation.graphql";
import type { OpsArbitrationPageDenyMutation } from "./__generated__/OpsArbitrationPageDenyMutation.graphql";

const query = graphql`
  query OpsArbitrationPageQuery {
    arbitrationQueue {
      id
      number
      kindLabel
      state
      stateLabel
      reason
      amountFen
      description
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
`;

type Vars = OpsArbitrationPageQuery["variables"];
type Case = OpsArbitrationPageQuery["response"]["arbitrationQueue"][number];
type Errs = ReadonlyArray<{ message: string; field?: string | null | undefined }>;

export async function load(env: Environment): Promise<PageData<Vars>> {
  const variables: Vars = {};
  await fetchQuery<OpsArbitrationPageQuery>(env, query, variables, { fetchPolicy: "network-only" }).toPromise().catch(() => undefined);
  env.retain(createOperationDescriptor(getRequest(query), variables));
  return { variables, meta: { title: "退款仲裁", description: "退款仲裁" } };
}

/** One escalated request: both sides' words, the order, the record, and the arbiter's decision. */
function CaseCard({ c }: { c: Case }) {
  const [amount, setAmount] = useState(fenToYuan(c.amountFen));
  const [amountErr, setAmountErr] = useState<string | undefined>();
  const [note, setNote] = useState("");
  const [reason, setReason] = useState("");
  const [reasonErr, setReasonErr] = useState<string | undefined>();
  const [refusal, setRefusal] = useState<string | undefined>();
  const [decided, setDecided] = useState<string | undefined>();
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
    <li className="rounded border border-gray-200 bg-white p-4" data-testid="ops-arbitration-case" data-number={c.number}>
      <div className="flex flex-wrap items-baseline gap-x-3">
        <h2 className="font-bold">{c.order.title}</h2>
        <span className="text-sm text-secondary">订单 {c.order.number}</span>
        <span className="text-sm text-secondary">卖家 {c.order.sellerName}</span>
        <span className="ml-auto rounded bg-gray-100 px-2 py-0.5 text-sm" data-testid="ops-arbitration-state">
          {decided ?? c.stateLabel}
        </span>
      </div>
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
        <dt className="text-secondary">卖家拒绝理由</dt>
        <dd className="whitespace-pre-line">{c.refuseReason || "无"}</dd>
        <dt className="text-secondary">申请时间</dt>
        <dd>{formatShanghaiFull(c.createdAt)}</dd>
      </dl>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-primary">退款记录（{c.timeline.length}）</summary>
        <ol className="mt-1 flex flex-col gap-1">
          {c.timeline.map((t, i) => (
            <li key={i} className="text-secondary">
              {formatShanghaiFull(t.at)} · {t.actorLabel} · {t.label}
              {t.detail ? `：${t.detail}` : ""}
            </li>
          ))}
        </ol>
      </details>
      {refusal ? (
        <p role="alert" className="mt-3 rounded bg-red-50 px-3 py-2 text-sm text-error" data-testid="ops-arbitration-refusal">
          {refusal}
        </p>
      ) : null}
      {decided ? null : (
        <div className="mt-3 grid gap-3 md:grid-cols-2">
          <form
            className="flex flex-col gap-2"
            aria-label="裁定退款"
            onSubmit={(ev) => {
              ev.preventDefault();
              const e = grantAmountError(amount, c.amountFen);
              setAmountErr(e);
              if (e) return;
              grant({
                variables: { input: { refundID: c.id, amountFen: grantFen(amount), note: note.trim() } },
                onCompleted: (r) => answered(r.grantRefund.userErrors, r.grantRefund.refund?.stateLabel, setAmountErr, "amount"),
                onError: failed,
              });
            }}
          >
            <TextField label="退款金额（元）" value={amount} onChange={setAmount} error={amountErr} name="amount" maxLength={16} />
            <p className="text-xs text-secondary">默认全额 ¥{fenToYuan(c.amountFen)}，可改为部分金额</p>
            <TextField label="裁定说明（选填）" value={note} onChange={setNote} name="note" maxLength={500} />
            <SubmitButton busy={granting} label="裁定退款" busyLabel="正在提交…" />
          </form>
          <form
            className="flex flex-col gap-2"
            aria-label="不予退款"
            onSubmit={(ev) => {
              ev.preventDefault();
              const e = denyReasonError(reason);
              setReasonErr(e);
              if (e) return;
              deny({
                variables: { input: { refundID: c.id, reason: reason.trim() } },
                onCompleted: (r) => answered(r.denyRefund.userErrors, r.denyRefund.refund?.stateLabel, setReasonErr, "reason"),
                onError: failed,
              });
            }}
          >
            <TextAreaField label="不予退款的理由" value={reason} onChange={setReason} error={reasonErr} name="reason" countMax={500} />
            <SubmitButton busy={denying} label="不予退款" busyLabel="正在提交…" />
          </form>
        </div>
      )}
    </li>
  );
}

/** /ops/arbitration: the refusals buyers escalated, the oldest first; the arbiter's decision is final. */
export function OpsArbitrationPage() {
  const { variables } = useLoaderData() as PageData<Vars>;
  const data = useLazyLoadQuery<OpsArbitrationPageQuery>(query, variables, { fetchPolicy: "store-or-network" });
  const cases = data.arbitrationQueue;
  return (
    <section aria-labelledby="ops-arbitration-h">
      <h1 id="ops-arbitration-h" className="mb-1 text-xl font-bold">
        退款仲裁
      </h1>
      <p className="mb-4 text-sm text-secondary">卖家拒绝、买家申请平台介入的退款，最早的在前。裁定为最终结果；不能裁定自己作为买家或卖家的订单。</p>
      {cases.length === 0 ? (
        <p className="text-secondary">没有待仲裁的退款</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {cases.map((c) => (
            <CaseCard key={c.id} c={c} />
          ))}
        </ul>
      )}
    </section>
  );
}
