import { useLayoutEffect, useState } from "react";
import { graphql, useMutation } from "react-relay/hooks";
import { SubmitButton, TextAreaField, TextField } from "../../../../components/form";
import { ImageList } from "../../../../features/pictures/ImageList";
import { storedItems, uploadPicture, useImageUploads } from "../../../../features/pictures/useImageUploads";
import { paths } from "../../../../system/paths";
import { usePageQueryWithVariables } from "../../../../system/pageQuery";
import { ARTIST_FIELDS, ARTIST_LIMITS, artistInput, galleryChoices, type ArtistValues } from "../../artistRules";
import { CONTENT_IMAGE_PATH, editorPage, PublishingHeading, PublishingPanel, usePublishingForm } from "../../components";
import type { OpsArtistEditPageQuery } from "./__generated__/OpsArtistEditPageQuery.graphql";
import type { OpsArtistEditPageSaveMutation } from "./__generated__/OpsArtistEditPageSaveMutation.graphql";
import type { OpsArtistEditPageActMutation } from "./__generated__/OpsArtistEditPageActMutation.graphql";

const query = graphql`
  query OpsArtistEditPageQuery($id: ID!, $isNew: Boolean!) {
    opsArtist(id: $id) @skip(if: $isNew) {
      ...OpsArtistEditPage_artist @relay(mask: false)
    }
    ...galleryChoices_query @relay(mask: false)
  }
`;

graphql`
  fragment OpsArtistEditPage_artist on OpsArtist {
    id
    number
    name
    nameEn
    birthYear
    region
    bio
    portraitKey
    portrait {
      url(width: 640)
      srcset
      width
      height
    }
    galleries {
      id
      name
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
  fragment OpsArtistEditPage_payload on OpsArtistPayload {
    userErrors {
      message
      field
    }
    artist {
      ...OpsArtistEditPage_artist @relay(mask: false)
    }
  }
`;

type Data = OpsArtistEditPageQuery["response"];
type Artist = NonNullable<Data["opsArtist"]>;
type Gallery = { id: string; name: string };

const uploadPortrait = (file: File, onProgress: (percent: number) => void) => uploadPicture(file, onProgress, CONTENT_IMAGE_PATH);
const PORTRAIT_HINT = "1 张，JPEG、PNG 或 WebP，不超过 20 MB，短边至少 800 像素。";

/** The galleries the form offers: the artist's, the member's own (a manager's), and for an editor the others listed. */
function useGalleries(): (artist: Artist | null) => Gallery[] {
  const { data } = usePageQueryWithVariables<OpsArtistEditPageQuery>(query);
  const listed = (data.galleries.edges ?? []).flatMap((e) => (e?.node ? [e.node] : []));
  // A gallery's manager (who holds no editor role) chooses among their own galleries only: the server keeps the rest.
  return (artist) => galleryChoices(artist?.galleries ?? [], data.managedGalleries, data.managedGalleries.length > 0 ? [] : listed);
}

/** /ops/artists/{id|new}: an artist's form (saved as a draft), their preview, and their publishing actions; another gallery's artist is a 404. */
export const { load, EditorPage: OpsArtistEditPage } = editorPage<OpsArtistEditPageQuery, Artist>(query, "artist_id", "艺术家", (d) => d.opsArtist, ArtistForm, {
  missingIsNotFound: true,
});

function ArtistForm({ piece: a }: { piece: Artist | null }) {
  const choices = useGalleries()(a);
  const [v, setV] = useState<ArtistValues>(() => ({
    name: a?.name ?? "",
    nameEn: a?.nameEn ?? "",
    birthYear: a?.birthYear ? String(a.birthYear) : "",
    region: a?.region ?? "",
    bio: a?.bio ?? "",
    // A new artist of a gallery's manager is their gallery's: the first of theirs is ticked.
    galleryIDs: a ? a.galleries.map((g) => g.id) : choices.slice(0, 1).map((g) => g.id),
  }));
  const form = usePublishingForm(ARTIST_FIELDS);
  const { errors, setErrors } = form;
  const stored = a?.portrait && a.portraitKey ? storedItems([{ key: a.portraitKey, ...a.portrait }]) : [];
  const portrait = useImageUploads(stored, () => setErrors((e) => ({ ...e, portrait: undefined })), uploadPortrait, 1, "肖像只能上传 1 张");
  const { onPending } = form.picture("portrait");
  useLayoutEffect(() => onPending(portrait.pending), [onPending, portrait.pending]);
  const [save, saving] = useMutation<OpsArtistEditPageSaveMutation>(graphql`
    mutation OpsArtistEditPageSaveMutation($input: ArtistInput!) {
      saveArtist(input: $input) {
        ...OpsArtistEditPage_payload @relay(mask: false)
      }
    }
  `);
  const [act, acting] = useMutation<OpsArtistEditPageActMutation>(graphql`
    mutation OpsArtistEditPageActMutation($input: PublicationActionInput!) {
      actOnArtist(input: $input) {
        ...OpsArtistEditPage_payload @relay(mask: false)
      }
    }
  `);
  const onSave = (ev: React.FormEvent) => {
    ev.preventDefault();
    if (form.hold()) return; // the portrait still uploading, or failed: before the checks, which would want one
    const checked = artistInput(v, portrait.refs[0] ?? null, new Date().getFullYear());
    if ("field" in checked) return setErrors({ [checked.field]: checked.message });
    form.save(save, { ...checked.input, ...(a ? { id: a.id } : {}) }, (r) => [r.saveArtist.userErrors, r.saveArtist.artist], a ? null : paths.ops.artist);
  };
  const bind = (key: Exclude<keyof ArtistValues, "galleryIDs">) => ({
    name: key,
    value: v[key],
    onChange: (x: string) => setV((old) => ({ ...old, [key]: x })),
    error: errors[key],
  });
  const toggle = (id: string, on: boolean) =>
    setV((old) => ({ ...old, galleryIDs: on ? [...old.galleryIDs, id] : old.galleryIDs.filter((g) => g !== id) }));
  return (
    <div className="flex flex-col gap-4">
      <PublishingHeading kind="artist" title={a ? "编辑艺术家" : "新建艺术家"} piece={a} back={{ to: paths.ops.artists(), label: "全部艺术家" }} />
      <form className="flex flex-col gap-3 rounded border border-gray-200 bg-white p-4" onSubmit={onSave} noValidate>
        <TextField label="姓名" maxLength={ARTIST_LIMITS.name + 50} {...bind("name")} />
        <TextField label="英文名" maxLength={ARTIST_LIMITS.nameEn + 50} {...bind("nameEn")} />
        <TextField label="出生年份" inputMode="numeric" placeholder="如 1968，不详可不填" maxLength={6} {...bind("birthYear")} />
        <TextField label="地区" maxLength={ARTIST_LIMITS.region + 20} {...bind("region")} />
        <TextAreaField label="简介" rows={6} countMax={ARTIST_LIMITS.bio} {...bind("bio")} />
        <ImageList
          uploads={portrait}
          legend="肖像"
          hint={PORTRAIT_HINT}
          cover={false}
          error={errors.portrait}
          onPickError={(m) => setErrors((e) => ({ ...e, portrait: m }))}
        />
        <fieldset className="flex flex-col gap-1" aria-describedby={errors.galleryIDs ? "artist-galleries-error" : undefined}>
          <legend className="text-sm font-medium">代理画廊</legend>
          {choices.length === 0 ? <p className="text-sm text-secondary">暂无可选的画廊</p> : null}
          {choices.map((g) => (
            <label key={g.id} className="flex items-center gap-2 text-sm">
              <input type="checkbox" checked={v.galleryIDs.includes(g.id)} onChange={(e) => toggle(g.id, e.target.checked)} />
              {g.name || "（未命名画廊）"}
            </label>
          ))}
          {errors.galleryIDs ? (
            <p id="artist-galleries-error" role="alert" className="text-sm text-red-700">
              {errors.galleryIDs}
            </p>
          ) : null}
        </fieldset>
        <div className="sm:w-40">
          <SubmitButton busy={saving} label="保存草稿" busyLabel="正在保存…" />
        </div>
      </form>
      {a ? (
        <PublishingPanel
          kind="artist"
          actions={a.allowedActions}
          acting={acting}
          error={errors.publishAt}
          previewTo={paths.ops.artistPreview(a.id)}
          publicTo={a.state === "PUBLISHED" ? { to: paths.artist(a.number), label: "查看艺术家页" } : null}
          onAct={(action, at) => form.act(act, a.id, action, at, (r) => [r.actOnArtist.userErrors, r.actOnArtist.artist])}
          onError={(message) => setErrors({ publishAt: message })}
          hold={form.hold}
        />
      ) : null}
    </div>
  );
}
