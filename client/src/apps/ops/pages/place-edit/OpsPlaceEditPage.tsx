import { useState } from "react";
import { graphql, useMutation } from "react-relay/hooks";
import { useLocation } from "react-router";
import type { Environment } from "relay-runtime";
import type { LoaderFunctionArgs } from "react-router";
import { SelectField, SubmitButton, TextAreaField, TextField } from "../../../../components/form";
import { paths } from "../../../../system/paths";
import { usePageQueryWithVariables } from "../../../../system/pageQuery";
import { PLACE_KINDS, placeInput, placeKindOf, utcToShanghaiLocal, type PlaceKind } from "../../publishingRules";
import {
  CONTENT_IMAGE_PATH,
  consoleLoader,
  CoverField,
  initialCover,
  PublishingHeading,
  PublishingPanel,
  RichTextEditor,
  usePublishingForm,
  type PublicationAction,
} from "../../components";
import type { OpsPlaceEditPageQuery } from "./__generated__/OpsPlaceEditPageQuery.graphql";
import type { OpsPlaceEditPageSaveExhibitionMutation } from "./__generated__/OpsPlaceEditPageSaveExhibitionMutation.graphql";
import type { OpsPlaceEditPageSaveRoomMutation } from "./__generated__/OpsPlaceEditPageSaveRoomMutation.graphql";
import type { OpsPlaceEditPageActExhibitionMutation } from "./__generated__/OpsPlaceEditPageActExhibitionMutation.graphql";
import type { OpsPlaceEditPageActRoomMutation } from "./__generated__/OpsPlaceEditPageActRoomMutation.graphql";

const query = graphql`
  query OpsPlaceEditPageQuery($id: ID!, $exhibition: Boolean!, $room: Boolean!) {
    opsExhibition(id: $id) @include(if: $exhibition) {
      ...OpsPlaceEditPage_exhibition @relay(mask: false)
    }
    opsViewingRoom(id: $id) @include(if: $room) {
      ...OpsPlaceEditPage_room @relay(mask: false)
    }
    ...galleryChoices_query @relay(mask: false)
  }
`;

graphql`
  fragment OpsPlaceEditPage_exhibition on OpsExhibition {
    id
    number
    galleryID
    title
    subtitle
    venue
    city
    address
    startsOn
    endsOn
    description
    artworkNumbers
    cover {
      ...CoverField_cover @relay(mask: false)
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
  fragment OpsPlaceEditPage_room on OpsViewingRoom {
    id
    number
    galleryID
    title
    statement
    opensAt
    closesAt
    artworkNumbers
    cover {
      ...CoverField_cover @relay(mask: false)
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
  fragment OpsPlaceEditPage_exhibitionPayload on OpsExhibitionPayload {
    userErrors {
      message
      field
    }
    exhibition {
      ...OpsPlaceEditPage_exhibition @relay(mask: false)
    }
  }
`;

graphql`
  fragment OpsPlaceEditPage_roomPayload on OpsViewingRoomPayload {
    userErrors {
      message
      field
    }
    viewingRoom {
      ...OpsPlaceEditPage_room @relay(mask: false)
    }
  }
`;

type Data = OpsPlaceEditPageQuery["response"];
type Place = NonNullable<Data["opsExhibition"]> | NonNullable<Data["opsViewingRoom"]>;
type ExhibitionInput = OpsPlaceEditPageSaveExhibitionMutation["variables"]["input"];
type RoomInput = OpsPlaceEditPageSaveRoomMutation["variables"]["input"];

/** The place's address in the console, by kind. */
const placePaths: Record<PlaceKind, { list: () => string; edit: (id: string) => string; preview: (id: string) => string; page: (n: number) => string }> = {
  exhibition: { list: paths.ops.exhibitions, edit: paths.ops.exhibition, preview: paths.ops.exhibitionPreview, page: paths.exhibition },
  room: { list: paths.ops.viewingRooms, edit: paths.ops.viewingRoom, preview: paths.ops.viewingRoomPreview, page: paths.viewingRoom },
};

function variablesOf(args: LoaderFunctionArgs) {
  const raw = args.params.place_id ?? "new";
  const kind = placeKindOf(new URL(args.request.url).pathname);
  const isNew = raw === "new";
  return { id: isNew ? "0" : raw, exhibition: !isNew && kind === "exhibition", room: !isNew && kind === "room" };
}

/** Another gallery's piece, or none, is Not Found (404), as for an address that does not exist. */
export const load = (env: Environment, args: LoaderFunctionArgs) => {
  const v = variablesOf(args);
  const existing = v.exhibition || v.room;
  return consoleLoader<OpsPlaceEditPageQuery>(
    query,
    { title: "编辑", description: "编辑展览或线上展厅" },
    { variables: () => v, ...(existing ? { found: (d: Data | undefined) => Boolean(d?.opsExhibition ?? d?.opsViewingRoom) } : {}) },
  )(env, args);
};

/** /ops/exhibitions/{id|new} and /ops/viewing-rooms/{id|new}: one form for both kinds (publishingRules' PLACE_KINDS). */
export function OpsPlaceEditPage() {
  const { data } = usePageQueryWithVariables<OpsPlaceEditPageQuery>(query);
  const kind = placeKindOf(useLocation().pathname);
  const place: Place | null = data.opsExhibition ?? data.opsViewingRoom ?? null;
  const galleries = new Map<string, string>();
  for (const g of data.managedGalleries) galleries.set(g.id, g.name);
  for (const e of data.galleries.edges ?? []) if (e?.node) galleries.set(e.node.id, e.node.name);
  return <PlaceForm key={`${kind}-${place?.id ?? "new"}`} kind={kind} place={place} galleries={[...galleries]} />;
}

/** The form's values of a saved place (Beijing time for instants, work numbers as typed). */
function valuesOf(kind: PlaceKind, place: Place | null, galleries: [string, string][]): Record<string, string> {
  const out: Record<string, string> = {};
  const p = (place ?? {}) as Record<string, unknown>;
  for (const f of PLACE_KINDS[kind].fields) {
    const v = p[f.name];
    if (f.control === "datetime") out[f.name] = typeof v === "string" ? utcToShanghaiLocal(v) : "";
    else if (f.control === "works") out[f.name] = Array.isArray(v) ? v.join(", ") : "";
    else if (f.control === "gallery") out[f.name] = typeof v === "string" ? v : place ? "" : (galleries[0]?.[0] ?? "");
    else out[f.name] = typeof v === "string" ? v : "";
  }
  return out;
}

function PlaceForm({ kind, place, galleries }: { kind: PlaceKind; place: Place | null; galleries: [string, string][] }) {
  const { noun, fields } = PLACE_KINDS[kind];
  const to = placePaths[kind];
  const [v, setV] = useState(() => valuesOf(kind, place, galleries));
  const [cover, setCover] = useState(() => initialCover(place?.cover));
  const form = usePublishingForm([...fields.map((f) => f.name), "cover", "publishAt"]);
  const { errors, setErrors } = form;
  const [saveExhibition, savingExhibition] = useMutation<OpsPlaceEditPageSaveExhibitionMutation>(graphql`
    mutation OpsPlaceEditPageSaveExhibitionMutation($input: ExhibitionInput!) {
      saveExhibition(input: $input) {
        ...OpsPlaceEditPage_exhibitionPayload @relay(mask: false)
      }
    }
  `);
  const [actExhibition, actingExhibition] = useMutation<OpsPlaceEditPageActExhibitionMutation>(graphql`
    mutation OpsPlaceEditPageActExhibitionMutation($input: PublicationActionInput!) {
      actOnExhibition(input: $input) {
        ...OpsPlaceEditPage_exhibitionPayload @relay(mask: false)
      }
    }
  `);
  const [saveRoom, savingRoom] = useMutation<OpsPlaceEditPageSaveRoomMutation>(graphql`
    mutation OpsPlaceEditPageSaveRoomMutation($input: ViewingRoomInput!) {
      saveViewingRoom(input: $input) {
        ...OpsPlaceEditPage_roomPayload @relay(mask: false)
      }
    }
  `);
  const [actRoom, actingRoom] = useMutation<OpsPlaceEditPageActRoomMutation>(graphql`
    mutation OpsPlaceEditPageActRoomMutation($input: PublicationActionInput!) {
      actOnViewingRoom(input: $input) {
        ...OpsPlaceEditPage_roomPayload @relay(mask: false)
      }
    }
  `);
  const onSave = (ev: React.FormEvent) => {
    ev.preventDefault();
    const checked = placeInput(kind, v);
    if ("field" in checked) return setErrors({ [checked.field]: checked.message });
    const input = { ...checked.input, cover, ...(place ? { id: place.id } : {}) };
    const edit = place ? null : to.edit;
    if (kind === "exhibition") form.save(saveExhibition, input as ExhibitionInput, (r) => [r.saveExhibition.userErrors, r.saveExhibition.exhibition], edit);
    else form.save(saveRoom, input as RoomInput, (r) => [r.saveViewingRoom.userErrors, r.saveViewingRoom.viewingRoom], edit);
  };
  const onAct = (id: string, action: PublicationAction, at: string | null) => {
    if (kind === "exhibition") form.act(actExhibition, id, action, at, (r) => [r.actOnExhibition.userErrors, r.actOnExhibition.exhibition]);
    else form.act(actRoom, id, action, at, (r) => [r.actOnViewingRoom.userErrors, r.actOnViewingRoom.viewingRoom]);
  };
  const bind = (name: string) => ({
    name,
    value: v[name] ?? "",
    onChange: (x: string) => setV((old) => ({ ...old, [name]: x })),
    error: errors[name],
  });
  const galleryOptions: [string, string][] = [...(kind === "exhibition" ? [["", "其他场馆（不在画廊）"] as [string, string]] : []), ...galleries];
  return (
    <div className="flex flex-col gap-4">
      <PublishingHeading kind="place" title={place ? `编辑${noun}` : `新建${noun}`} piece={place} back={{ to: to.list(), label: `全部${noun}` }} />
      <form className="flex flex-col gap-3 rounded border border-gray-200 bg-white p-4" onSubmit={onSave} noValidate>
        {fields.map((f) => {
          switch (f.control) {
            case "gallery":
              return place ? null : <SelectField key={f.name} label={f.label} options={galleryOptions} {...bind(f.name)} />;
            case "rich":
              return (
                <RichTextEditor
                  key={f.name}
                  name={f.name}
                  label={f.label}
                  uploadPath={CONTENT_IMAGE_PATH}
                  testId={`${f.name}-editor`}
                  initial={v[f.name] ?? ""}
                  onChange={(x) => setV((old) => ({ ...old, [f.name]: x }))}
                  {...form.picture(f.name)}
                />
              );
            case "textarea":
              return <TextAreaField key={f.name} label={f.label} rows={6} {...(f.max ? { countMax: f.max } : {})} {...bind(f.name)} />;
            case "date":
              return <TextField key={f.name} label={f.label} type="date" {...bind(f.name)} />;
            case "datetime":
              return <TextField key={f.name} label={f.label} type="datetime-local" {...bind(f.name)} />;
            default:
              return (
                <TextField
                  key={f.name}
                  label={f.label}
                  {...(f.max ? { maxLength: f.max + 50 } : {})}
                  {...(f.hint ? { placeholder: f.hint } : {})}
                  {...bind(f.name)}
                />
              );
          }
        })}
        <CoverField stored={place?.cover} onChange={setCover} {...form.picture("cover")} />
        <div className="sm:w-40">
          <SubmitButton busy={savingExhibition || savingRoom} label="保存草稿" busyLabel="正在保存…" />
        </div>
      </form>
      {place ? (
        <PublishingPanel
          kind={kind}
          actions={place.allowedActions}
          acting={actingExhibition || actingRoom}
          error={errors.publishAt}
          previewTo={to.preview(place.id)}
          publicTo={place.state === "PUBLISHED" ? { to: to.page(place.number), label: `查看${noun}页` } : null}
          onAct={(action, at) => onAct(place.id, action, at)}
          onError={(message) => setErrors({ publishAt: message })}
          hold={form.hold}
        />
      ) : null}
    </div>
  );
}
