/**
 * The publish form (发布作品) and, filled, the edit form (编辑作品) of a member's work for sale. A draft or a rejected
 * work saves itself on the server as the seller types (useDraftAutosave) and is then sent to review with the
 * declaration ticked; a listed work (or one taken down) is saved once with 保存修改, as its content changes go to
 * review while the listed version stays public.
 */
import { useCallback, useMemo, useRef, useState, type FormEvent } from "react";
import { graphql, readInlineData, useFragment, useMutation } from "react-relay/hooks";
import { useNavigate } from "react-router";
import { AppLink } from "../../../components/AppLink/AppLink";
import { FormAlert, hasErrors, SelectField, SubmitButton, TextAreaField, TextField, useFormState } from "../../../components/form";
import { RegionPicker, type RegionValue } from "../../../components/RegionPicker";
import { paths } from "../../../system/paths";
import { ArtistPicker, type ArtistValue } from "./ArtistPicker";
import {
  EMPTY_VALUES,
  formField,
  LIMITS,
  MEDIUM_OPTIONS,
  MSG,
  SHIPPING_OPTIONS,
  toFormInput,
  validateWork,
  valuesOf,
  type WorkField,
  type WorkFormInput,
  type WorkValues,
} from "./workRules";
import { ImageList } from "../../../features/pictures/ImageList";
import { replaceAddress, useLeaveGuard } from "./leaveGuard";
import { storedItems, useImageUploads, uploadPicture, type ImageRef, type UploadedPicture } from "../../../features/pictures/useImageUploads";
import { useDraftAutosave, type SaveResult } from "./useDraftAutosave";
import type { WorkForm_work$key } from "./__generated__/WorkForm_work.graphql";
import type { WorkFormCreateMutation } from "./__generated__/WorkFormCreateMutation.graphql";
import type { WorkFormUpdateMutation } from "./__generated__/WorkFormUpdateMutation.graphql";
import type { WorkForm_result$key } from "./__generated__/WorkForm_result.graphql";
import type { WorkFormSubmitMutation } from "./__generated__/WorkFormSubmitMutation.graphql";

const workFragment = graphql`
  fragment WorkForm_work on Work {
    id
    number
    version
    state
    title
    artistKind
    artistID
    artistName
    year
    medium
    materials
    widthMm
    heightMm
    depthMm
    editionNumber
    editionSize
    framed
    signed
    certificate
    priceFen
    shipping
    shippingFeeFen
    shipFrom
    description
    rejectReason
    images {
      key
      width
      height
      picture {
        url(width: 320)
        srcset
      }
    }
  }
`;

/** What each of the form's mutations answers: the refusals, or the work's new version and state. */
const resultFragment = graphql`
  fragment WorkForm_result on WorkPayload @inline {
    userErrors {
      field
      message
      code
    }
    work {
      id
      number
      version
      state
      stateLabel
      allowedActions {
        action
        label
      }
    }
  }
`;

export const FORM_TEXT = {
  basics: "作品信息",
  title: "作品名称",
  year: "创作年份（选填）",
  medium: "作品类别",
  chooseMedium: "请选择",
  materials: "材质（选填）",
  size: "尺寸（厘米）",
  width: "宽",
  height: "高",
  depth: "厚（选填）",
  edition: "版数",
  unique: "独版",
  numbered: "限量版",
  editionNumber: "第 N 版",
  editionSize: "共 M 版",
  framed: "含框",
  signed: "有签名",
  certificate: "附证书",
  price: "价格（元）",
  shipping: "运费",
  shippingFee: "固定运费（元）",
  shipFrom: "发货地",
  description: "作品描述（选填）",
  declarationBefore: "我声明：该作品为本人合法拥有并有权出售，所填信息真实准确，并已阅读并同意",
  agreement: "《用户协议》",
  submit: "提交审核",
  submitting: "提交中…",
  saveListed: "保存修改",
  savingListed: "保存中…",
  saving: "保存中…",
  saved: "已保存",
  waiting: "有未保存的修改",
  invalid: "有内容未通过校验，暂未保存",
  reload: "刷新页面",
  rejected: "未通过审核：",
  listedNote: "作品在售中：修改图片、名称、艺术家、描述等内容后需重新审核，审核通过前买家看到的仍是当前在售的版本；价格和运费的修改立即生效。",
  takenDownNote: "作品已下架：修改内容后作品回到草稿，需重新提交审核。",
  failed: "服务暂时不可用，请稍后重试",
} as const;


function regionOf(code: string): RegionValue {
  return { province: code.slice(0, 2), city: code.length >= 4 ? code.slice(0, 4) : "", district: code.length >= 6 ? code : "" };
}

interface UserError {
  readonly field?: string | null | undefined;
  readonly message: string;
  readonly code: string;
}

function refusal(errors: readonly UserError[]): Extract<SaveResult<string>, { ok: false }> {
  const e = errors[0];
  return { ok: false, conflict: e?.code === "CONFLICT" && e.message === MSG.stale, message: e?.message ?? FORM_TEXT.failed, field: e?.field };
}

export interface WorkFormProps {
  /** The stored work (edit), or null (publish). */
  work: WorkForm_work$key | null;
  /** Replaces the uploader (tests). */
  upload?: (file: File, onProgress: (percent: number) => void) => Promise<UploadedPicture>;
  /** A gallery's listing: the gallery (one the member manages) a new draft is listed for; its pages are the console's. */
  gallery?: { id: string; pages: WorkPages };
}

/** Where the form's work lives: the publish page, its edit page, and where a saved or submitted work is shown. */
export interface WorkPages {
  publish: string;
  edit: (n: number) => string;
  done: (n: number) => string;
}

const MEMBER_PAGES: WorkPages = { publish: paths.member.publishArtwork(), edit: paths.member.editArtwork, done: paths.member.artwork };

export function WorkForm({ work: key, upload = uploadPicture, gallery }: WorkFormProps) {
  const pages = gallery?.pages ?? MEMBER_PAGES;
  const galleryID = gallery?.id ?? null;
  const stored = useFragment(workFragment, key);
  const navigate = useNavigate();
  const initial = useMemo(() => (stored ? valuesOf(stored) : EMPTY_VALUES), [stored]);
  const state = stored?.state ?? "draft";
  const public_ = state === "listed" || state === "taken_down";
  const submitMode = useRef(false);
  // The work's short number, which its pages' addresses carry (/member/edit-artwork/{n}, /member/artwork/{n}).
  const workNumber = useRef<number | null>(stored?.number ?? null);
  const imageCount = useRef(stored?.images.length ?? 0);
  const form = useFormState<WorkValues>(initial, (v) => validateWork(v, { submit: submitMode.current, images: imageCount.current }));
  const current = useRef<WorkValues>(initial);
  const images = useRef<ImageRef[]>(stored?.images.map((im) => ({ key: im.key, width: im.width, height: im.height })) ?? []);
  const [imageError, setImageError] = useState<string>();
  const [blocked, setBlocked] = useState(false);
  const [message, setMessage] = useState<string>();
  const [manualDirty, setManualDirty] = useState(false);

  const [createDraft] = useMutation<WorkFormCreateMutation>(graphql`
    mutation WorkFormCreateMutation($input: CreateWorkInput!) {
      createWork(input: $input) {
        ...WorkForm_result
      }
    }
  `);
  const [updateDraft] = useMutation<WorkFormUpdateMutation>(graphql`
    mutation WorkFormUpdateMutation($input: UpdateWorkInput!) {
      updateWork(input: $input) {
        ...WorkForm_result
      }
    }
  `);
  const [submitWork, submitting] = useMutation<WorkFormSubmitMutation>(graphql`
    mutation WorkFormSubmitMutation($input: SubmitWorkInput!) {
      submitWork(input: $input) {
        ...WorkForm_result
      }
    }
  `);

  const save = useCallback(
    (draft: { id: string | null; version: number | null }, input: WorkFormInput) =>
      new Promise<SaveResult<string>>((resolve) => {
        const done = (key: WorkForm_result$key) => {
          const res = readInlineData<WorkForm_result$key>(resultFragment, key);
          if (res.work) workNumber.current = res.work.number;
          resolve(res.work && res.userErrors.length === 0 ? { ok: true, id: res.work.id, version: res.work.version } : refusal(res.userErrors));
        };
        const fail = () => resolve({ ok: false, conflict: false, message: FORM_TEXT.failed });
        if (draft.id === null) createDraft({ variables: { input: { form: input, galleryID } }, onCompleted: (r) => done(r.createWork), onError: fail });
        else updateDraft({ variables: { input: { id: draft.id, version: draft.version ?? 0, form: input } }, onCompleted: (r) => done(r.updateWork), onError: fail });
      }),
    [createDraft, updateDraft, galleryID],
  );

  const autosave = useDraftAutosave<string, WorkFormInput>({
    initial: { id: stored?.id ?? null, version: stored?.version ?? null },
    save,
    onCreated: () => {
      if (workNumber.current !== null) replaceAddress(pages.publish, pages.edit(workNumber.current));
    },
    onRefused: (r) => {
      const f = formField(r.field);
      if (f === "images") setImageError(r.message);
      else if (f && !r.conflict) form.setError(f, r.message);
    },
  });

  // A change: checked by the draft's rules, then saved after the pause (a listed work waits for 保存修改).
  const changed = useCallback(() => {
    const errors = validateWork(current.current, { submit: false, images: images.current.length });
    setBlocked(hasErrors(errors));
    if (public_) {
      setManualDirty(true);
      return;
    }
    if (!hasErrors(errors)) autosave.change(toFormInput(current.current, images.current));
  }, [autosave, public_]);

  const edit = useCallback(
    (field: WorkField, value: string) => {
      current.current = { ...current.current, [field]: value };
      form.set(field, value);
      if (field !== "agree") changed();
    },
    [changed, form],
  );

  const uploads = useImageUploads(
    stored ? storedItems(stored.images.map((im) => ({ ...im, url: im.picture?.url, srcset: im.picture?.srcset }))) : [],
    (refs) => {
      images.current = refs;
      imageCount.current = refs.length;
      setImageError(undefined);
      changed();
    },
    upload,
  );

  const dirty = autosave.dirty || blocked || manualDirty || uploads.busy;
  const leave = useLeaveGuard(dirty);

  const focusFirst = (field: WorkField | "images" | undefined) => {
    if (!field) return;
    const box = document.querySelector<HTMLElement>(`[data-field="${field}"]`);
    (box?.querySelector<HTMLElement>("input, select, textarea") ?? box)?.focus();
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (submitting || uploads.busy) return;
    setMessage(undefined);
    submitMode.current = true;
    imageCount.current = images.current.length;
    const fields = form.validateAll();
    const pictures = validateWork(current.current, { submit: true, images: images.current.length }).images;
    setImageError(pictures);
    if (pictures !== undefined || hasErrors(fields)) {
      focusFirst(pictures !== undefined ? "images" : (Object.keys(fields) as WorkField[])[0]);
      return;
    }
    if (public_) {
      const r = await save({ id: stored?.id ?? null, version: autosave.version() ?? stored?.version ?? null }, toFormInput(current.current, images.current));
      if (!r.ok) {
        setMessage(r.message);
        return;
      }
      setManualDirty(false);
      leave.release();
      if (workNumber.current !== null) await navigate(pages.done(workNumber.current));
      return;
    }
    // Everything saved first, then sent to review.
    autosave.change(toFormInput(current.current, images.current));
    if (!(await autosave.flush())) return;
    const id = autosave.id() as string | null;
    if (id === null) return;
    submitWork({
      variables: { input: { id, acceptAgreement: current.current.agree === "1" } },
      onCompleted: (r) => {
        const errs = readInlineData<WorkForm_result$key>(resultFragment, r.submitWork).userErrors;
        if (errs.length > 0) {
          const f = formField(errs[0]?.field);
          if (f && f !== "images") form.setError(f, errs[0]?.message);
          if (f === "images") setImageError(errs[0]?.message);
          setMessage(errs[0]?.message);
          return;
        }
        leave.release();
        if (workNumber.current !== null) void navigate(pages.done(workNumber.current));
      },
      onError: () => setMessage(FORM_TEXT.failed),
    });
  };

  const v = form.values;
  const err = form.errors;
  const text = (field: WorkField, label: string, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <div data-field={field}>
      <TextField label={label} name={field} value={v[field]} onChange={(x) => edit(field, x)} onBlur={() => form.blur(field)} error={err[field]} {...extra} />
    </div>
  );
  const box = (field: "framed" | "signed" | "certificate", label: string) => (
    <label className="flex min-h-11 items-center gap-2 text-sm">
      <input type="checkbox" name={field} checked={v[field] === "1"} onChange={(e) => edit(field, e.target.checked ? "1" : "")} className="h-4 w-4 accent-primary" />
      {label}
    </label>
  );

  return (
    <form className="flex flex-col gap-6" onSubmit={(e) => void onSubmit(e)} noValidate aria-label={stored ? "编辑作品" : "发布作品"} data-testid="artwork-form">
      {leave.dialog}
      {state === "rejected" && stored?.rejectReason ? (
        <p role="status" className="rounded-md bg-error/10 px-4 py-3 text-sm text-error">
          {FORM_TEXT.rejected}
          {stored.rejectReason}
        </p>
      ) : null}
      {state === "listed" ? <p className="rounded-md bg-black/5 px-4 py-3 text-sm text-secondary" data-testid="listed-note">{FORM_TEXT.listedNote}</p> : null}
      {state === "taken_down" ? <p className="rounded-md bg-black/5 px-4 py-3 text-sm text-secondary">{FORM_TEXT.takenDownNote}</p> : null}
      <SaveStatus
        status={autosave.status}
        message={autosave.message}
        blocked={blocked}
        hidden={public_}
        onReload={() => {
          // What this page holds was refused: the reload shows the other page's save, so no leave warning.
          leave.release();
          window.location.reload();
        }}
      />

      <div data-field="images">
        <ImageList uploads={uploads} error={imageError} onPickError={(m) => setImageError(m)} />
      </div>

      <section className="flex flex-col gap-3" aria-label={FORM_TEXT.basics}>
        {text("title", FORM_TEXT.title, { maxLength: LIMITS.titleMax + 20 })}
        <div data-field="artistKind">
          <ArtistPicker
            value={{ artistKind: v.artistKind, artistId: v.artistId, artistLabel: v.artistLabel, artistName: v.artistName }}
            onChange={(patch: Partial<ArtistValue>) => {
              for (const [k, x] of Object.entries(patch) as [keyof ArtistValue, string][]) edit(k, x);
            }}
            onBlurName={() => form.blur("artistName")}
            kindError={err.artistKind}
            nameError={err.artistName}
            gallery={gallery !== undefined}
          />
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          {text("year", FORM_TEXT.year, { inputMode: "numeric", maxLength: 4 })}
          <div data-field="medium">
            <SelectField label={FORM_TEXT.medium} name="medium" value={v.medium} onChange={(x) => edit("medium", x)} error={err.medium} options={[["", FORM_TEXT.chooseMedium], ...MEDIUM_OPTIONS]} />
          </div>
        </div>
        {text("materials", FORM_TEXT.materials, { maxLength: LIMITS.materialsMax + 10 })}
        <fieldset className="flex flex-col gap-1">
          <legend className="text-xs font-medium text-secondary">{FORM_TEXT.size}</legend>
          <div className="grid grid-cols-3 gap-2">
            {text("width", FORM_TEXT.width, { inputMode: "text", maxLength: 8 })}
            {text("height", FORM_TEXT.height, { inputMode: "text", maxLength: 8 })}
            {text("depth", FORM_TEXT.depth, { inputMode: "text", maxLength: 8 })}
          </div>
        </fieldset>
        <fieldset className="flex flex-col gap-1" data-field="editionNumber">
          <legend className="text-xs font-medium text-secondary">{FORM_TEXT.edition}</legend>
          <div className="flex flex-wrap gap-4">
            {(["unique", "numbered"] as const).map((k) => (
              <label key={k} className="flex min-h-11 items-center gap-2 text-sm">
                <input type="radio" name="edition" value={k} checked={v.edition === k} onChange={() => edit("edition", k)} className="h-4 w-4 accent-primary" />
                {FORM_TEXT[k]}
              </label>
            ))}
          </div>
          {v.edition === "numbered" ? (
            <div className="grid grid-cols-2 gap-2">
              <TextField label={FORM_TEXT.editionNumber} name="editionNumber" inputMode="numeric" maxLength={5} value={v.editionNumber} onChange={(x) => edit("editionNumber", x)} onBlur={() => form.blur("editionNumber")} error={err.editionNumber} />
              <TextField label={FORM_TEXT.editionSize} name="editionSize" inputMode="numeric" maxLength={5} value={v.editionSize} onChange={(x) => edit("editionSize", x)} onBlur={() => form.blur("editionNumber")} />
            </div>
          ) : null}
        </fieldset>
        <div className="flex flex-wrap gap-x-6">
          {box("framed", FORM_TEXT.framed)}
          {box("signed", FORM_TEXT.signed)}
          {box("certificate", FORM_TEXT.certificate)}
        </div>
      </section>

      <section className="flex flex-col gap-3" aria-label="价格与运费">
        {text("price", FORM_TEXT.price, { inputMode: "text", maxLength: 16, prefix: <span className="pl-3 text-sm text-secondary">¥</span> })}
        <fieldset className="flex flex-col gap-1" data-field="shipping">
          <legend className="text-xs font-medium text-secondary">{FORM_TEXT.shipping}</legend>
          <div className="flex flex-wrap gap-4">
            {SHIPPING_OPTIONS.map(([k, label]) => (
              <label key={k} className="flex min-h-11 items-center gap-2 text-sm">
                <input type="radio" name="shipping" value={k} checked={v.shipping === k} onChange={() => edit("shipping", k)} className="h-4 w-4 accent-primary" />
                {label}
              </label>
            ))}
          </div>
          <p className={`min-h-4 text-xs leading-4 text-error ${err.shipping ? "" : "invisible"}`}>{err.shipping ?? ""}</p>
        </fieldset>
        {v.shipping === "fixed" ? text("shippingFee", FORM_TEXT.shippingFee, { inputMode: "text", maxLength: 10 }) : null}
        <div data-field="shipFrom">
          <RegionPicker label={FORM_TEXT.shipFrom} levels={2} value={regionOf(v.shipFrom)} error={err.shipFrom} onChange={(r) => edit("shipFrom", r.city || r.province)} />
        </div>
      </section>

      <div data-field="description">
        <TextAreaField label={FORM_TEXT.description} name="description" rows={6} countMax={LIMITS.descriptionMax} value={v.description} onChange={(x) => edit("description", x)} onBlur={() => form.blur("description")} error={err.description} />
      </div>

      <div className="flex flex-col gap-1" data-field="agree">
        <label className="flex items-start gap-2 text-sm">
          <input type="checkbox" name="agree" checked={v.agree === "1"} onChange={(e) => edit("agree", e.target.checked ? "1" : "")} className="mt-0.5 h-4 w-4 shrink-0 accent-primary" aria-invalid={err.agree ? true : undefined} />
          <span>
            {FORM_TEXT.declarationBefore}
            <AppLink to={paths.agreement("service")} className="text-primary underline" target="_blank" rel="noopener">
              {FORM_TEXT.agreement}
            </AppLink>
          </span>
        </label>
        <p className={`min-h-4 text-xs leading-4 text-error ${err.agree ? "" : "invisible"}`}>{err.agree ?? ""}</p>
      </div>

      <FormAlert message={message} />
      <SubmitButton busy={submitting} label={public_ ? FORM_TEXT.saveListed : FORM_TEXT.submit} busyLabel={public_ ? FORM_TEXT.savingListed : FORM_TEXT.submitting} />
    </form>
  );
}

function SaveStatus({ status, message, blocked, hidden, onReload }: { status: string; message: string; blocked: boolean; hidden: boolean; onReload: () => void }) {
  if (hidden) return null;
  let body: React.ReactNode = null;
  if (status === "conflict") {
    body = (
      <span className="text-error">
        {message}
        <button type="button" className="ml-2 underline" onClick={onReload}>
          {FORM_TEXT.reload}
        </button>
      </span>
    );
  } else if (status === "error") body = <span className="text-error">{message}</span>;
  else if (blocked) body = <span className="text-error">{FORM_TEXT.invalid}</span>;
  else if (status === "saving") body = FORM_TEXT.saving;
  else if (status === "waiting") body = FORM_TEXT.waiting;
  else if (status === "saved") body = FORM_TEXT.saved;
  return (
    <p className="min-h-5 text-sm text-secondary" role="status" aria-live="polite" data-testid="save-status" data-status={blocked ? "invalid" : status}>
      {body}
    </p>
  );
}
