import { useEffect, useRef, useState, type ChangeEvent } from "react";
import { commitLocalUpdate, graphql, useFragment, useRelayEnvironment } from "react-relay/hooks";
import { toast } from "../../../../components/Toast";
import { failureMessage } from "../../../../features/auth/failure";
import { apiClient, memberStore, type MemberInfo } from "../../../../features/auth/memberStore";
import type { AvatarSection_member$key } from "./__generated__/AvatarSection_member.graphql";
import { AVATAR_TYPES, PROFILE_TEXT, avatarFileProblem, percent } from "./profileForm";

interface UploadAnswer {
  url?: string;
  srcset?: string;
  member?: MemberInfo;
}

/**
 * 头像: the current avatar (or the nickname's first character), 更换头像 to pick a JPEG, PNG or WebP picture of at
 * most 5 MB. While it uploads (POST /api/upload/headimg) the picture shows as the square centre crop the server
 * will store, with the upload's progress; afterwards the new avatar shows here and in the member bar at once.
 */
export function AvatarSection({ member }: { member: AvatarSection_member$key }) {
  const data = useFragment(
    graphql`
      fragment AvatarSection_member on Member {
        id
        nickname
        avatarUrl
        avatarSrcset
      }
    `,
    member,
  );
  const env = useRelayEnvironment();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState("");
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  async function onChange(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = ""; // the same file may be picked again after a failure
    if (!file || progress !== null) return;
    const problem = avatarFileProblem(file);
    setError(problem);
    if (problem !== "") return;
    setPreview(URL.createObjectURL(file));
    setProgress(0);
    const form = new FormData();
    form.append("file", file, file.name);
    try {
      const res = await apiClient.upload<UploadAnswer>("/api/upload/headimg", form, { onProgress: (sent, total) => setProgress(percent(sent, total)) });
      commitLocalUpdate(env, (store) => {
        const rec = store.get(data.id);
        rec?.setValue(res.url ?? null, "avatarUrl");
        rec?.setValue(res.srcset ?? null, "avatarSrcset");
      });
      if (res.member) memberStore.setMemberInfo(res.member);
      else await memberStore.fetchMemberInfo().catch(() => undefined);
      toast.success(PROFILE_TEXT.avatarSaved);
    } catch (err) {
      const msg = failureMessage(err, PROFILE_TEXT.uploadFailed);
      setError(msg);
      toast.error(msg);
    } finally {
      setProgress(null);
      setPreview(null);
    }
  }

  const uploading = progress !== null;
  const initial = Array.from(data.nickname.trim())[0] ?? "我";
  return (
    <section aria-labelledby="avatar-title" className="rounded-lg border border-black/10 bg-white p-4 md:p-6" data-testid="avatar-section">
      <h2 id="avatar-title" className="text-lg font-medium">
        头像
      </h2>
      <div className="mt-4 flex items-center gap-5">
        <div className="relative h-24 w-24 shrink-0 overflow-hidden rounded-full bg-black/5">
          {preview ? (
            <img src={preview} alt="头像预览" data-testid="avatar-preview" className="h-full w-full object-cover" />
          ) : data.avatarUrl ? (
            <img
              src={data.avatarUrl}
              srcSet={data.avatarSrcset ?? undefined}
              sizes="96px"
              alt="当前头像"
              data-testid="avatar-current"
              className="h-full w-full object-cover"
            />
          ) : (
            <span aria-hidden="true" className="flex h-full w-full items-center justify-center bg-primary text-3xl font-semibold text-white">
              {initial}
            </span>
          )}
        </div>
        <div className="flex min-w-0 flex-col gap-2">
          <label
            className={`inline-flex min-h-11 w-fit cursor-pointer items-center rounded-md border border-primary px-4 text-sm text-primary hover:bg-primary hover:text-white focus-within:ring-2 focus-within:ring-primary ${uploading ? "pointer-events-none opacity-60" : ""}`}
          >
            更换头像
            <input
              ref={input}
              type="file"
              name="file"
              accept={AVATAR_TYPES.join(",")}
              className="sr-only"
              disabled={uploading}
              aria-describedby="avatar-hint"
              onChange={(e) => void onChange(e)}
            />
          </label>
          <p id="avatar-hint" className="text-xs text-secondary">
            JPG、PNG或WebP格式，不超过5MB；保存为居中裁剪的正方形。
          </p>
          {uploading && (
            <div className="flex items-center gap-2" data-testid="avatar-progress">
              <progress max={100} value={progress} aria-label="上传进度" className="h-2 w-40" />
              <span className="text-xs tabular-nums text-secondary">{`上传中 ${progress}%`}</span>
            </div>
          )}
          {error !== "" && (
            <p role="alert" className="text-sm text-error">
              {error}
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
