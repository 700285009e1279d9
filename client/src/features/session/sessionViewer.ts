/**
 * The member a page is rendered for. The token lives in local storage (spec §3), which server rendering cannot
 * read; the Go server therefore keeps the same token in an HttpOnly session cookie and hands it to the renderer,
 * whose loopback /graphql requests then carry it as the Token header. The renderer loads `viewer` before
 * rendering; the record travels to the browser in the serialised Relay store, and the browser reads it back
 * before hydrating, so the server-rendered header and the first client render agree.
 */
import { graphql } from "react-relay/hooks";
import { createOperationDescriptor, getRequest, type Environment } from "relay-runtime";
import { loadQuery } from "../../system/pageLoader";
import type { SessionViewer } from "../../system/document";
import type { sessionViewerQuery } from "./__generated__/sessionViewerQuery.graphql";

const query = graphql`
  query sessionViewerQuery {
    viewer {
      id
      username
      nickname
      avatarUrl
    }
  }
`;

function fromResponse(data: sessionViewerQuery["response"] | null | undefined): SessionViewer | null {
  const v = data?.viewer;
  if (!v) return null;
  return { name: v.nickname || v.username, avatarUrl: v.avatarUrl ?? null };
}

/**
 * On the server, for a page rendered with the member's token: fetches `viewer` into the store (retained, so it
 * is serialised with the page's records). A failure renders the page for a visitor.
 */
export async function loadSessionViewer(env: Environment): Promise<SessionViewer | null> {
  try {
    return fromResponse(await loadQuery<sessionViewerQuery>(env, query, {}));
  } catch (err) {
    console.error("ssr: loading the viewer failed:", err);
    return null;
  }
}

/** The viewer the store holds (in the browser: the server's serialised records), or null when none. */
export function readSessionViewer(env: Environment): SessionViewer | null {
  const op = createOperationDescriptor(getRequest(query), {});
  if (env.check(op).status !== "available") return null;
  return fromResponse(env.lookup(op.fragment).data as sessionViewerQuery["response"]);
}
