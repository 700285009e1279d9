import { useMutation } from "react-relay/hooks";
import type { GraphQLTaggedNode, MutationParameters } from "relay-runtime";

/** The words for a request that failed on the way (not a refusal of the server). */
export const NETWORK_ERROR = "网络异常，请稍后重试";

/** The user errors a mutation's payload answers. */
export type UserErrors = readonly { readonly field?: string | null | undefined; readonly message: string }[];

/**
 * A mutation whose one payload field answers userErrors: run it with its input, then done with the refusal's words
 * joined (or null when it passed, NETWORK_ERROR when the request failed on the way).
 */
export function useMove<M extends MutationParameters>(node: GraphQLTaggedNode, field: (r: M["response"]) => { readonly userErrors: UserErrors }) {
  const [commit, busy] = useMutation<M>(node);
  const run = (input: M["variables"]["input"], done: (error: string | null) => void) =>
    commit({
      variables: { input } as M["variables"],
      onCompleted: (r) => {
        const errs = field(r).userErrors;
        done(errs.length === 0 ? null : errs.map((e) => e.message).join("；"));
      },
      onError: () => done(NETWORK_ERROR),
    });
  return [run, busy] as const;
}
