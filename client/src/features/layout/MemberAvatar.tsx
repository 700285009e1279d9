import { useContext, useState } from "react";
import { DocumentContext, type SessionViewer } from "../../system/document";
import { avatarSrc, initialOf } from "../session/member";

const SIZES = { sm: "h-7 w-7 text-xs", md: "h-10 w-10 text-base" } as const;

/** The member's avatar, or the initial of their name when there is none (or it fails to load). Decorative. */
export function MemberAvatar({ member, size = "sm" }: { member: SessionViewer; size?: keyof typeof SIZES }) {
  const doc = useContext(DocumentContext);
  const origin = doc.origin || (typeof window === "undefined" ? "" : window.location.origin);
  const src = avatarSrc(member.avatarUrl, origin);
  const [failed, setFailed] = useState<string | null>(null);
  const box = `${SIZES[size]} inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full`;
  if (src && failed !== src) {
    return (
      <img
        src={src}
        alt=""
        aria-hidden="true"
        data-testid="member-avatar"
        className={`${box} bg-black/5 object-cover`}
        onError={() => setFailed(src)}
      />
    );
  }
  return (
    <span aria-hidden="true" data-testid="member-initial" className={`${box} bg-primary font-semibold text-white`}>
      {member.initial ?? initialOf(member.name)}
    </span>
  );
}
