import { useState } from "react";
import { graphql, useMutation } from "react-relay/hooks";
import { SubmitButton, TextField } from "../../../../components/form";
import { paths } from "../../../../system/paths";
import { parseWorkNumbers } from "../../publishingRules";
import { CoverField, editorPage, initialCover, PublishingHeading, PublishingPanel, RichTextEditor, usePublishingForm } from "../../components";
import type { OpsArticleEditPageQuery } from "./__generated__/OpsArticleEditPageQuery.graphql";
import type { OpsArticleEditPageSaveMutation } from "./__generated__/OpsArticleEditPageSaveMutation.graphql";
import type { OpsArticleEditPageActMutation } from "./__generated__/OpsArticleEditPageActMutation.graphql";

const query = graphql`
  query OpsArticleEditPageQuery($id: ID!, $isNew: Boolean!) {
    opsArticle(id: $id) @skip(if: $isNew) {
      ...OpsArticleEditPage_article @relay(mask: false)
    }
  }
`;

graphql`
  fragment OpsArticleEditPage_article on OpsArticle {
    id
    number
    title
    summary
    author
    body
    tags
    artworkNumbers
    cover {
      ...CoverField_cover @relay(mask: false)
    }
    state
    stateLabel
    hasDraft
    publishedAt
    publishAt
    allowedActions {
      action
      label
    }
  }
`;

graphql`
  fragment OpsArticleEditPage_payload on OpsArticlePayload {
    userErrors {
      message
      field
    }
    article {
      ...OpsArticleEditPage_article @relay(mask: false)
    }
  }
`;

type Article = NonNullable<OpsArticleEditPageQuery["response"]["opsArticle"]>;
const FIELDS = ["title", "summary", "author", "body", "tags", "artworkNumbers", "cover", "publishAt"] as const;
type Field = (typeof FIELDS)[number];

/** /ops/articles/{id|new}: an article's form (saved as a draft), its preview, and its publishing actions. */
export const { load, EditorPage: OpsArticleEditPage } = editorPage<OpsArticleEditPageQuery, Article>(query, "article_id", "文章", (d) => d.opsArticle, ArticleForm);

function ArticleForm({ piece: a }: { piece: Article | null }) {
  const [title, setTitle] = useState(a?.title ?? "");
  const [summary, setSummary] = useState(a?.summary ?? "");
  const [author, setAuthor] = useState(a?.author ?? "");
  const [tags, setTags] = useState((a?.tags ?? []).join("，"));
  const [works, setWorks] = useState((a?.artworkNumbers ?? []).join(", "));
  const [body, setBody] = useState(a?.body ?? "");
  const [cover, setCover] = useState(() => initialCover(a?.cover));
  const form = usePublishingForm(FIELDS, { images: "body" });
  const { errors, setErrors } = form;
  const [save, saving] = useMutation<OpsArticleEditPageSaveMutation>(graphql`
    mutation OpsArticleEditPageSaveMutation($input: ArticleInput!) {
      saveArticle(input: $input) {
        ...OpsArticleEditPage_payload @relay(mask: false)
      }
    }
  `);
  const [act, acting] = useMutation<OpsArticleEditPageActMutation>(graphql`
    mutation OpsArticleEditPageActMutation($input: ArticleActionInput!) {
      actOnArticle(input: $input) {
        ...OpsArticleEditPage_payload @relay(mask: false)
      }
    }
  `);
  const onSave = (ev: React.FormEvent) => {
    ev.preventDefault();
    const numbers = parseWorkNumbers(works);
    if (!numbers) {
      setErrors({ artworkNumbers: "请输入作品编号，用逗号分隔" });
      return;
    }
    const input = { ...(a ? { id: a.id } : {}), title, summary, author, body, tags: tags.split(/[,，、\s]+/).filter(Boolean), artworkNumbers: numbers, cover };
    form.save(save, input, (r) => [r.saveArticle.userErrors, r.saveArticle.article], a ? null : paths.ops.article);
  };
  const field = (label: string, key: Field, value: string, set: (v: string) => void, max: number, placeholder?: string) => (
    <TextField label={label} name={key} value={value} onChange={set} error={errors[key]} maxLength={max + 50} {...(placeholder ? { placeholder } : {})} />
  );
  return (
    <div className="flex flex-col gap-4">
      <PublishingHeading kind="article" title={a ? "编辑文章" : "写文章"} piece={a} back={{ to: paths.ops.articles(), label: "全部文章" }} />
      <form className="flex flex-col gap-3 rounded border border-gray-200 bg-white p-4" onSubmit={onSave}>
        {field("标题", "title", title, setTitle, 120)}
        {field("导语", "summary", summary, setSummary, 400)}
        {field("作者", "author", author, setAuthor, 60)}
        {field("标签", "tags", tags, setTags, 200, "用逗号分隔，如：展评，专访")}
        {field("引用作品编号", "artworkNumbers", works, setWorks, 200, "作品页地址 /artwork/ 后的数字，用逗号分隔")}
        <CoverField stored={a?.cover} onChange={setCover} {...form.picture("cover")} />
        <RichTextEditor name="body" initial={body} onChange={setBody} {...form.picture("body")} />
        <div className="sm:w-40">
          <SubmitButton busy={saving} label="保存草稿" busyLabel="正在保存…" />
        </div>
      </form>
      {a ? (
        <PublishingPanel
          kind="article"
          actions={a.allowedActions}
          acting={acting}
          error={errors.publishAt}
          previewTo={paths.ops.articlePreview(a.id)}
          publicTo={a.state === "PUBLISHED" ? { to: paths.article(a.number), label: "查看文章页" } : null}
          onAct={(action, at) => form.act(act, a.id, action, at, (r) => [r.actOnArticle.userErrors, r.actOnArticle.article])}
          onError={(message) => setErrors({ publishAt: message })}
          hold={form.hold}
        />
      ) : null}
    </div>
  );
}
