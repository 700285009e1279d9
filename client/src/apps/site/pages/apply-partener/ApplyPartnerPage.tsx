import { useId, useState, type FormEvent, type ReactNode } from "react";
import { AppLink } from "../../../../components/AppLink/AppLink";
import { useToast } from "../../../../components/Toast";
import { apiClient } from "../../../../features/auth/memberStore";
import { MAX_MESSAGE, PARTNER_TYPES, normalizeMobile, validatePartner, type PartnerField, type PartnerForm } from "./validation";
import { paths } from "../../../../system/paths";
import { staticLoad } from "../../components/sitePage";

export const load = staticLoad({ title: "合作申请", description: "画廊、美术馆、艺术家工作室与品牌入驻艺术市场的合作申请。" });

const EMPTY: PartnerForm = { organization: "", type: "", contact: "", mobile: "", email: "", message: "" };

/** /apply-partener: organisations apply to sell here; the application is stored and confirmed. */
export function ApplyPartnerPage() {
  const toast = useToast();
  const id = useId();
  const [form, setForm] = useState<PartnerForm>(EMPTY);
  const [error, setError] = useState<{ field: PartnerField | null; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  function set(field: PartnerField, value: string) {
    setForm((f) => ({ ...f, [field]: value }));
    if (error?.field === field) setError(null);
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const bad = validatePartner(form);
    if (bad) {
      setError(bad);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await apiClient.post("/api/partner/apply", {
        organization: form.organization.trim(),
        type: form.type,
        contact: form.contact.trim(),
        mobile: normalizeMobile(form.mobile.trim()),
        email: form.email.trim(),
        message: form.message.trim(),
      });
      setDone(true);
      toast.success("申请已提交");
    } catch (err) {
      const message = err instanceof Error && err.message ? err.message : "提交失败，请稍后重试";
      setError({ field: null, message });
      toast.error(message);
    } finally {
      setBusy(false);
    }
  }

  if (done) {
    return (
      <section className="mx-auto max-w-xl px-4 py-16 text-center" data-testid="partner-done">
        <h1 className="font-serif text-3xl font-bold">申请已提交</h1>
        <p className="mt-4 leading-7 text-secondary">
          感谢{form.organization.trim()}的关注。我们的合作团队会在 3 个工作日内通过 {normalizeMobile(form.mobile.trim())} 或{" "}
          {form.email.trim()} 与 {form.contact.trim()} 联系。
        </p>
        <AppLink to={paths.home()} className="mt-8 inline-block rounded bg-primary px-8 py-2 text-white">
          返回首页
        </AppLink>
      </section>
    );
  }

  const field = (name: PartnerField) => ({
    id: `${id}-${name}`,
    name,
    value: form[name],
    "aria-invalid": error?.field === name ? true : undefined,
    "aria-describedby": error?.field === name ? `${id}-error` : undefined,
  });
  const input = (name: PartnerField) =>
    `w-full rounded border px-3 py-2 ${error?.field === name ? "border-error" : "border-black/20"} focus:border-primary focus:outline-none`;
  /** One field of the form: its label, its control, and the refusal's words when they are about it. */
  const row = (name: PartnerField, label: ReactNode, control: ReactNode) => (
    <div>
      <label htmlFor={`${id}-${name}`} className="mb-1 block text-sm font-semibold">
        {label}
      </label>
      {control}
      {error?.field === name ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-error">
          {error.message}
        </p>
      ) : null}
    </div>
  );

  return (
    <section className="mx-auto max-w-xl px-4 py-10">
      <h1 className="font-serif text-3xl font-bold">合作申请</h1>
      <p className="mt-3 leading-7 text-secondary">
        画廊、美术馆、艺术家工作室与艺术品牌，欢迎入驻艺术市场：开设主页、举办线上展厅、上架作品。请留下联系方式，我们会尽快与您联系。
      </p>
      <form noValidate onSubmit={submit} className="mt-8 space-y-5" aria-label="合作申请">
        {row("organization", "机构名称", <input {...field("organization")} maxLength={80} className={input("organization")} onChange={(e) => set("organization", e.target.value)} />)}
        {row(
          "type",
          "机构类型",
          <select {...field("type")} className={input("type")} onChange={(e) => set("type", e.target.value)}>
            <option value="">请选择</option>
            {PARTNER_TYPES.map((t) => (
              <option key={t.value} value={t.value}>
                {t.label}
              </option>
            ))}
          </select>,
        )}
        {row("contact", "联系人", <input {...field("contact")} maxLength={40} className={input("contact")} onChange={(e) => set("contact", e.target.value)} />)}
        {row(
          "mobile",
          "手机号",
          <div className="flex">
            <span className="rounded-l border border-r-0 border-black/20 bg-black/[0.03] px-3 py-2 text-secondary">+86</span>
            <input
              {...field("mobile")}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              className={`${input("mobile")} rounded-l-none`}
              onChange={(e) => set("mobile", e.target.value)}
            />
          </div>,
        )}
        {row("email", "邮箱", <input {...field("email")} type="email" autoComplete="email" className={input("email")} onChange={(e) => set("email", e.target.value)} />)}
        {row(
          "message",
          <>
            合作意向 <span className="font-normal text-secondary">（选填）</span>
          </>,
          <>
            <textarea {...field("message")} rows={5} className={input("message")} onChange={(e) => set("message", e.target.value)} />
            <p className="mt-1 text-right text-xs text-secondary">
              {[...form.message].length}/{MAX_MESSAGE}
            </p>
          </>,
        )}
        {error && error.field === null ? (
          <p role="alert" className="text-sm text-error" data-testid="partner-error">
            {error.message}
          </p>
        ) : null}
        <button type="submit" disabled={busy} className="w-full rounded bg-primary py-2.5 text-white disabled:opacity-60">
          {busy ? "提交中..." : "提交申请"}
        </button>
        <p className="text-center text-xs text-secondary">
          提交即表示您同意
          <a href={paths.agreement("service")} target="_blank" rel="noopener" className="underline">
            用户协议
          </a>
          与
          <a href={paths.agreement("privacy")} target="_blank" rel="noopener" className="underline">
            隐私政策
          </a>
        </p>
      </form>
    </section>
  );
}
