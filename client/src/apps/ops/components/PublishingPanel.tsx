import { useRef, useState, type ComponentType, type ReactNode } from "react";
import { useLazyLoadQuery } from "react-relay/hooks";
import type { UseMutationConfig } from "react-relay/hooks";
import { useLoaderData, useNavigate, type LoaderFunctionArgs } from "react-router";
import type { Disposable, Environment, GraphQLTaggedNode, MutationParameters, OperationType } from "relay-runtime";
import { AppLink } from "../../../components/AppLink/AppLink";
import { TextField } from "../../../components/form";
import { toast } from "../../../components/Toast";
import { formatShanghaiDateTime } from "../../../format/date";
import type { PageData } from "../../../system/pageLoader";
import { paths } from "../../../system/paths";
import { shanghaiLocalToUTC } from "../publishingRules";
import { usePageQueryWithVariables } from "../../../system/pageQuery";
import { consoleLoader, editorVariables } from "./consoleLoader";
import { FAILED, type UserErrors } from "./decision";
import { ConsoleList, ConsoleSection } from "./layout";

/** What an editor may do to a piece (its allowedActions): the server's enum and the button's label. */
export type PublicationAction = "PUBLISH" | "SCHEDULE" | "UNSCHEDULE" | "UNPUBLISH" | "%future added value";

/** What the editor's page heading says of a saved piece: its state, unpublished changes, and the schedule. */
export interface PublishingState {
  readonly stateLabel: string;
  readonly state: string;
  readonly hasDraft: boolean;
  readonly publishAt?: string | null;
}

/**
 * An editor page's heading (articles, art lives): its title, the saved piece's state (none while it is new), and the
 * link back to the list of its kind.
 */
export function PublishingHeading({
  kind,
  title,
  piece,
  back,
}: {
  kind: string;
  title: string;
  piece: PublishingState | null;
  back: { to: string; label: string };
}) {
  return (
    <div className="flex flex-wrap items-baseline gap-3">
      <h1 className="text-xl font-bold">{title}</h1>
      {piece ? (
        <span className="text-sm text-secondary" data-testid={`${kind}-state`}>
          {piece.stateLabel}
          {piece.hasDraft && piece.state === "PUBLISHED" ? "（有未发布的修改）" : ""}
          {piece.publishAt ? ` · 将于 ${formatShanghaiDateTime(piece.publishAt)} 发布` : ""}
        </span>
      ) : null}
      <AppLink to={back.to} className="text-sm text-primary underline">
        {back.label}
      </AppLink>
    </div>
  );
}

/**
 * A piece of content's publishing (articles, art lives): its preview, the schedule's time (Beijing time) when it may
 * be scheduled, one button per allowed action, and the public page once published. onAct gets the schedule's UTC time.
 * hold (usePublishingForm's) keeps the preview closed while a picture is uploading or failed, with its message on the
 * field: the preview shows the saved draft, and leaving would drop the upload.
 */
export function PublishingPanel({
  kind,
  actions,
  acting,
  error,
  previewTo,
  publicTo,
  onAct,
  onError,
  hold,
}: {
  kind: string;
  actions: ReadonlyArray<{ readonly action: PublicationAction; readonly label: string }>;
  acting: boolean;
  error: string | undefined;
  previewTo: string;
  publicTo: { to: string; label: string } | null;
  onAct: (action: PublicationAction, publishAt: string | null) => void;
  onError: (message: string) => void;
  hold: () => boolean;
}) {
  const [publishAt, setPublishAt] = useState("");
  const act = (action: PublicationAction) => {
    const at = action === "SCHEDULE" ? shanghaiLocalToUTC(publishAt) : null;
    if (action === "SCHEDULE" && !at) onError("请选择定时发布的时间");
    else onAct(action, at);
  };
  return (
    <section aria-labelledby="publishing" className="flex flex-col gap-3 rounded border border-gray-200 bg-white p-4">
      <h2 id="publishing" className="font-bold">
        发布
      </h2>
      <p className="text-sm text-secondary">保存的修改在发布前只是草稿，读者看不到。</p>
      <AppLink
        to={previewTo}
        onClick={(e) => {
          if (hold()) e.preventDefault();
        }}
        className="text-sm text-primary underline"
        data-testid={`${kind}-preview-link`}
      >
        预览
      </AppLink>
      {actions.some((x) => x.action === "SCHEDULE") ? (
        <div className="sm:w-72">
          <TextField label="定时发布时间（北京时间）" name="publishAt" type="datetime-local" value={publishAt} onChange={setPublishAt} error={error} />
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {actions.map((x) => (
          <button
            key={x.action}
            type="button"
            disabled={acting}
            onClick={() => act(x.action)}
            className="rounded bg-primary px-4 py-2 text-sm text-white disabled:opacity-50"
          >
            {x.label}
          </button>
        ))}
      </div>
      {publicTo ? (
        <AppLink to={publicTo.to} className="text-sm text-primary underline">
          {publicTo.label}
        </AppLink>
      ) : null}
    </section>
  );
}

/** What a draft's preview says of each kind of piece: its noun, and the banner over the draft. */
const PREVIEWS = {
  article: { noun: "文章", banner: "预览：这是文章发布后的样子，读者现在还看不到这些修改。" },
  live: { noun: "直播", banner: "预览：这是直播发布后在直播列表中的样子，观众现在还看不到这些修改。" },
  artist: { noun: "艺术家", banner: "预览：这是艺术家页面发布后的样子，读者现在还看不到这些修改。" },
} as const;

/**
 * The loader and the page of a draft's preview (/ops/articles/{id}/preview, /ops/lives/{id}/preview; editors only):
 * the banner that says the public does not see it yet, with the way back to the editor, then `draft` (the draft as
 * the public will see it, read afresh: the editor may have just saved it), or "<noun>不存在" when `draft` has none.
 */
export function previewPage<Q extends OperationType & { variables: { id: string } }>(
  query: GraphQLTaggedNode,
  kind: keyof typeof PREVIEWS,
  draft: (data: Q["response"]) => ReactNode,
) {
  const { noun, banner } = PREVIEWS[kind];
  const load = consoleLoader<Q>(query, { title: `${noun}预览`, description: `${noun}预览` }, { variables: (args) => ({ id: args.params[`${kind}_id`] ?? "" }) });
  function PreviewPage() {
    const { variables } = useLoaderData() as PageData<Q["variables"]>;
    const shown = draft(useLazyLoadQuery<Q>(query, variables, { fetchPolicy: "network-only" }));
    return (
      <div className="flex flex-col gap-3">
        <p className="rounded bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="preview-banner">
          {banner}{" "}
          <AppLink to={paths.ops[kind](variables.id)} className="underline">
            返回编辑
          </AppLink>
        </p>
        {shown ?? <p className="text-secondary">{noun}不存在</p>}
      </div>
    );
  }
  return { load, PreviewPage };
}

/**
 * The loader and the page of an editor (/ops/articles/{id|new}, /ops/lives/…, /ops/goods/…; `param` names the id in
 * the address): `piece` picks the saved piece from the query ("<noun>不存在" when an id has none), and Form edits it
 * (null while it is new), keyed by its id so that a save of a new piece starts the saved one's form afresh.
 */
export function editorPage<Q extends OperationType & { variables: { isNew: boolean } }, P extends { readonly id: string }>(
  query: GraphQLTaggedNode,
  param: string,
  noun: string,
  piece: (data: Q["response"]) => P | null | undefined,
  Form: ComponentType<{ piece: P | null }>,
  options: { missingIsNotFound?: boolean } = {},
) {
  const meta = { title: `编辑${noun}`, description: `编辑${noun}` };
  // missingIsNotFound: an id the member may not keep (another gallery's) or that does not exist is Not Found (404).
  const load = options.missingIsNotFound
    ? (env: Environment, args: LoaderFunctionArgs) => {
        const variables = editorVariables(param)(args);
        const found = variables.isNew ? {} : { found: (d: Q["response"] | undefined) => Boolean(d && piece(d)) };
        return consoleLoader<Q>(query, meta, { variables: () => variables, ...found })(env, args);
      }
    : consoleLoader<Q>(query, meta, { variables: editorVariables(param) });
  function EditorPage() {
    const { data, variables } = usePageQueryWithVariables<Q>(query);
    const p = piece(data) ?? null;
    if (!variables.isNew && !p) return <p className="text-secondary">{noun}不存在</p>;
    return <Form key={p?.id ?? "new"} piece={p} />;
  }
  return { load, EditorPage };
}

/** A mutation payload's userErrors and the piece it answers with (saved or acted on). */
type Answer = readonly [UserErrors, { readonly id: string; readonly stateLabel: string } | null | undefined];

/**
 * The errors of a publishing form (articles, art lives, goods, exhibitions and viewing rooms): the server's first
 * refusal shown on its field when the form has it (`rename` moves a server field onto the form's one), else as a
 * toast; onDone answers a mutation's userErrors, toasting success and running then when there were none. save and
 * act run the editor's mutations: the errors cleared, the answer read, a failed request toasted.
 *
 * Pictures: a field that uploads (the cover, a rich text's inserted picture) reports through picture(field) why the
 * form may not be saved yet (picturesPending: still uploading, or failed). While one does, save and act send nothing
 * and hold shows that message on the field instead (and brings the field into view): the buttons stay enabled, as the
 * member's refund form does, so that a click explains itself rather than a greyed button saying nothing, and nothing
 * is saved or published later on its own.
 */
export function usePublishingForm<F extends string>(fields: readonly F[], rename: Readonly<Record<string, F>> = {}) {
  const navigate = useNavigate();
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const pending = useRef(new Map<F, string>());
  /** A picture field's props: its error, and onPending (its picturesPending, undefined once it may be saved). */
  const picture = (field: F) => ({
    error: errors[field],
    onPending: (message: string | undefined) => {
      const was = pending.current.get(field);
      if (was === message) return;
      if (message === undefined) pending.current.delete(field);
      else pending.current.set(field, message);
      // The field's old message (a hold's, or the server's of the previous picture) no longer holds; once the
      // upload settles only the hold's own message goes: the upload's failure, set by the field, stays.
      setErrors((e) => {
        if (!(field in e) || (message === undefined && e[field] !== was)) return e;
        const next = { ...e };
        delete next[field];
        return next;
      });
    },
  });
  /** True when a picture holds the form: its message shown on its field. */
  const hold = () => {
    const first = pending.current.entries().next();
    if (first.done) return false;
    const [field, message] = first.value;
    setErrors({ [field]: message } as Partial<Record<F, string>>);
    document.querySelector(`[data-field="${field}"]`)?.scrollIntoView?.({ block: "center" });
    return true;
  };
  const onDone = (list: UserErrors, success: string, then?: () => void) => {
    const first = list[0];
    if (!first) {
      toast.success(success);
      then?.();
    } else if (first.field && ((fields as readonly string[]).includes(first.field) || first.field in rename))
      setErrors({ [rename[first.field] ?? first.field]: first.message } as Partial<Record<F, string>>);
    else toast.error(first.message);
  };
  const run = <M extends MutationParameters>(commit: (config: UseMutationConfig<M>) => Disposable, input: M["variables"]["input"], answer: (r: M["response"]) => void, failed: string) => {
    if (hold()) return;
    setErrors({});
    commit({ variables: { input }, onCompleted: answer, onError: () => void toast.error(failed) });
  };
  /** Saves a draft: "草稿已保存", and a new piece's editor then moves to its address (`edit` of the new id). */
  const save = <M extends MutationParameters>(commit: (config: UseMutationConfig<M>) => Disposable, input: M["variables"]["input"], answer: (r: M["response"]) => Answer, edit: ((id: string) => string) | null) =>
    run(commit, input, (r) => {
      const [list, piece] = answer(r);
      onDone(list, "草稿已保存", () => {
        if (edit && piece) void navigate(edit(piece.id), { replace: true });
      });
    }, "保存失败，请稍后重试");
  /** Runs a publishing action (the schedule's time when it has one); its success toasts the piece's new state. */
  const act = <M extends MutationParameters>(commit: (config: UseMutationConfig<M>) => Disposable, id: string, action: PublicationAction, at: string | null, answer: (r: M["response"]) => Answer) =>
    run(commit, { id, action, ...(at ? { publishAt: at } : {}) } as M["variables"]["input"], (r) => {
      const [list, piece] = answer(r);
      onDone(list, piece?.stateLabel ?? "已完成");
    }, FAILED);
  return { errors, setErrors, onDone, run, save, act, picture, hold };
}

/**
 * A console list of one kind of publishing piece (art lives, goods, exhibitions and viewing rooms): the way to a new
 * one, then each piece's title (to its editor), `detail`, its state (`stateTestId`), unpublished changes and schedule.
 */
export function PublishingList<T extends { readonly id: string; readonly title: string; readonly stateLabel: string; readonly hasDraft: boolean; readonly state: string; readonly publishAt?: string | null }>({
  id,
  title,
  newLabel,
  edit,
  items,
  empty,
  stateTestId,
  detail,
}: {
  id: string;
  title: string;
  newLabel: string;
  edit: (id: string) => string;
  items: readonly T[];
  empty: string;
  stateTestId: string;
  detail: (x: T) => ReactNode;
}) {
  return (
    <ConsoleSection id={id} title={title} intro={<AppLink to={edit("new")} className="text-primary underline">{newLabel}</AppLink>}>
      <ConsoleList items={items} empty={empty} variant="rows" testId={id}>
        {(x) => (
          <li key={x.id} className="p-3">
            <AppLink to={edit(x.id)} className="font-semibold text-primary hover:underline">
              {x.title}
            </AppLink>
            <p className="mt-1 text-sm text-secondary">
              {detail(x)} · <span data-testid={stateTestId}>{x.stateLabel}</span>
              {x.hasDraft && x.state === "PUBLISHED" ? " · 有未发布的修改" : ""}
              {x.publishAt ? ` · ${formatShanghaiDateTime(x.publishAt)} 发布` : ""}
            </p>
          </li>
        )}
      </ConsoleList>
    </ConsoleSection>
  );
}
