import { useContext, useEffect } from "react";
import { DocumentContext, type SessionViewer } from "../../system/document";
import { useIsClient, useMemberState } from "../auth/hooks";
import { hasMemberInfo, memberStore } from "../auth/memberStore";
import { viewerFromInfo } from "./member";

const PENDING: SessionViewer = Object.freeze({ name: "", avatarUrl: null });

/**
 * Who the header shows, or null for a visitor.
 * - On the server and during hydration: the member the page was rendered for (the session cookie's), so the
 *   hydrated markup is exactly the server's.
 * - Afterwards: the member store (spec §4: signed in = a token in local storage), which also follows sign-in
 *   and logout at once, in this tab and others. A token whose member info is not stored yet shows the
 *   server's member (or an unnamed one) while the info is fetched; that fetch also checks the token.
 */
export function useSessionMember(): SessionViewer | null {
  const { viewer } = useContext(DocumentContext);
  const isClient = useIsClient();
  const { token, info } = useMemberState();
  const signedIn = isClient && token !== "";
  const hasInfo = hasMemberInfo(info);
  useEffect(() => {
    if (signedIn && !hasInfo) memberStore.fetchMemberInfo().catch(() => undefined);
  }, [signedIn, hasInfo]);
  if (!isClient) return viewer ?? null;
  if (!signedIn) return null;
  if (hasMemberInfo(info)) return viewerFromInfo(info);
  return viewer ?? PENDING;
}
