/** The add / edit form of an address: the form kit's fields, the region picker, and the default checkbox. */
import type { FormEvent } from "react";
import { SubmitButton, TextField, hasErrors, useFormState, useSubmitState } from "../../components/form";
import { useLeaveGuard } from "../../components/ConfirmDialog";
import { RegionPicker } from "../../components/RegionPicker";
import { phoneDigits } from "../auth/validation";
import { formField, validateAddress, type AddressValues } from "./validation";

export const LEAVE_ADDRESS = "地址还没有保存，确定离开吗？";

/** A refusal of the server: the field it is about (GraphQL input name) and its message. */
export interface ServerError {
  field?: string | null;
  message: string;
}

export interface AddressFormProps {
  initial: AddressValues;
  /** Saves; resolves to the server's refusals (none: saved). */
  onSubmit: (values: AddressValues) => Promise<readonly ServerError[]>;
  onCancel: () => void;
  /** The address is already the default (the checkbox is then checked and fixed). */
  isDefault?: boolean;
  title: string;
}

export function AddressForm({ initial, onSubmit, onCancel, isDefault, title }: AddressFormProps) {
  const form = useFormState<AddressValues>(initial, validateAddress);
  const submit = useSubmitState();
  const { values, errors } = form;
  const region = { province: values.province, city: values.city, district: values.district };
  // Unsaved changes: leaving inside the app asks in the shared dialog (saving or 取消 unmounts the form first).
  const dirty = (Object.keys(initial) as (keyof AddressValues)[]).some((k) => values[k] !== initial[k]);
  const leave = useLeaveGuard(dirty, LEAVE_ADDRESS);

  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (hasErrors(form.validateAll())) return;
    void submit.run(async () => {
      const refused = await onSubmit(form.values);
      for (const r of refused) {
        form.setError(formField(r.field) ?? "recipient", r.message);
      }
    });
  };

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={title} className="flex flex-col gap-2 rounded-lg border border-black/10 bg-white p-4">
      {leave.dialog}
      <h2 className="mb-2 text-lg font-semibold">{title}</h2>
      <div className="grid gap-x-4 sm:grid-cols-2">
        <TextField label="收货人" name="recipient" value={values.recipient} onChange={(v) => form.set("recipient", v)} onBlur={() => form.blur("recipient")} error={errors.recipient} autoComplete="name" maxLength={25} />
        <TextField label="手机号" name="mobile" type="tel" inputMode="numeric" value={values.mobile} onChange={(v) => form.set("mobile", phoneDigits(v))} onBlur={() => form.blur("mobile")} error={errors.mobile} autoComplete="tel-national" />
      </div>
      <RegionPicker
        value={region}
        error={errors.district}
        onChange={(r) => {
          form.set("province", r.province);
          form.set("city", r.city);
          form.set("district", r.district);
        }}
      />
      <TextField label="详细地址" name="detail" value={values.detail} onChange={(v) => form.set("detail", v)} onBlur={() => form.blur("detail")} error={errors.detail} autoComplete="street-address" maxLength={120} placeholder="街道、楼栋、门牌号" />
      <div className="sm:w-1/2">
        <TextField label="邮政编码（选填）" name="postcode" inputMode="numeric" value={values.postcode} onChange={(v) => form.set("postcode", v.replace(/\s/g, ""))} onBlur={() => form.blur("postcode")} error={errors.postcode} autoComplete="postal-code" maxLength={6} />
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          name="isDefault"
          checked={isDefault === true || values.isDefault === "true"}
          disabled={isDefault === true}
          onChange={(e) => form.set("isDefault", e.target.checked ? "true" : "")}
          className="h-4 w-4"
        />
        设为默认地址
      </label>
      <div className="mt-2 flex gap-3">
        <div className="w-40">
          <SubmitButton busy={submit.busy} label="保存地址" busyLabel="保存中..." />
        </div>
        <button type="button" onClick={onCancel} className="h-11 rounded-md border border-black/15 px-6 text-sm hover:border-primary">
          取消
        </button>
      </div>
    </form>
  );
}
