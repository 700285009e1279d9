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

/** The template member of a cached member page (X-Member-Template): its fields are the Go server's markers. */
export interface TemplateViewer {
  id: string;
  username: string;
  nickname: string;
  avatarUrl: string | null;
  name: string;
  initial: string;
}

/** Parses an X-Member-Template value; null when absent or not one. */
export function parseTemplateViewer(text: string): TemplateViewer | null {
  if (text === "") return null;
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof v !== "object" || v === null) return null;
  const o = v as Record<string, unknown>;
  const str = (k: string) => (typeof o[k] === "string" ? (o[k] as string) : null);
  const id = str("id"),
    username = str("username"),
    nickname = str("nickname"),
    name = str("name"),
    initial = str("initial");
  if (id === null || username === null || nickname === null || name === null || initial === null) return null;
  return { id, username, nickname, name, initial, avatarUrl: str("avatarUrl") };
}

/**
 * On the server, for the template member's page: the template viewer in the store (as loadSessionViewer would put
 * a member there, serialised with the page's records) and the header's view of it. The Go server replaces its
 * fields by each member's own.
 */
export function putTemplateViewer(env: Environment, t: TemplateViewer): SessionViewer {
  const op = createOperationDescriptor(getRequest(query), {});
  env.commitPayload(op, {
    viewer: { __typename: "Member", id: t.id, username: t.username, nickname: t.nickname, avatarUrl: t.avatarUrl },
  } as never);
  env.retain(op);
  return { name: t.name, avatarUrl: t.avatarUrl, initial: t.initial };
}
