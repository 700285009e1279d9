/**
 * One refund request as its buyer or its seller sees it: what was asked and why, where it stands, the timeline (times
 * in Asia/Shanghai), and the moves the server allows the viewer now (allowedActions): 撤销申请, 同意退款 / 同意退货,
 * 拒绝退款 (with a reason), 填写退货物流 (carrier and tracking number), 确认收到退货, 申请平台介入.
 */
import { useState } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import { AppLink } from "../../../components/AppLink/AppLink";
import { ActionButtons, PhotoStrip, RecordHeader } from "../../../components/RecordHeader/RecordHeader";
import { useConfirm } from "../../../components/ConfirmDialog";
import { FormAlert, MoveForm, SelectField, TextAreaField, TextField } from "../../../components/form";
import { Timeline } from "../../../components/Timeline/Timeline";
import { useToast } from "../../../components/Toast";
import { formatFen } from "../../../format/money";
import { formatShanghaiFull } from "../../../format/date";
import { paths } from "../../../system/paths";
import { useMove } from "../../../system/useMove";
import type { RefundView_refund$key } from "./__generated__/RefundView_refund.graphql";
import type { RefundViewAgreeMutation } from "./__generated__/RefundViewAgreeMutation.graphql";
import type { RefundViewCancelMutation } from "./__generated__/RefundViewCancelMutation.graphql";
import type { RefundViewConfirmReturnMutation } from "./__generated__/RefundViewConfirmReturnMutation.graphql";
import type { RefundViewEscalateMutation } from "./__generated__/RefundViewEscalateMutation.graphql";
import type { RefundViewRefuseMutation } from "./__generated__/RefundViewRefuseMutation.graphql";
import type { RefundViewShipBackMutation, ShippingCarrier } from "./__generated__/RefundViewShipBackMutation.graphql";


const agreeMutation = graphql`
  mutation RefundViewAgreeMutation($input: RefundIDInput!) {
    agreeRefund(input: $input) {
      userErrors {
        field
        message
      }
      refund {
        ...RefundView_refund
      }
    }
  }
`;

const cancelMutation = graphql`
  mutation RefundViewCancelMutation($input: RefundIDInput!) {
    cancelRefund(input: $input) {
      userErrors {
        field
        message
      }
      refund {
        ...RefundView_refund
      }
    }
  }
`;

const confirmReturnMutation = graphql`
  mutation RefundViewConfirmReturnMutation($input: RefundIDInput!) {
    confirmRefundReturn(input: $input) {
      userErrors {
        field
        message
      }
      refund {
        ...RefundView_refund
      }
    }
  }
`;

const escalateMutation = graphql`
  mutation RefundViewEscalateMutation($input: RefundIDInput!) {
    escalateRefund(input: $input) {
      userErrors {
        field
        message
      }
      refund {
        ...RefundView_refund
      }
    }
  }
`;

const refuseMutation = graphql`
  mutation RefundViewRefuseMutation($input: RefuseRefundInput!) {
    refuseRefund(input: $input) {
      userErrors {
        field
        message
      }
      refund {
        ...RefundView_refund
      }
    }
  }
`;

const shipBackMutation = graphql`
  mutation RefundViewShipBackMutation($input: ShipRefundReturnInput!) {
    shipRefundReturn(input: $input) {
      userErrors {
        field
        message
      }
      refund {
        ...RefundView_refund
      }
    }
  }
`;

export type Carriers = readonly { readonly carrier: string; readonly label: string }[];

export function RefundView({ refund, carriers }: { refund: RefundView_refund$key; carriers: Carriers }) {
  const r = useFragment(
    graphql`
      fragment RefundView_refund on RefundRequest {
        id
        number
        state
        stateLabel
        kindLabel
        reason
        amountFen
        refundFen
        description
        photos {
          thumb: url(width: 320)
          full: url(width: 1920)
        }
        refuseReason
        returnCarrierLabel
        returnTrackingNumber
        answerDueAt
        returnDueAt
        viewerRole
        createdAt
        order {
          number
          title
          totalFen
          refundableFen
        }
        allowedActions {
          action
          label
        }
        timeline {
          action
          label
          actorLabel
          detail
          at
        }
      }
    `,
    refund,
  );
  const toast = useToast();
  const [ask, dialog] = useConfirm();
  const [open, setOpen] = useState<"REFUSE" | "SHIP_BACK" | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [reason, setReason] = useState("");
  const [carrier, setCarrier] = useState<string>(carriers[0]?.carrier ?? "");
  const [tracking, setTracking] = useState("");
  const [agree] = useMove<RefundViewAgreeMutation>(agreeMutation, (x) => x.agreeRefund);
  const [cancel] = useMove<RefundViewCancelMutation>(cancelMutation, (x) => x.cancelRefund);
  const [confirmReturn] = useMove<RefundViewConfirmReturnMutation>(confirmReturnMutation, (x) => x.confirmRefundReturn);
  const [escalate] = useMove<RefundViewEscalateMutation>(escalateMutation, (x) => x.escalateRefund);
  const [refuse] = useMove<RefundViewRefuseMutation>(refuseMutation, (x) => x.refuseRefund);
  const [shipBack] = useMove<RefundViewShipBackMutation>(shipBackMutation, (x) => x.shipRefundReturn);

  const after = (ok: string, resolve?: () => void) => (err: string | null) => {
    setError(err);
    if (err === null) {
      setOpen(null);
      toast.success(ok);
    }
    resolve?.();
  };
  const input = { refundID: r.id };

  const act = async (action: string) => {
    setError(null);
    if (action === "REFUSE" || action === "SHIP_BACK") setOpen(action);
    else if (action === "AGREE" || action === "AGREE_RETURN") {
      const body = action === "AGREE" ? `同意后将通过微信支付原路退回 ${formatFen(r.amountFen)}。` : "同意后请等待买家寄回商品，确认收货后退款。";
      if (await ask({ title: action === "AGREE" ? "同意退款？" : "同意退货？", body, confirmLabel: action === "AGREE" ? "同意退款" : "同意退货", danger: false }))
        agree(input, after("已同意"));
    } else if (action === "CONFIRM_RETURN") {
      if (await ask({ title: "确认已收到退货？", body: `确认后将退回 ${formatFen(r.amountFen)}。`, confirmLabel: "确认收货", danger: false }))
        confirmReturn(input, after("已确认收到退货"));
    } else if (action === "CANCEL") {
      if (await ask({ title: "撤销退款申请？", body: "撤销后本次申请关闭。", confirmLabel: "撤销申请" })) cancel(input, after("已撤销申请"));
    } else if (action === "ESCALATE") {
      if (await ask({ title: "申请平台介入？", body: "平台将查看双方的说明与订单记录后裁定。", confirmLabel: "申请平台介入", danger: false }))
        escalate(input, after("已申请平台介入"));
    }
  };

  const back = r.viewerRole === "SELLER" ? paths.member.sellerRefunds() : paths.member.buyerRefunds();
  return (
    <section aria-labelledby="refund-h" data-testid="refund" data-state={r.state}>
      {dialog}
      <RecordHeader id="refund-h" title="退款详情" back={back} backText="返回退款列表" />
      <div className="rounded-lg border border-black/10 bg-white p-4">
        <p className="text-lg font-semibold" data-testid="refund-state">
          {r.stateLabel}
        </p>
        <p className="text-xs text-secondary">
          退款编号 {r.number} · 申请于 {formatShanghaiFull(r.createdAt)}
        </p>
        {r.answerDueAt ? <p className="mt-1 text-sm text-secondary">卖家需在 {formatShanghaiFull(r.answerDueAt)} 前处理，逾期将自动同意。</p> : null}
        {r.returnDueAt ? <p className="mt-1 text-sm text-secondary">卖家需在 {formatShanghaiFull(r.returnDueAt)} 前确认收货，逾期将自动确认。</p> : null}
        <ActionButtons actions={r.allowedActions} quiet={["CANCEL", "REFUSE"]} onAct={(a) => void act(a)} testId="refund-actions" />
        <FormAlert message={open === null ? error : null} className="mt-2 text-sm text-error" testId="refund-error" />
        {open === "REFUSE" ? (
          <MoveForm label="拒绝退款" busyLabel="提交中…" error={error} testId="refuse-form" onSubmit={() => new Promise((resolve) => refuse({ refundID: r.id, reason }, after("已拒绝", resolve)))}>
            <TextAreaField label="拒绝理由" name="reason" value={reason} onChange={setReason} countMax={500} rows={3} />
          </MoveForm>
        ) : null}
        {open === "SHIP_BACK" ? (
          <MoveForm
            label="提交退货物流"
            busyLabel="提交中…"
            error={error}
            testId="ship-back-form"
            onSubmit={() => new Promise((resolve) => shipBack({ refundID: r.id, carrier: carrier as ShippingCarrier, trackingNumber: tracking.trim() }, after("已提交退货物流", resolve)))}
          >
            <SelectField label="快递公司" name="carrier" value={carrier} onChange={setCarrier} options={carriers.map((c) => [c.carrier, c.label] as const)} />
            <TextField label="运单号" name="trackingNumber" value={tracking} onChange={setTracking} maxLength={30} />
          </MoveForm>
        ) : null}
      </div>

      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-lg border border-black/10 bg-white p-4 text-sm" data-testid="refund-facts">
        <dt className="text-secondary">订单</dt>
        <dd className="text-right">
          <AppLink to={paths.member.order(r.order.number)} className="hover:underline">
            {r.order.title}
          </AppLink>
        </dd>
        <dt className="text-secondary">退款类型</dt>
        <dd className="text-right">{r.kindLabel}</dd>
        <dt className="text-secondary">退款原因</dt>
        <dd className="text-right">{r.reason}</dd>
        <dt className="text-secondary">申请金额</dt>
        <dd className="text-right tabular-nums" data-testid="refund-amount">
          {formatFen(r.amountFen)}
        </dd>
        {r.refundFen ? (
          <>
            <dt className="text-secondary">退款金额</dt>
            <dd className="text-right tabular-nums">{formatFen(r.refundFen)}</dd>
          </>
        ) : null}
        <dt className="text-secondary">订单实付</dt>
        <dd className="text-right tabular-nums">{formatFen(r.order.totalFen)}</dd>
        {r.description ? (
          <>
            <dt className="text-secondary">退款说明</dt>
            <dd className="text-right">{r.description}</dd>
          </>
        ) : null}
        {r.photos.length > 0 ? (
          <>
            <dt className="text-secondary">凭证图片</dt>
            <dd className="flex justify-end">
              <PhotoStrip photos={r.photos} title="退款凭证" testId="refund-photos" />
            </dd>
          </>
        ) : null}
        {r.refuseReason ? (
          <>
            <dt className="text-secondary">拒绝理由</dt>
            <dd className="text-right">{r.refuseReason}</dd>
          </>
        ) : null}
        {r.returnCarrierLabel ? (
          <>
            <dt className="text-secondary">退货物流</dt>
            <dd className="text-right">
              {r.returnCarrierLabel} {r.returnTrackingNumber}
            </dd>
          </>
        ) : null}
      </dl>

      <Timeline title="退款进度" events={r.timeline} testId="refund-timeline" />
    </section>
  );
}
