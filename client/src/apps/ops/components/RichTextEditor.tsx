import { useEffect, useLayoutEffect, useId, useRef, useState } from "react";
import { failureMessage } from "../../../features/auth/failure";
import { apiClient } from "../../../features/auth/memberStore";
import { PICTURE_UPLOADING } from "../../../features/pictures/useImageUploads";

/** The upload's answer (POST /api/upload/article-image, or content-image for an exhibition's press release). */
interface UploadedPicture {
  key: string;
  url: string;
  width: number;
  height: number;
}

const PICTURE_TYPES = ["image/jpeg", "image/png", "image/webp"];

/**
 * The article body's editor: a contentEditable area with a small toolbar (headings, paragraph, quote, bold, link,
 * picture). Chosen over a block editor because the stored form is the sanitised HTML the article page renders: the
 * browser's editing gives that HTML directly, with no model to convert, and no package is added. What it writes is only
 * a proposal: the server refuses script and sanitises the rest to the allow-list. An article's body by default; an
 * exhibition's press release passes its label, upload route and test id. onPending (usePublishingForm's picture(name))
 * hears PICTURE_UPLOADING while a picture is on its way, so that the form is not saved without it; a failed one is only
 * a note here (nothing was inserted).
 */
export function RichTextEditor(props: {
  initial: string;
  onChange: (html: string) => void;
  error?: string | undefined;
  label?: string;
  uploadPath?: string;
  testId?: string;
  name?: string;
  onPending?: (message: string | undefined) => void;
}) {
  const { label = "正文", uploadPath = "/api/upload/article-image", testId = "article-body-editor" } = props;
  const labelId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const range = useRef<Range | null>(null);
  const file = useRef<HTMLInputElement>(null);
  const [href, setHref] = useState("");
  const [note, setNote] = useState<string | undefined>();
  const [uploading, setUploading] = useState(false);
  const { onPending } = props;
  useLayoutEffect(() => onPending?.(uploading ? PICTURE_UPLOADING : undefined), [onPending, uploading]);

  useEffect(() => {
    if (ref.current) ref.current.innerHTML = props.initial; // the server's sanitised body
    // Set once: the editor owns its content from here on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const changed = () => props.onChange(ref.current?.innerHTML ?? "");
  const keep = () => {
    const sel = window.getSelection();
    if (sel && sel.rangeCount > 0 && ref.current?.contains(sel.anchorNode)) range.current = sel.getRangeAt(0).cloneRange();
  };
  const restore = () => {
    const el = ref.current;
    if (!el) return;
    el.focus();
    const sel = window.getSelection();
    if (sel && range.current) {
      sel.removeAllRanges();
      sel.addRange(range.current);
    }
  };
  const exec = (cmd: string, value?: string) => {
    restore();
    document.execCommand(cmd, false, value);
    keep();
    changed();
  };
  const insertPicture = async (f: File) => {
    if (!PICTURE_TYPES.includes(f.type)) {
      setNote("请选择 JPG、PNG 或 WebP 格式的图片");
      return;
    }
    setNote(undefined);
    setUploading(true);
    try {
      const form = new FormData();
      form.append("file", f);
      const p = await apiClient.upload<UploadedPicture>(uploadPath, form);
      const img = document.createElement("img");
      img.src = p.url;
      img.alt = "";
      img.width = p.width;
      img.height = p.height;
      const figure = document.createElement("figure");
      figure.appendChild(img);
      exec("insertHTML", figure.outerHTML + "<p><br></p>");
    } catch (err) {
      setNote(failureMessage(err, "图片上传失败，请稍后重试"));
    } finally {
      setUploading(false);
    }
  };
  const tool = (label: string, run: () => void, testId?: string) => (
    <button
      type="button"
      data-testid={testId}
      onMouseDown={(e) => e.preventDefault()}
      onClick={run}
      className="rounded border border-gray-300 bg-white px-2 py-1 text-sm hover:bg-gray-100"
    >
      {label}
    </button>
  );
  const invalid = props.error !== undefined && props.error !== "";
  return (
    <div className="flex flex-col gap-1" data-field={props.name}>
      <span className="text-xs font-medium text-secondary" id={labelId}>
        {label}
      </span>
      <div className="flex flex-wrap items-center gap-1" role="toolbar" aria-label={`${label}格式`}>
        {tool("小标题", () => exec("formatBlock", "h2"))}
        {tool("三级标题", () => exec("formatBlock", "h3"))}
        {tool("段落", () => exec("formatBlock", "p"))}
        {tool("引用", () => exec("formatBlock", "blockquote"))}
        {tool("加粗", () => exec("bold"))}
        <input
          aria-label="链接地址"
          value={href}
          onChange={(e) => setHref(e.target.value)}
          placeholder="https://… 或 /artwork/12"
          className="w-44 rounded border border-gray-300 px-2 py-1 text-sm"
        />
        {tool("添加链接", () => href.trim() && exec("createLink", href.trim()))}
        {tool(uploading ? "正在上传…" : "插入图片", () => file.current?.click(), "insert-picture")}
        <input
          ref={file}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="hidden"
          data-testid="article-picture-input"
          onChange={(e) => {
            const f = e.target.files?.[0];
            e.target.value = "";
            if (f) void insertPicture(f);
          }}
        />
      </div>
      <div
        ref={ref}
        role="textbox"
        aria-multiline="true"
        aria-labelledby={labelId}
        aria-invalid={invalid}
        contentEditable
        suppressContentEditableWarning
        data-testid={testId}
        onInput={changed}
        onKeyUp={keep}
        onMouseUp={keep}
        onBlur={keep}
        className={`article-body min-h-64 rounded border bg-white p-3 ${invalid ? "border-red-500" : "border-gray-300"}`}
      />
      {note ? (
        <p role="alert" className="text-sm text-red-600" data-testid="picture-error">
          {note}
        </p>
      ) : null}
      {invalid ? (
        <p role="alert" className="text-sm text-red-600">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}
