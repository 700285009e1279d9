import { useState } from "react";
import { graphql, useMutation, useRelayEnvironment } from "react-relay/hooks";
import { fetchQuery } from "relay-runtime";
import { SelectField, SubmitButton, TextField } from "../../../../components/form";
import { toast } from "../../../../components/Toast";
import { usePageQuery } from "../../../../system/pageQuery";
import { paths } from "../../../../system/paths";
import { consoleLoader, FAILED, PublishingHeading, PublishingPanel, usePublishingForm, type PublicationAction } from "../../components";
import {
  addItem,
  changeKind,
  HOME_FIELDS,
  MAX_ITEMS,
  MAX_SECTIONS,
  MAX_TITLE,
  move,
  newSection,
  removeAt,
  sectionField,
  toInput,
  updateAt,
  type HomeItem,
  type HomeSectionDraft,
} from "../../homeLayoutRules";
import type { OpsHomepagePageQuery } from "./__generated__/OpsHomepagePageQuery.graphql";
import type { OpsHomepagePageSaveMutation, HomeSectionKind } from "./__generated__/OpsHomepagePageSaveMutation.graphql";
import type { OpsHomepagePageActMutation } from "./__generated__/OpsHomepagePageActMutation.graphql";
import type { OpsHomepagePageSearchQuery } from "./__generated__/OpsHomepagePageSearchQuery.graphql";

const query = graphql`
  query OpsHomepagePageQuery {
    opsHomeLayout {
      ...OpsHomepagePage_layout @relay(mask: false)
    }
  }
`;

graphql`
  fragment OpsHomepagePage_layout on OpsHomeLayout {
    state
    stateLabel
    hasDraft
    publishAt
    allowedActions {
      action
      label
    }
    kinds {
      kind
      label
      latestCount
    }
    sections {
      kind
      title
      items {
        id
        number
        title
        visible
      }
    }
  }
`;

graphql`
  fragment OpsHomepagePage_payload on OpsHomeLayoutPayload {
    userErrors {
      message
      field
    }
    layout {
      ...OpsHomepagePage_layout @relay(mask: false)
    }
  }
`;

const searchQuery = graphql`
  query OpsHomepagePageSearchQuery($kind: HomeSectionKind!, $text: String!) {
    homeItemSearch(kind: $kind, text: $text) {
      id
      number
      title
      visible
    }
  }
`;

type Layout = NonNullable<OpsHomepagePageQuery["response"]["opsHomeLayout"]>;
type Kind = Layout["kinds"][number];

export const load = consoleLoader<OpsHomepagePageQuery>(query, { title: "首页编排", description: "首页编排" });

/** /ops/homepage: the home page's sections (order, kind, heading, chosen pieces), saved as a draft, previewed, published. */
export function OpsHomepagePage() {
  const data = usePageQuery<OpsHomepagePageQuery>(query);
  if (!data.opsHomeLayout) return <p className="text-secondary">首页编排不存在</p>;
  return <HomepageForm initial={data.opsHomeLayout} />;
}

function HomepageForm({ initial }: { initial: Layout }) {
  const [layout, setLayout] = useState<Layout>(initial);
  const [sections, setSections] = useState<readonly HomeSectionDraft[]>(initial.sections);
  const form = usePublishingForm(HOME_FIELDS);
  const { errors } = form;
  const [save, saving] = useMutation<OpsHomepagePageSaveMutation>(graphql`
    mutation OpsHomepagePageSaveMutation($input: HomeLayoutInput!) {
      saveHomeLayout(input: $input) {
        ...OpsHomepagePage_payload @relay(mask: false)
      }
    }
  `);
  const [act, acting] = useMutation<OpsHomepagePageActMutation>(graphql`
    mutation OpsHomepagePageActMutation($input: HomeLayoutActionInput!) {
      actOnHomeLayout(input: $input) {
        ...OpsHomepagePage_payload @relay(mask: false)
      }
    }
  `);
  const answered = (p: { readonly userErrors: OpsHomepagePageSaveMutation["response"]["saveHomeLayout"]["userErrors"]; readonly layout?: Layout | null }, success: string) =>
    form.onDone(p.userErrors, success, () => {
      if (p.layout) {
        setLayout(p.layout);
        setSections(p.layout.sections);
      }
    });
  const onSave = (ev: React.FormEvent) => {
    ev.preventDefault();
    const input = toInput(sections);
    form.run(save, { sections: input.sections.map((s) => ({ ...s, kind: s.kind as HomeSectionKind })) }, (r) => answered(r.saveHomeLayout, "草稿已保存"), "保存失败，请稍后重试");
  };
  const onAct = (action: PublicationAction, at: string | null) =>
    form.run(act, { action, ...(at ? { publishAt: at } : {}) }, (r) => answered(r.actOnHomeLayout, action === "UNSCHEDULE" ? "已取消定时" : "已发布"), FAILED);
  const change = (i: number, f: (s: HomeSectionDraft) => HomeSectionDraft) => setSections((old) => updateAt(old, i, f));
  const kindLabel = (kind: string) => layout.kinds.find((k) => k.kind === kind);
  const [adding, setAdding] = useState<string>(initial.kinds[0]?.kind ?? "ARTWORKS");
  return (
    <div className="flex flex-col gap-4">
      <PublishingHeading kind="homepage" title="首页编排" piece={layout} back={{ to: paths.home(), label: "查看首页" }} />
      <form className="flex flex-col gap-3" onSubmit={onSave} noValidate>
        {errors.sections ? (
          <p role="alert" className="text-sm text-red-600">
            {errors.sections}
          </p>
        ) : null}
        <ol className="flex flex-col gap-3" data-testid="homepage-sections">
          {sections.map((s, i) => (
            <li key={i} className="flex flex-col gap-3 rounded border border-gray-200 bg-white p-4" data-testid="homepage-section">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-bold">第 {i + 1} 栏</span>
                <div className="ml-auto flex gap-2 text-sm">
                  <button type="button" className="rounded border px-2 py-1 disabled:opacity-40" disabled={i === 0} onClick={() => setSections((old) => move(old, i, -1))}>
                    上移
                  </button>
                  <button
                    type="button"
                    className="rounded border px-2 py-1 disabled:opacity-40"
                    disabled={i === sections.length - 1}
                    onClick={() => setSections((old) => move(old, i, 1))}
                  >
                    下移
                  </button>
                  <button type="button" className="rounded border border-red-300 px-2 py-1 text-red-700" onClick={() => setSections((old) => removeAt(old, i))}>
                    删除
                  </button>
                </div>
              </div>
              <div className="grid gap-3 sm:grid-cols-2">
                <SelectField
                  label="栏目类型"
                  name={sectionField(i, "kind")}
                  value={s.kind}
                  options={layout.kinds.map((k) => [k.kind, k.label] as const)}
                  onChange={(v) => change(i, (x) => changeKind(x, v))}
                  error={errors[sectionField(i, "kind")]}
                />
                <TextField
                  label={`栏目标题（不超过 ${MAX_TITLE} 个字）`}
                  name={sectionField(i, "title")}
                  value={s.title}
                  onChange={(v) => change(i, (x) => ({ ...x, title: v }))}
                  error={errors[sectionField(i, "title")]}
                />
              </div>
              <SectionItems
                section={s}
                kind={kindLabel(s.kind)}
                error={errors[sectionField(i, "itemIDs")]}
                onChange={(items) => change(i, (x) => ({ ...x, items }))}
                onAdd={(item) => change(i, (x) => addItem(x, item))}
              />
            </li>
          ))}
        </ol>
        <div className="flex flex-wrap items-end gap-2 rounded border border-dashed border-gray-300 p-3">
          <div className="w-48">
            <SelectField label="新栏目类型" name="newKind" value={adding} options={layout.kinds.map((k) => [k.kind, k.label] as const)} onChange={setAdding} />
          </div>
          <button
            type="button"
            className="rounded border border-primary px-4 py-2 text-sm text-primary disabled:opacity-40"
            disabled={sections.length >= MAX_SECTIONS}
            onClick={() => setSections((old) => [...old, newSection(adding, kindLabel(adding)?.label ?? "")])}
          >
            添加栏目
          </button>
        </div>
        <div>
          <SubmitButton busy={saving} label="保存草稿" busyLabel="保存中…" />
        </div>
      </form>
      <PublishingPanel
        kind="homepage"
        actions={layout.allowedActions}
        acting={acting}
        error={errors.publishAt}
        previewTo={paths.ops.homepagePreview()}
        publicTo={{ to: paths.home(), label: "查看首页" }}
        onAct={onAct}
        onError={(m) => toast.error(m)}
        hold={form.hold}
      />
    </div>
  );
}

/** A section's chosen pieces (move, remove) and the picker that adds one, found by words of its title or its number. */
function SectionItems({
  section,
  kind,
  error,
  onChange,
  onAdd,
}: {
  section: HomeSectionDraft;
  kind: Kind | undefined;
  error: string | undefined;
  onChange: (items: readonly HomeItem[]) => void;
  onAdd: (item: HomeItem) => void;
}) {
  const env = useRelayEnvironment();
  const [text, setText] = useState("");
  const [found, setFound] = useState<readonly HomeItem[] | null>(null);
  const search = () => {
    if (!text.trim()) return;
    fetchQuery<OpsHomepagePageSearchQuery>(env, searchQuery, { kind: section.kind as HomeSectionKind, text }, { fetchPolicy: "network-only" })
      .toPromise()
      .then((r) => setFound(r?.homeItemSearch ?? []))
      .catch(() => toast.error("搜索失败，请稍后重试"));
  };
  return (
    <div className="flex flex-col gap-2 text-sm">
      <p className="text-secondary">
        {section.items.length === 0
          ? `未选择内容：自动显示最新的 ${kind?.latestCount ?? 0} 项${kind ? kind.label : ""}`
          : `已选择 ${section.items.length} 项（最多 ${MAX_ITEMS} 项），按顺序显示；未发布或已隐藏的不会显示`}
      </p>
      {section.items.length > 0 ? (
        <ul className="flex flex-col divide-y rounded border" data-testid="homepage-items">
          {section.items.map((x, k) => (
            <li key={x.id} className="flex flex-wrap items-center gap-2 px-2 py-1">
              <span>
                {x.title}（编号 {x.number}）{x.visible ? "" : " · 未发布"}
              </span>
              <span className="ml-auto flex gap-1">
                <button type="button" className="rounded border px-2" disabled={k === 0} onClick={() => onChange(move(section.items, k, -1))}>
                  上移
                </button>
                <button type="button" className="rounded border px-2" onClick={() => onChange(removeAt(section.items, k))}>
                  移除
                </button>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {error ? (
        <p role="alert" className="text-red-600">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap items-end gap-2">
        <div className="w-56">
          <TextField label="搜索标题或输入编号" name="itemSearch" value={text} onChange={setText} />
        </div>
        <button type="button" className="rounded border px-3 py-2" onClick={search}>
          搜索
        </button>
      </div>
      {found ? (
        found.length === 0 ? (
          <p className="text-secondary">没有找到</p>
        ) : (
          <ul className="flex flex-col gap-1" data-testid="homepage-found">
            {found.map((x) => (
              <li key={x.id} className="flex items-center gap-2">
                <span>
                  {x.title}（编号 {x.number}）{x.visible ? "" : " · 未发布"}
                </span>
                <button type="button" className="rounded border border-primary px-2 text-primary" onClick={() => onAdd(x)} aria-label={`添加 ${x.title}`}>
                  添加
                </button>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </div>
  );
}
