import { useState } from "react";
import { graphql, useMutation } from "react-relay/hooks";
import { SelectField, SubmitButton, TextField } from "../../../../components/form";
import { formatFen } from "../../../../format/money";
import { fenToYuan, yuanToFen } from "../../../../format/yuan";
import { paths } from "../../../../system/paths";
import { editorPage, FAILED, PublishingHeading, PublishingPanel, usePublishingForm } from "../../components";
import type { OpsGoodsEditPageQuery } from "./__generated__/OpsGoodsEditPageQuery.graphql";
import type { OpsGoodsEditPageSaveMutation, GoodsKind } from "./__generated__/OpsGoodsEditPageSaveMutation.graphql";
import type { OpsGoodsEditPageActMutation } from "./__generated__/OpsGoodsEditPageActMutation.graphql";
import type { OpsGoodsEditPageStockMutation } from "./__generated__/OpsGoodsEditPageStockMutation.graphql";

const query = graphql`
  query OpsGoodsEditPageQuery($id: ID!, $isNew: Boolean!) {
    opsGoods(id: $id) @skip(if: $isNew) {
      ...OpsGoodsEditPage_goods @relay(mask: false)
    }
  }
`;

graphql`
  fragment OpsGoodsEditPage_goods on OpsGoods {
    id
    number
    kind
    title
    priceFen
    editionSize
    stock
    status
    artworkNumber
    artworkTitle
    state
    stateLabel
    hasDraft
    publishAt
    allowedActions {
      action
      label
    }
  }
`;

graphql`
  fragment OpsGoodsEditPage_payload on OpsGoodsPayload {
    userErrors {
      message
      field
    }
    goods {
      ...OpsGoodsEditPage_goods @relay(mask: false)
    }
  }
`;

type Goods = NonNullable<OpsGoodsEditPageQuery["response"]["opsGoods"]>;
const FIELDS = ["kind", "title", "priceFen", "editionSize", "artworkNumber", "stock", "delta", "publishAt"] as const;
const KINDS = [
  ["ORIGINAL", "原作"],
  ["PRINT", "限量版画"],
  ["DERIVATIVE", "衍生品"],
] as const;

/** /ops/goods/{id|new}: the platform's goods' form (saved as a draft), their stock by a delta, preview and publishing. */
export const { load, EditorPage: OpsGoodsEditPage } = editorPage<OpsGoodsEditPageQuery, Goods>(query, "goods_id", "商品", (d) => d.opsGoods, GoodsForm);

/** A whole number typed in a field ("+5", "-2", "10"); NaN when it is not one (the server's message follows). */
const whole = (s: string) => (/^[+-]?\d{1,7}$/.test(s.trim()) ? Number(s.trim()) : Number.NaN);

function GoodsForm({ piece: g }: { piece: Goods | null }) {
  const [v, setV] = useState({
    kind: g?.kind ?? "PRINT",
    title: g?.title ?? "",
    priceFen: g ? fenToYuan(g.priceFen) : "",
    editionSize: String(g?.editionSize ?? 0),
    artworkNumber: g ? String(g.artworkNumber) : "",
    stock: g ? String(g.stock) : "1",
    delta: "",
  });
  const form = usePublishingForm(FIELDS);
  const { errors, setErrors } = form;
  const [save, saving] = useMutation<OpsGoodsEditPageSaveMutation>(graphql`
    mutation OpsGoodsEditPageSaveMutation($input: GoodsInput!) {
      saveGoods(input: $input) {
        ...OpsGoodsEditPage_payload @relay(mask: false)
      }
    }
  `);
  const [act, acting] = useMutation<OpsGoodsEditPageActMutation>(graphql`
    mutation OpsGoodsEditPageActMutation($input: PublicationActionInput!) {
      actOnGoods(input: $input) {
        ...OpsGoodsEditPage_payload @relay(mask: false)
      }
    }
  `);
  const [adjust, adjusting] = useMutation<OpsGoodsEditPageStockMutation>(graphql`
    mutation OpsGoodsEditPageStockMutation($input: GoodsStockInput!) {
      adjustGoodsStock(input: $input) {
        ...OpsGoodsEditPage_payload @relay(mask: false)
      }
    }
  `);
  const onSave = (ev: React.FormEvent) => {
    ev.preventDefault();
    const input = {
      ...(g ? { id: g.id } : {}),
      kind: v.kind as GoodsKind,
      title: v.title,
      priceFen: yuanToFen(v.priceFen) ?? "0",
      editionSize: whole(v.editionSize) || 0,
      artworkNumber: whole(v.artworkNumber) || 0,
      stock: whole(v.stock),
    };
    form.save(save, input, (r) => [r.saveGoods.userErrors, r.saveGoods.goods], g ? null : paths.ops.goods);
  };
  const onAdjust = (ev: React.FormEvent) => {
    ev.preventDefault();
    if (!g) return;
    form.run(
      adjust,
      { id: g.id, delta: whole(v.delta) || 0 },
      (r) => form.onDone(r.adjustGoodsStock.userErrors, "库存已更新", () => setV((old) => ({ ...old, delta: "" }))),
      FAILED,
    );
  };
  const bind = (key: keyof typeof v) => ({
    name: key,
    value: v[key],
    onChange: (x: string) => setV((old) => ({ ...old, [key]: x })),
    error: errors[key],
  });
  return (
    <div className="flex flex-col gap-4">
      <PublishingHeading kind="goods" title={g ? "编辑商品" : "新建商品"} piece={g} back={{ to: paths.ops.goodsList(), label: "全部商品" }} />
      <form className="flex flex-col gap-3 rounded border border-gray-200 bg-white p-4" onSubmit={onSave} noValidate>
        {g ? (
          <p className="text-sm" data-testid="goods-fixed">
            {KINDS.find(([k]) => k === g.kind)?.[1]} · 作品《{g.artworkTitle}》（编号 {g.artworkNumber}，图片和介绍取自作品；创建后不能修改）
          </p>
        ) : (
          <>
            <SelectField label="商品类型" options={KINDS} {...bind("kind")} />
            <TextField label="对应作品编号（作品页地址中的数字；图片和介绍取自作品）" inputMode="numeric" {...bind("artworkNumber")} />
          </>
        )}
        <TextField label="标题" maxLength={170} {...bind("title")} />
        <TextField label="价格（元）" {...bind("priceFen")} />
        <TextField label="版数（仅限量版画）" inputMode="numeric" {...bind("editionSize")} />
        {g ? null : <TextField label="初始库存" inputMode="numeric" {...bind("stock")} />}
        <div className="sm:w-40">
          <SubmitButton busy={saving} label="保存草稿" busyLabel="正在保存…" />
        </div>
      </form>
      {g ? (
        <form className="flex flex-col gap-3 rounded border border-gray-200 bg-white p-4" onSubmit={onAdjust} noValidate>
          <h2 className="font-bold">库存</h2>
          <p className="text-sm text-secondary">
            现有库存 <span data-testid="goods-stock">{g.stock}</span> 件（{formatFen(g.priceFen)}）。库存按增减数量修改，订单已预订的不会被覆盖。
          </p>
          <TextField label="增减数量（如 +5 或 -2）" inputMode="numeric" {...bind("delta")} />
          <div className="sm:w-40">
            <SubmitButton busy={adjusting} label="调整库存" busyLabel="正在调整…" />
          </div>
        </form>
      ) : null}
      {g ? (
        <PublishingPanel
          kind="goods"
          actions={g.allowedActions}
          acting={acting}
          error={errors.publishAt}
          previewTo={paths.ops.goodsPreview(g.id)}
          publicTo={g.state === "PUBLISHED" ? { to: paths.shop(), label: "查看商城" } : null}
          onAct={(action, at) => form.act(act, g.id, action, at, (r) => [r.actOnGoods.userErrors, r.actOnGoods.goods])}
          onError={(message) => setErrors({ publishAt: message })}
          hold={form.hold}
        />
      ) : null}
    </div>
  );
}
