import { useState } from "react";
import { graphql, useMutation } from "react-relay/hooks";
import { AppLink } from "../../../../components/AppLink/AppLink";
import { SubmitButton, TextAreaField, TextField } from "../../../../components/form";
import { toast } from "../../../../components/Toast";
import { paths } from "../../../../system/paths";
import { usePageQuery } from "../../../../system/pageQuery";
import { consoleLoader, toastAnswer } from "../../components";
import type { OpsGalleryPageQuery } from "./__generated__/OpsGalleryPageQuery.graphql";
import type { OpsGalleryPageSaveMutation } from "./__generated__/OpsGalleryPageSaveMutation.graphql";

const query = graphql`
  query OpsGalleryPageQuery {
    managedGalleries {
      ...OpsGalleryPage_gallery @relay(mask: false)
    }
  }
`;

graphql`
  fragment OpsGalleryPage_gallery on ManagedGallery {
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
  }
`;

type Gallery = OpsGalleryPageQuery["response"]["managedGalleries"][number];
type Profile = Omit<Gallery, "id" | "number">;
type Field = keyof Profile;

/** The profile's fields in the form's order, with their labels (the server's messages name them the same). */
const FIELDS: ReadonlyArray<{ key: Field; label: string; max: number; long?: boolean }> = [
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

export const load = consoleLoader<OpsGalleryPageQuery>(query, { title: "画廊空间", description: "画廊空间" });

/** One gallery's profile form: saved whole; the server's message shows on its field. */
function GalleryForm({ g }: { g: Gallery }) {
  const [values, setValues] = useState<Profile>(() => {
    const { id: _id, number: _n, ...profile } = g;
    return profile;
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [save, saving] = useMutation<OpsGalleryPageSaveMutation>(graphql`
    mutation OpsGalleryPageSaveMutation($input: ManagedGalleryInput!) {
      updateManagedGallery(input: $input) {
        userErrors {
          message
          field
        }
        gallery {
          ...OpsGalleryPage_gallery
        }
      }
    }
  `);
  return (
    <section aria-labelledby={`ops-gallery-${g.id}`} className="rounded border border-gray-200 bg-white p-4">
      <div className="mb-3 flex flex-wrap items-baseline gap-3">
        <h2 id={`ops-gallery-${g.id}`} className="font-bold">
          {g.name}
        </h2>
        <AppLink to={paths.gallery(g.number)} className="text-sm text-primary underline">
          查看画廊主页
        </AppLink>
      </div>
      <form
        className="flex flex-col gap-3"
        onSubmit={(ev) => {
          ev.preventDefault();
          const missing = FIELDS.find((f) => (f.key === "name" || f.key === "city") && values[f.key].trim() === "");
          if (missing) {
            setErrors({ [missing.key]: `请填写${missing.label}` });
            return;
          }
          setErrors({});
          save({
            variables: { input: { galleryID: g.id, ...values } },
            onCompleted: (r) =>
              toastAnswer(
                r.updateManagedGallery.userErrors,
                "画廊资料已保存",
                (message, field) => setErrors({ [field as Field]: message }),
                FIELDS.map((f) => f.key),
              ),
            onError: () => {
              toast.error("保存失败，请稍后重试");
            },
          });
        }}
      >
        {FIELDS.map((f) => {
          const bind = { label: f.label, name: f.key, value: values[f.key], error: errors[f.key], onChange: (v: string) => setValues((s) => ({ ...s, [f.key]: v })) };
          return f.long ? <TextAreaField key={f.key} {...bind} rows={6} countMax={f.max} /> : <TextField key={f.key} {...bind} maxLength={f.max + 50} />;
        })}
        <div className="sm:w-40">
          <SubmitButton busy={saving} label="保存" busyLabel="正在保存…" />
        </div>
      </form>
    </section>
  );
}

/** /ops/gallery: the galleries a gallery manager keeps, each with its profile form. */
export function OpsGalleryPage() {
  const data = usePageQuery<OpsGalleryPageQuery>(query);
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-bold">画廊空间</h1>
      {data.managedGalleries.length === 0 ? <p className="text-secondary">没有负责的画廊</p> : null}
      {data.managedGalleries.map((g) => (
        <GalleryForm key={g.id} g={g} />
      ))}
    </div>
  );
}
