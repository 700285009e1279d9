/**
 * /member/address: the member's shipping addresses — the default first (marked 默认), add and edit in a form,
 * delete after the shared confirmation dialog, 设为默认; an empty state. Every change answers the viewer's list again, so Relay's
 * store shows the new order and default without a refetch.
 */
import { useState } from "react";
import { graphql, useFragment, useMutation } from "react-relay/hooks";
import type { Environment } from "relay-runtime";
import { useConfirm } from "../../../../components/ConfirmDialog";
import { useToast } from "../../../../components/Toast";
import type { PageData } from "../../../../system/pageLoader";
import { loadFixedQuery, usePageQuery } from "../../../../system/pageQuery";
import { paths } from "../../../../system/paths";
import { AddressForm, type ServerError } from "../../../../features/address/AddressForm";
import { EMPTY_ADDRESS, addressInput, type AddressValues } from "../../../../features/address/validation";
import type { AddressPageQuery } from "./__generated__/AddressPageQuery.graphql";
import type { AddressPage_viewer$data, AddressPage_viewer$key } from "./__generated__/AddressPage_viewer.graphql";
import type { AddressPageCreateMutation } from "./__generated__/AddressPageCreateMutation.graphql";
import type { AddressPageUpdateMutation } from "./__generated__/AddressPageUpdateMutation.graphql";
import { NETWORK_ERROR } from "../../../../system/useMove";
import type { AddressPageDeleteMutation } from "./__generated__/AddressPageDeleteMutation.graphql";
import type { AddressPageSetDefaultMutation } from "./__generated__/AddressPageSetDefaultMutation.graphql";

/** The most addresses a member may keep (the server's address.Max). */
export const MAX_ADDRESSES = 20;

const query = graphql`
  query AddressPageQuery {
    viewer {
      ...AddressPage_viewer
    }
  }
`;

export function load(env: Environment): Promise<PageData<AddressPageQuery["variables"]>> {
  return loadFixedQuery<AddressPageQuery>(env, query, { title: "收货地址", description: "管理收货地址。", canonicalPath: paths.member.address() });
}

type Address = AddressPage_viewer$data["addresses"][number];

const createMutation = graphql`
  mutation AddressPageCreateMutation($input: CreateAddressInput!) {
    createAddress(input: $input) {
      userErrors {
        field
        message
      }
      viewer {
        ...AddressPage_viewer
      }
    }
  }
`;

const updateMutation = graphql`
  mutation AddressPageUpdateMutation($input: UpdateAddressInput!) {
    updateAddress(input: $input) {
      userErrors {
        field
        message
      }
      viewer {
        ...AddressPage_viewer
      }
    }
  }
`;

const deleteMutation = graphql`
  mutation AddressPageDeleteMutation($input: DeleteAddressInput!) {
    deleteAddress(input: $input) {
      userErrors {
        field
        message
      }
      viewer {
        ...AddressPage_viewer
      }
    }
  }
`;

const setDefaultMutation = graphql`
  mutation AddressPageSetDefaultMutation($input: SetDefaultAddressInput!) {
    setDefaultAddress(input: $input) {
      userErrors {
        field
        message
      }
      viewer {
        ...AddressPage_viewer
      }
    }
  }
`;

/** Runs a mutation and resolves to its user errors (a failure of the request is one error for the whole form). */
function commit<T>(
  run: (config: { variables: T; onCompleted: (r: unknown) => void; onError: () => void }) => void,
  variables: T,
  pick: (r: unknown) => readonly ServerError[] | undefined,
): Promise<readonly ServerError[]> {
  return new Promise((resolve) => {
    run({ variables, onCompleted: (r) => resolve(pick(r) ?? []), onError: () => resolve([{ message: NETWORK_ERROR }]) });
  });
}

function valuesOf(a: Address): AddressValues {
  return {
    recipient: a.recipient,
    mobile: a.mobile,
    province: a.province,
    city: a.city,
    district: a.district,
    detail: a.detail,
    postcode: a.postcode,
    isDefault: "",
  };
}


type Editing = { kind: "none" } | { kind: "new" } | { kind: "edit"; address: Address };

function Addresses({ viewer: key }: { viewer: AddressPage_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment AddressPage_viewer on Member {
        addresses {
          id
          recipient
          mobile
          province
          city
          district
          detail
          postcode
          isDefault
          regionName
        }
      }
    `,
    key,
  );
  const toast = useToast();
  const [editing, setEditing] = useState<Editing>({ kind: "none" });
  const [ask, dialog] = useConfirm();
  const [create] = useMutation<AddressPageCreateMutation>(createMutation);
  const [update] = useMutation<AddressPageUpdateMutation>(updateMutation);
  const [remove, removing] = useMutation<AddressPageDeleteMutation>(deleteMutation);
  const [setDefault, settingDefault] = useMutation<AddressPageSetDefaultMutation>(setDefaultMutation);
  const list = data.addresses;
  const full = list.length >= MAX_ADDRESSES;

  const act = async (run: () => Promise<readonly ServerError[]>, done: string) => {
    const errors = await run();
    if (errors.length > 0) toast.error(errors[0]?.message ?? NETWORK_ERROR);
    else toast.success(done);
  };

  const save = async (values: AddressValues): Promise<readonly ServerError[]> => {
    const input = addressInput(values);
    const errors =
      editing.kind === "edit"
        ? await commit(update, { input: { ...input, id: editing.address.id } }, (r) => (r as AddressPageUpdateMutation["response"]).updateAddress.userErrors)
        : await commit(create, { input }, (r) => (r as AddressPageCreateMutation["response"]).createAddress.userErrors);
    if (errors.length === 0) {
      toast.success("地址已保存");
      setEditing({ kind: "none" });
    }
    return errors;
  };

  // Deleting cannot be undone: the shared dialog asks first, naming the address.
  const onDelete = async (a: Address) => {
    if (!(await ask({ title: "删除这个地址？", body: `${a.recipient} ${a.regionName} ${a.detail}`, confirmLabel: "删除" }))) return;
    if (editing.kind === "edit" && editing.address.id === a.id) setEditing({ kind: "none" });
    await act(() => commit(remove, { input: { id: a.id } }, (r) => (r as AddressPageDeleteMutation["response"]).deleteAddress.userErrors), "地址已删除");
  };

  return (
    <div className="flex flex-col gap-4">
      {dialog}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-secondary">
          已保存 {list.length} 个地址，最多 {MAX_ADDRESSES} 个
        </p>
        {editing.kind === "none" ? (
          <button
            type="button"
            disabled={full}
            onClick={() => setEditing({ kind: "new" })}
            className="h-10 rounded-md bg-primary px-4 text-sm font-medium text-white hover:opacity-90 disabled:cursor-not-allowed disabled:opacity-60"
          >
            新增收货地址
          </button>
        ) : null}
      </div>
      {editing.kind !== "none" ? (
        <AddressForm
          key={editing.kind === "edit" ? editing.address.id : "new"}
          title={editing.kind === "edit" ? "编辑收货地址" : "新增收货地址"}
          initial={editing.kind === "edit" ? valuesOf(editing.address) : EMPTY_ADDRESS}
          isDefault={editing.kind === "edit" && editing.address.isDefault}
          onSubmit={save}
          onCancel={() => setEditing({ kind: "none" })}
        />
      ) : null}
      {list.length === 0 && editing.kind === "none" ? (
        <div className="rounded-lg border border-dashed border-black/15 px-4 py-12 text-center text-sm text-secondary">
          还没有收货地址，新增一个吧
        </div>
      ) : (
        <ul className="flex flex-col gap-3" aria-label="收货地址列表">
          {list.map((a) => (
            <li key={a.id} data-testid="address" className="rounded-lg border border-black/10 bg-white p-4">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-medium">{a.recipient}</span>
                <span className="text-sm text-secondary">{a.mobile}</span>
                {a.isDefault ? <span className="rounded bg-primary px-1.5 py-0.5 text-xs text-white">默认</span> : null}
              </div>
              <p className="mt-1 text-sm">
                {a.regionName} {a.detail}
                {a.postcode !== "" ? <span className="text-secondary">（{a.postcode}）</span> : null}
              </p>
              <div className="mt-3 flex flex-wrap gap-4 text-sm">
                <button type="button" className="text-secondary hover:text-primary" onClick={() => setEditing({ kind: "edit", address: a })}>
                  编辑
                </button>
                {!a.isDefault ? (
                  <button
                    type="button"
                    disabled={settingDefault}
                    className="text-secondary hover:text-primary"
                    onClick={() =>
                      void act(
                        () => commit(setDefault, { input: { id: a.id } }, (r) => (r as AddressPageSetDefaultMutation["response"]).setDefaultAddress.userErrors),
                        "已设为默认地址",
                      )
                    }
                  >
                    设为默认
                  </button>
                ) : null}
                <button type="button" disabled={removing} className="text-secondary hover:text-error" onClick={() => void onDelete(a)}>
                  删除
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function AddressPage() {
  const data = usePageQuery<AddressPageQuery>(query);
  return (
    <section className="flex flex-col gap-4">
      <h1 className="font-serif text-2xl font-bold">收货地址</h1>
      {data.viewer ? <Addresses viewer={data.viewer} /> : null}
    </section>
  );
}
