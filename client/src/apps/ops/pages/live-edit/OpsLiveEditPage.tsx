import { useState } from "react";
import { graphql, useMutation } from "react-relay/hooks";
import { SelectField, SubmitButton, TextAreaField, TextField } from "../../../../components/form";
import { liveHref, paths } from "../../../../system/paths";
import { shanghaiLocalToUTC, utcToShanghaiLocal } from "../../publishingRules";
import { editorPage, PublishingHeading, PublishingPanel, usePublishingForm } from "../../components";
import type { OpsLiveEditPageQuery } from "./__generated__/OpsLiveEditPageQuery.graphql";
import type { OpsLiveEditPageSaveMutation, ArtLiveStatus } from "./__generated__/OpsLiveEditPageSaveMutation.graphql";
import type { OpsLiveEditPageActMutation } from "./__generated__/OpsLiveEditPageActMutation.graphql";

const query = graphql`
  query OpsLiveEditPageQuery($id: ID!, $isNew: Boolean!) {
    opsLive(id: $id) @skip(if: $isNew) {
      ...OpsLiveEditPage_live @relay(mask: false)
    }
  }
`;

graphql`
  fragment OpsLiveEditPage_live on OpsLive {
    id
    number
    title
    host
    description
    status
    startsAt
    endsAt
    streamUrl
    replayUrl
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
  fragment OpsLiveEditPage_payload on OpsLivePayload {
    userErrors {
      message
      field
    }
    live {
      ...OpsLiveEditPage_live @relay(mask: false)
    }
  }
`;

type Live = NonNullable<OpsLiveEditPageQuery["response"]["opsLive"]>;
const FIELDS = ["title", "host", "description", "status", "startsAt", "endsAt", "streamUrl", "replayUrl", "publishAt"] as const;
type Field = (typeof FIELDS)[number];
const STATUSES = [
  ["UPCOMING", "即将开播"],
  ["LIVE", "直播中"],
  ["REPLAY", "回放"],
] as const;

/** /ops/lives/{id|new}: an art live's form (saved as a draft), its preview, and its publishing actions. */
export const { load, EditorPage: OpsLiveEditPage } = editorPage<OpsLiveEditPageQuery, Live>(query, "live_id", "直播", (d) => d.opsLive, LiveForm);

function LiveForm({ piece: l }: { piece: Live | null }) {
  const [v, setV] = useState<Record<Exclude<Field, "publishAt">, string>>({
    title: l?.title ?? "",
    host: l?.host ?? "",
    description: l?.description ?? "",
    status: l?.status ?? "UPCOMING",
    startsAt: l ? utcToShanghaiLocal(l.startsAt) : "",
    endsAt: l?.endsAt ? utcToShanghaiLocal(l.endsAt) : "",
    streamUrl: l?.streamUrl ?? "",
    replayUrl: l?.replayUrl ?? "",
  });
  const form = usePublishingForm(FIELDS);
  const { errors, setErrors } = form;
  const [save, saving] = useMutation<OpsLiveEditPageSaveMutation>(graphql`
    mutation OpsLiveEditPageSaveMutation($input: LiveInput!) {
      saveLive(input: $input) {
        ...OpsLiveEditPage_payload @relay(mask: false)
      }
    }
  `);
  const [act, acting] = useMutation<OpsLiveEditPageActMutation>(graphql`
    mutation OpsLiveEditPageActMutation($input: PublicationActionInput!) {
      actOnLive(input: $input) {
        ...OpsLiveEditPage_payload @relay(mask: false)
      }
    }
  `);
  const onSave = (ev: React.FormEvent) => {
    ev.preventDefault();
    const startsAt = shanghaiLocalToUTC(v.startsAt);
    const endsAt = v.endsAt ? shanghaiLocalToUTC(v.endsAt) : null;
    if (!startsAt) return setErrors({ startsAt: "请填写开播时间" });
    if (v.endsAt && !endsAt) return setErrors({ endsAt: "请填写完整的结束时间" });
    const input = { ...(l ? { id: l.id } : {}), ...v, status: v.status as ArtLiveStatus, startsAt, endsAt };
    form.save(save, input, (r) => [r.saveLive.userErrors, r.saveLive.live], l ? null : paths.ops.live);
  };
  const bind = (key: Exclude<Field, "publishAt">) => ({
    name: key,
    value: v[key],
    onChange: (x: string) => setV((old) => ({ ...old, [key]: x })),
    error: errors[key],
  });
  return (
    <div className="flex flex-col gap-4">
      <PublishingHeading kind="live" title={l ? "编辑直播" : "新建直播"} piece={l} back={{ to: paths.ops.lives(), label: "全部直播" }} />
      <form className="flex flex-col gap-3 rounded border border-gray-200 bg-white p-4" onSubmit={onSave} noValidate>
        <TextField label="标题" maxLength={170} {...bind("title")} />
        <TextField label="主办方" maxLength={130} {...bind("host")} />
        <TextAreaField label="简介" rows={4} countMax={2000} {...bind("description")} />
        <SelectField label="直播状态" options={STATUSES} {...bind("status")} />
        <TextField label="开播时间（北京时间）" type="datetime-local" {...bind("startsAt")} />
        <TextField label="结束时间（北京时间，可不填）" type="datetime-local" {...bind("endsAt")} />
        <TextField label="直播地址" placeholder="https://…（.m3u8 或 .mp4）" maxLength={550} {...bind("streamUrl")} />
        <TextField label="回放地址" placeholder="https://…（.mp4）" maxLength={550} {...bind("replayUrl")} />
        <div className="sm:w-40">
          <SubmitButton busy={saving} label="保存草稿" busyLabel="正在保存…" />
        </div>
      </form>
      {l ? (
        <PublishingPanel
          kind="live"
          actions={l.allowedActions}
          acting={acting}
          error={errors.publishAt}
          previewTo={paths.ops.livePreview(l.id)}
          publicTo={l.state === "PUBLISHED" ? { to: liveHref(l.number), label: "查看直播页" } : null}
          onAct={(action, at) => form.act(act, l.id, action, at, (r) => [r.actOnLive.userErrors, r.actOnLive.live])}
          onError={(message) => setErrors({ publishAt: message })}
          hold={form.hold}
        />
      ) : null}
    </div>
  );
}
