import { useLayoutEffect, useState } from "react";
import { graphql, useMutation } from "react-relay/hooks";
import { SubmitButton, TextAreaField, TextField } from "../../../components/form";
import { failureMessage } from "../../../features/auth/failure";
import { PICTURE_UPLOADING, pictureError, uploadPicture } from "../../../features/pictures/useImageUploads";
import { paths } from "../../../system/paths";
import { CONTENT_IMAGE_PATH } from "./CoverField";
import { PublishingPanel, usePublishingForm } from "./PublishingPanel";
import type { GalleryEditor_gallery$data } from "./__generated__/GalleryEditor_gallery.graphql";
import type { GalleryEditorSaveMutation } from "./__generated__/GalleryEditorSaveMutation.graphql";
import type { GalleryEditorActMutation } from "./__generated__/GalleryEditorActMutation.graphql";

graphql`
  fragment GalleryEditor_gallery on OpsGallery {
    id
    number
    name
    nameEn
    city
    address
    openingHours
    phone
    email
    website
    description
    logo {
      key
      width
      height
      url
    }
    cover {
      key
      width
      height
      url
    }
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
  fragment GalleryEditor_payload on OpsGalleryPayload {
    userErrors {
      message
      field
    }
    gallery {
      ...GalleryEditor_gallery @relay(mask: false)
    }
  }
`;

/** A gallery as the console keeps it (the draft when an edit waits). */
export type KeptGallery = Omit<GalleryEditor_gallery$data, " $fragmentType">;
type Picture = NonNullable<KeptGallery["logo"]>;
type Text = "name" | "nameEn" | "city" | "address" | "openingHours" | "phone" | "email" | "website" | "description";

/** The profile's fields in the form's order, with their labels (the server's messages name them the same). */
const TEXTS: ReadonlyArray<{ key: Text; label: string; max: number; long?: boolean }> = [
  { key: "name", label: "画廊名称", max: 80 },
  { key: "nameEn", label: "英文名称", max: 120 },
  { key: "city", label: "城市", max: 40 },
  { key: "address", label: "地址", max: 200 },
  { key: "openingHours", label: "开放时间", max: 120 },
  { key: "phone", label: "电话", max: 40 },
  { key: "email", label: "邮箱", max: 120 },
  { key: "website", label: "网址", max: 200 },
  { key: "description", label: "画廊介绍", max: 2000, long: true },
];
const FIELDS = [...TEXTS.map((t) => t.key), "logo", "cover", "publishAt"] as const;

/**
 * One picture of the page (logo, cover): shown when set, replaced by an upload, or removed. onPending (the form's
 * picture(name)) hears PICTURE_UPLOADING while one is on its way, so that the form is not saved with the old one; a
 * failed upload leaves the shown picture as it was, with the message.
 */
function PictureField({
  name,
  label,
  value,
  error,
  onChange,
  onError,
  onPending,
}: {
  name: "logo" | "cover";
  label: string;
  value: Picture | null;
  error: string | undefined;
  onChange: (p: Picture | null) => void;
  onError: (m: string | undefined) => void;
  onPending: (message: string | undefined) => void;
}) {
  const [busy, setBusy] = useState(false);
  useLayoutEffect(() => onPending(busy ? PICTURE_UPLOADING : undefined), [onPending, busy]);
  const pick = async (f: File | undefined) => {
    if (!f) return;
    const bad = pictureError(f);
    if (bad) return onError(bad);
    onError(undefined);
    setBusy(true);
    try {
      const p = await uploadPicture(f, () => undefined, CONTENT_IMAGE_PATH);
      onChange({ key: p.key, width: p.width, height: p.height, url: p.url });
    } catch (err) {
      onError(failureMessage(err, "图片上传失败，请稍后重试"));
    } finally {
      setBusy(false);
    }
  };
  return (
    <fieldset className="flex flex-col gap-2" data-testid={`gallery-${name}-field`} data-field={name}>
      <legend className="text-sm font-semibold">{label}</legend>
      {value ? <img src={value.url} alt={label} width={value.width} height={value.height} className="h-24 w-auto rounded border border-gray-200 object-contain" /> : null}
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <input type="file" accept="image/jpeg,image/png,image/webp" aria-label={`上传${label}`} name={name} disabled={busy} onChange={(e) => void pick(e.target.files?.[0])} />
        {busy ? <span className="text-secondary">正在上传…</span> : null}
        {value ? (
          <button type="button" className="text-primary underline" onClick={() => onChange(null)}>
            移除{label}
          </button>
        ) : null}
      </div>
      {error ? (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/**
 * A gallery's editor (/ops/galleries/{id|new} for editors, /ops/gallery for its manager): the profile and its pictures
 * saved as a draft, then its preview and publishing (the actions the server allows the member: a manager publishes).
 * `edit` moves a new gallery's editor to its address; `preview` is the address of its preview in the member's section.
 */
export function GalleryEditor({ gallery: g, edit, preview }: { gallery: KeptGallery | null; edit: ((id: string) => string) | null; preview: (id: string) => string }) {
  const [v, setV] = useState<Record<Text, string>>(() => {
    const out = {} as Record<Text, string>;
    for (const t of TEXTS) out[t.key] = g?.[t.key] ?? "";
    return out;
  });
  const [logo, setLogo] = useState<Picture | null>(g?.logo ?? null);
  const [cover, setCover] = useState<Picture | null>(g?.cover ?? null);
  const form = usePublishingForm(FIELDS);
  const { errors, setErrors } = form;
  const [save, saving] = useMutation<GalleryEditorSaveMutation>(graphql`
    mutation GalleryEditorSaveMutation($input: GalleryInput!) {
      saveGallery(input: $input) {
        ...GalleryEditor_payload @relay(mask: false)
      }
    }
  `);
  const [act, acting] = useMutation<GalleryEditorActMutation>(graphql`
    mutation GalleryEditorActMutation($input: PublicationActionInput!) {
      actOnGallery(input: $input) {
        ...GalleryEditor_payload @relay(mask: false)
      }
    }
  `);
  const ref = (p: Picture | null) => (p ? { key: p.key, width: p.width, height: p.height } : null);
  const onSave = (ev: React.FormEvent) => {
    ev.preventDefault();
    const missing = TEXTS.find((t) => (t.key === "name" || t.key === "city") && v[t.key].trim() === "");
    if (missing) return setErrors({ [missing.key]: `请填写${missing.label}` });
    const input = { ...(g ? { id: g.id } : {}), ...v, logo: ref(logo), cover: ref(cover) };
    form.save(save, input, (r) => [r.saveGallery.userErrors, r.saveGallery.gallery], g ? null : edit);
  };
  const picture = (name: "logo" | "cover", label: string, value: Picture | null, set: (p: Picture | null) => void) => (
    <PictureField name={name} label={label} value={value} onChange={set} onError={(m) => setErrors(m ? { [name]: m } : {})} {...form.picture(name)} />
  );
  return (
    <div className="flex flex-col gap-4">
      <form className="flex flex-col gap-3 rounded border border-gray-200 bg-white p-4" onSubmit={onSave} noValidate>
        {TEXTS.map((t) => {
          const bind = { label: t.label, name: t.key, value: v[t.key], error: errors[t.key], onChange: (x: string) => setV((s) => ({ ...s, [t.key]: x })) };
          return t.long ? <TextAreaField key={t.key} {...bind} rows={6} countMax={t.max} /> : <TextField key={t.key} {...bind} maxLength={t.max + 50} />;
        })}
        {picture("logo", "标志", logo, setLogo)}
        {picture("cover", "封面图", cover, setCover)}
        <div className="sm:w-40">
          <SubmitButton busy={saving} label="保存草稿" busyLabel="正在保存…" />
        </div>
      </form>
      {g ? (
        <PublishingPanel
          kind="gallery"
          actions={g.allowedActions}
          acting={acting}
          error={errors.publishAt}
          previewTo={preview(g.id)}
          publicTo={g.state === "PUBLISHED" ? { to: paths.gallery(g.number), label: "查看画廊主页" } : null}
          onAct={(action, at) => form.act(act, g.id, action, at, (r) => [r.actOnGallery.userErrors, r.actOnGallery.gallery])}
          onError={(message) => setErrors({ publishAt: message })}
          hold={form.hold}
        />
      ) : null}
    </div>
  );
}
