/**
 * /member/buyer-refund/{order_id}: the buyer's refund of one paid order — the request form (仅退款, or 退货退款 once
 * shipped; a reason from the list; the amount in yuan, exact in fen, up to what may still be refunded; a description),
 * then the request's progress and the buyer's moves. A new request may follow one that is over while money is left.
 * Unknown and anyone else's order are the same 404.
 */
import { useState, type FormEvent } from "react";
import { graphql } from "react-relay/hooks";
import type { LoaderFunctionArgs } from "react-router";
import type { Environment } from "relay-runtime";
import { SelectField, SubmitButton, TextAreaField, TextField, useSubmitState } from "../../../../components/form";
import { useToast } from "../../../../components/Toast";
import { formatFen } from "../../../../format/money";
import { numberParam, type PageData } from "../../../../system/pageLoader";
import { loadFreshQuery, usePageQuery } from "../../../../system/pageQuery";
import { fieldIn, useFieldMove, type RefusalsByField } from "../../../../system/useMove";
import { RefundView } from "../../components/RefundView";
import { ImageList } from "../../../../features/pictures/ImageList";
import { REFUND_PHOTO_PATH, uploadPicture, useImageUploads } from "../../../../features/pictures/useImageUploads";
import { REFUND_LIMITS, REFUND_MESSAGES } from "../../../../lib/__generated__/rules";
import { amountError, fenToYuan, yuanToFen } from "../../../../format/yuan";
import type { BuyerRefundPageQuery } from "./__generated__/BuyerRefundPageQuery.graphql";
import type { BuyerRefundPageRequestMutation, RefundKind } from "./__generated__/BuyerRefundPageRequestMutation.graphql";

const query = graphql`
  query BuyerRefundPageQuery($number: Int!) {
    viewer {
      order(number: $number) {
        id
        number
        state
        viewerRole
        title
        totalFen
        refundableFen
        canRequestRefund
        refundRequest {
          state
          ...RefundView_refund
        }
      }
    }
    refundReasons
    carriers {
      carrier
      label
    }
  }
`;

const requestMutation = graphql`
  mutation BuyerRefundPageRequestMutation($input: RequestRefundInput!) {
    requestRefund(input: $input) {
      userErrors {
        field
        message
      }
      refund {
        order {
          refundableFen
          canRequestRefund
          refundRequest {
            state
            ...RefundView_refund
          }
        }
      }
    }
  }
`;

type Vars = BuyerRefundPageQuery["variables"];

const PHOTOS_HINT = `选填，最多 ${REFUND_LIMITS.photosMax} 张，JPEG、PNG 或 WebP，每张不超过 20 MB，短边至少 800 像素。`;
const PHOTOS_BUSY = "图片上传中，请稍候提交";

export async function load(env: Environment, args: LoaderFunctionArgs): Promise<PageData<Vars>> {
  return loadFreshQuery<BuyerRefundPageQuery>(env, args, query, { number: numberParam(args, "order_id") }, { title: "退款详情", description: "申请退款" }, (d) => d?.viewer?.order?.viewerRole === "BUYER");
}

type Order = NonNullable<NonNullable<BuyerRefundPageQuery["response"]["viewer"]>["order"]>;
type RefundField = "kind" | "reason" | "amount" | "description" | "photos";
type Errors = RefusalsByField<RefundField>;
const uploadRefundPhoto = (file: File, onProgress: (percent: number) => void) => uploadPicture(file, onProgress, REFUND_PHOTO_PATH);

/** The request form, from the form kit; the server's refusals under their fields. */
function RequestForm({ order, reasons }: { order: Order; reasons: readonly string[] }) {
  const shipped = order.state !== "PAID";
  const [kind, setKind] = useState<RefundKind>("REFUND_ONLY");
  const [reason, setReason] = useState(reasons[0] ?? "");
  const [amount, setAmount] = useState(fenToYuan(order.refundableFen));
  const [description, setDescription] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const photos = useImageUploads([], () => setErrors((e) => ({ ...e, photos: undefined })), uploadRefundPhoto, REFUND_LIMITS.photosMax, REFUND_MESSAGES.photos);
  const submit = useSubmitState();
  const toast = useToast();
  const [request] = useFieldMove<BuyerRefundPageRequestMutation, RefundField>(requestMutation, (r) => r.requestRefund, fieldIn("kind", "reason", "amount", "description", "photos"));
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const bad = amountError(amount, order.refundableFen);
    if (bad) {
      setErrors({ amount: bad });
      return;
    }
    if (photos.busy) {
      setErrors({ photos: PHOTOS_BUSY });
      return;
    }
    setErrors({});
    const input = { orderID: order.id, kind, reason, amountFen: yuanToFen(amount) ?? "0", description, photos: photos.refs.map((p) => p.key) };
    void submit.run(() => request(input, () => toast.success("退款申请已提交"), setErrors));
  };
  const kinds: (readonly [string, string])[] = [["REFUND_ONLY", "仅退款"]];
  if (shipped) kinds.push(["RETURN_AND_REFUND", "退货退款"]);
  return (
    <form onSubmit={onSubmit} noValidate aria-label="申请退款" className="flex flex-col gap-3 rounded-lg border border-black/10 bg-white p-4" data-testid="refund-form">
      <h1 className="text-xl font-semibold">申请退款</h1>
      <p className="text-sm text-secondary">
        {order.title} · 实付 {formatFen(order.totalFen)} · 可退 {formatFen(order.refundableFen)}
      </p>
      <SelectField label="退款类型" name="kind" value={kind} onChange={(v) => setKind(v as RefundKind)} options={kinds} error={errors.kind} />
      <SelectField label="退款原因" name="reason" value={reason} onChange={setReason} options={reasons.map((r) => [r, r] as const)} error={errors.reason} />
      <TextField label="退款金额（元）" name="amount" value={amount} onChange={setAmount} inputMode="text" error={errors.amount} maxLength={17} />
      <TextAreaField label="退款说明" name="description" value={description} onChange={setDescription} countMax={500} rows={3} error={errors.description} />
      <ImageList uploads={photos} legend="凭证图片" hint={PHOTOS_HINT} cover={false} error={errors.photos} onPickError={(m) => setErrors((e) => ({ ...e, photos: m }))} />
      {errors.form ? (
        <p role="alert" className="text-sm text-error">
          {errors.form}
        </p>
      ) : null}
      <div className="w-40">
        <SubmitButton busy={submit.busy} label="提交申请" busyLabel="提交中…" />
      </div>
    </form>
  );
}

export function BuyerRefundPage() {
  const data = usePageQuery<BuyerRefundPageQuery>(query);
  const order = data.viewer?.order;
  if (!order) return null;
  const last = order.refundRequest;
  // The server says whether a request may be made now (Order.canRequestRefund: the refund rules' own checks).
  const canRequest = order.canRequestRefund;
  return (
    <div className="flex flex-col gap-6">
      {last ? <RefundView refund={last} carriers={data.carriers} /> : null}
      {canRequest ? <RequestForm order={order} reasons={data.refundReasons} /> : null}
      {!last && !canRequest ? <p className="text-sm text-secondary">该订单当前不能申请退款。</p> : null}
    </div>
  );
}
