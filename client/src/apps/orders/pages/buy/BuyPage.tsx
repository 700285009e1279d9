/**
 * /member/buy/{goods_id}: the confirm page. The goods, the quantity (prints with stock), the address (one of the
 * member's, or a new one added in place), the seller's shipping, a note and the total — every amount as the server
 * computed it (Checkout, in fen). 提交订单 creates the order with a key made once per visit (a double click or a
 * retry gives the same order) and goes on to the pay page.
 */
import { useState, useTransition, type FormEvent } from "react";
import { graphql, useLazyLoadQuery, useMutation } from "react-relay/hooks";
import { useLoaderData, useNavigate, type LoaderFunctionArgs } from "react-router";
import type { Environment } from "relay-runtime";
import { AppLink } from "../../../../components/AppLink/AppLink";
import { FormAlert, SubmitButton, TextAreaField, useSubmitState } from "../../../../components/form";
import { AddressForm, type ServerError } from "../../../../features/address/AddressForm";
import { EMPTY_ADDRESS, addressInput, type AddressValues } from "../../../../features/address/validation";
import { formatFen } from "../../../../format/money";
import { loadQuery, notFound, numberParam, pathOf, type PageData } from "../../../../system/pageLoader";
import { paths } from "../../../../system/paths";
import { buyField, newIdempotencyKey, type BuyField } from "../../ordersState";
import { NETWORK_ERROR, useFieldMove, type RefusalsByField } from "../../../../system/useMove";
import type { BuyPageQuery } from "./__generated__/BuyPageQuery.graphql";
import type { BuyPageCreateMutation } from "./__generated__/BuyPageCreateMutation.graphql";
import type { BuyPageAddressMutation } from "./__generated__/BuyPageAddressMutation.graphql";

const query = graphql`
  query BuyPageQuery($goodsNumber: Int!, $quantity: Int) {
    checkout(goodsNumber: $goodsNumber, quantity: $quantity) {
      goods {
        id
      }
      title
      artistName
      edition
      picture {
        url(width: 320)
      }
      sellerName
      unitPriceFen
      quantity
      maxQuantity
      shippingLabel
      shippingFen
      goodsFen
      totalFen
      payWindowMinutes
      unavailableReason
      addresses {
        id
        recipient
        mobile
        regionName
        detail
        isDefault
      }
    }
  }
`;

const createMutation = graphql`
  mutation BuyPageCreateMutation($input: CreateOrderInput!) {
    createOrder(input: $input) {
      userErrors {
        field
        message
      }
      order {
        number
      }
    }
  }
`;

const addressMutation = graphql`
  mutation BuyPageAddressMutation($input: CreateAddressInput!) {
    createAddress(input: $input) {
      userErrors {
        field
        message
      }
      address {
        id
        recipient
        mobile
        regionName
        detail
        isDefault
      }
    }
  }
`;

type Vars = BuyPageQuery["variables"];

export async function load(env: Environment, args: LoaderFunctionArgs): Promise<PageData<Vars>> {
  const goodsNumber = numberParam(args, "goods_id");
  const variables: Vars = { goodsNumber, quantity: 1 };
  const data = await loadQuery<BuyPageQuery>(env, query, variables);
  if (!data.checkout) notFound(pathOf(args));
  return { variables, meta: { title: "购买", description: "确认订单" } };
}

type Errors = RefusalsByField<BuyField>;

export function BuyPage() {
  const { variables } = useLoaderData() as PageData<Vars>;
  const [quantity, setQuantity] = useState(1);
  const [, startTransition] = useTransition();
  const data = useLazyLoadQuery<BuyPageQuery>(
    query,
    { goodsNumber: variables.goodsNumber, quantity },
    { fetchPolicy: "store-or-network" },
  );
  const c = data.checkout;
  const navigate = useNavigate();
  // One key per visit of the page: re-renders keep it, so a double click or a retry creates one order.
  const [idempotencyKey] = useState(() => newIdempotencyKey());
  const [picked, setPicked] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [note, setNote] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const submit = useSubmitState();
  const [createOrder] = useFieldMove<BuyPageCreateMutation, BuyField>(createMutation, (r) => r.createOrder, buyField);
  const [createAddress] = useMutation<BuyPageAddressMutation>(addressMutation);
  if (!c) return null;

  const addressID = picked ?? c.addresses[0]?.id ?? null;
  const canBuy = !c.unavailableReason && c.maxQuantity > 0;

  const changeQuantity = (n: number) => {
    const q = Math.max(1, Math.min(c.maxQuantity, Math.floor(n) || 1));
    startTransition(() => setQuantity(q));
  };

  // The new address joins this checkout's list in the store (the mutation answers it whole) and is picked.
  const addAddress = (values: AddressValues) =>
    new Promise<readonly ServerError[]>((resolve) => {
      createAddress({
        variables: { input: addressInput(values) },
        updater: (store) => {
          const created = store.getRootField("createAddress")?.getLinkedRecord("address");
          const checkout = store.getRoot().getLinkedRecord("checkout", { goodsNumber: variables.goodsNumber, quantity });
          if (!created || !checkout) return;
          checkout.setLinkedRecords([...(checkout.getLinkedRecords("addresses") ?? []), created], "addresses");
        },
        onCompleted: (r) => {
          const refused = r.createAddress.userErrors;
          if (refused.length === 0 && r.createAddress.address) {
            setPicked(r.createAddress.address.id);
            setAdding(false);
          }
          resolve(refused);
        },
        onError: () => resolve([{ message: NETWORK_ERROR }]),
      });
    });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!addressID) {
      setErrors({ addressID: "请选择收货地址" });
      return;
    }
    setErrors({});
    const input = { goodsID: c.goods.id, quantity: c.quantity, addressID, note: note.trim(), idempotencyKey };
    void submit.run(() =>
      createOrder(
        input,
        (r) => {
          if (r.createOrder.order) navigate(paths.member.orderBuy(r.createOrder.order.number));
        },
        setErrors,
      ),
    );
  };

  return (
    <section className="mx-auto max-w-3xl px-4 py-6" aria-labelledby="buy-h">
      <h1 id="buy-h" className="mb-4 text-xl font-semibold">
        确认订单
      </h1>
      <div className="flex gap-4 rounded-lg border border-black/10 bg-white p-4" data-testid="buy-goods">
        <div className="h-24 w-24 shrink-0 overflow-hidden rounded bg-black/5">
          {c.picture ? <img src={c.picture.url} alt={c.title} className="h-full w-full object-cover" /> : null}
        </div>
        <div className="min-w-0 flex-1">
          <p className="font-medium" data-testid="buy-title">
            {c.title}
          </p>
          <p className="text-sm text-secondary">
            {c.artistName}
            {c.edition ? ` · ${c.edition}` : ""}
          </p>
          <p className="text-sm text-secondary">卖家：{c.sellerName}</p>
          <p className="mt-1 font-semibold">{formatFen(c.unitPriceFen)}</p>
        </div>
      </div>
      <FormAlert message={c.unavailableReason} className="mt-4 rounded bg-error/10 p-3 text-error" testId="buy-unavailable" />
      {/* The quantity and the address sit outside the order's form: the address form added in place is a form of its
          own, and a form inside a form would submit the order too. */}
      <div className="mt-4 flex flex-col gap-4">
        {c.maxQuantity > 1 ? (
          <div className="flex items-center gap-3" data-testid="buy-quantity">
            <span className="text-sm text-secondary">数量</span>
            <button type="button" className="h-9 w-9 rounded border border-black/20" aria-label="减少" onClick={() => changeQuantity(c.quantity - 1)} disabled={c.quantity <= 1}>
              −
            </button>
            <input
              aria-label="数量"
              name="quantity"
              inputMode="numeric"
              className="h-9 w-16 rounded border border-black/20 text-center"
              value={c.quantity}
              onChange={(e) => changeQuantity(Number(e.target.value))}
            />
            <button type="button" className="h-9 w-9 rounded border border-black/20" aria-label="增加" onClick={() => changeQuantity(c.quantity + 1)} disabled={c.quantity >= c.maxQuantity}>
              +
            </button>
            <span className="text-xs text-secondary">最多 {c.maxQuantity} 件</span>
            {errors.quantity ? <span className="text-sm text-error">{errors.quantity}</span> : null}
          </div>
        ) : null}
        <fieldset className="rounded-lg border border-black/10 bg-white p-4">
          <legend className="px-1 text-sm font-medium">收货地址</legend>
          {c.addresses.length === 0 && !adding ? <p className="text-sm text-secondary">还没有收货地址。</p> : null}
          <ul className="flex flex-col gap-2" data-testid="buy-addresses">
            {c.addresses.map((a) => (
              <li key={a.id}>
                <label className="flex cursor-pointer items-start gap-2 text-sm">
                  <input type="radio" name="address" className="mt-1" checked={a.id === addressID} onChange={() => setPicked(a.id)} />
                  <span>
                    {a.recipient} {a.mobile}
                    {a.isDefault ? <span className="ml-2 rounded bg-primary px-1 text-xs text-white">默认</span> : null}
                    <br />
                    {a.regionName} {a.detail}
                  </span>
                </label>
              </li>
            ))}
          </ul>
          <FormAlert message={errors.addressID} className="mt-2 text-sm text-error" />
          {adding ? null : (
            <button type="button" className="mt-3 text-sm text-primary underline" onClick={() => setAdding(true)}>
              添加新地址
            </button>
          )}
        </fieldset>
        {adding ? <AddressForm title="新增收货地址" initial={EMPTY_ADDRESS} onSubmit={addAddress} onCancel={() => setAdding(false)} /> : null}
      </div>
      <form onSubmit={onSubmit} noValidate aria-label="确认订单" className="mt-4 flex flex-col gap-4">
        <TextAreaField label="给卖家留言（选填）" name="note" rows={2} value={note} onChange={setNote} error={errors.note} countMax={200} />
        <dl className="grid grid-cols-[1fr_auto] gap-y-1 rounded-lg border border-black/10 bg-white p-4 text-sm" data-testid="buy-amounts">
          <dt className="text-secondary">商品金额</dt>
          <dd className="text-right tabular-nums">{formatFen(c.goodsFen)}</dd>
          <dt className="text-secondary">运费</dt>
          <dd className="text-right" data-testid="buy-shipping">
            {c.shippingLabel}
          </dd>
          <dt className="font-medium">合计</dt>
          <dd className="text-right text-lg font-semibold tabular-nums" data-testid="buy-total">
            {formatFen(c.totalFen)}
          </dd>
        </dl>
        <p className="text-xs text-secondary">提交后请在 {c.payWindowMinutes} 分钟内完成支付，逾期订单将自动取消。</p>
        <FormAlert message={errors.form} testId="buy-error" />
        {canBuy ? (
          <div className="w-48 self-end">
            <SubmitButton busy={submit.busy} label="提交订单" busyLabel="提交中…" />
          </div>
        ) : (
          <AppLink to={paths.member.orders()} className="self-end text-sm text-primary underline">
            查看我的订单
          </AppLink>
        )}
      </form>
    </section>
  );
}
