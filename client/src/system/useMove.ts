import { useMutation } from "react-relay/hooks";
import type { GraphQLTaggedNode, MutationParameters } from "relay-runtime";

/** The words for a request that failed on the way (not a refusal of the server). */
export const NETWORK_ERROR = "网络异常，请稍后重试";

/** The user errors a mutation's payload answers. */
export type UserErrors = readonly { readonly field?: string | null | undefined; readonly message: string }[];

/** The payload field of a mutation that answers userErrors. */
type PayloadOf<M extends MutationParameters> = (r: M["response"]) => { readonly userErrors: UserErrors };

/**
 * A mutation run with its input; the promise ends once answer has been told the response (null when the request
 * failed on the way) and its refusals (NETWORK_ERROR alone when it failed on the way).
 */
function useAnswer<M extends MutationParameters>(node: GraphQLTaggedNode, field: PayloadOf<M>) {
  const [commit, busy] = useMutation<M>(node);
  const run = (input: M["variables"]["input"], answer: (r: M["response"] | null, errs: UserErrors) => void) =>
    new Promise<void>((resolve) => {
      commit({
        variables: { input } as M["variables"],
        onCompleted: (r) => {
          answer(r, field(r).userErrors);
          resolve();
        },
        onError: () => {
          answer(null, [{ message: NETWORK_ERROR }]);
          resolve();
        },
      });
    });
  return [run, busy] as const;
}

/**
 * A mutation whose one payload field answers userErrors: run it with its input, then done with the refusal's words
 * joined (or null when it passed, NETWORK_ERROR when the request failed on the way). The promise ends after done.
 */
export function useMove<M extends MutationParameters>(node: GraphQLTaggedNode, field: PayloadOf<M>) {
  const [answer, busy] = useAnswer<M>(node, field);
  const run = (input: M["variables"]["input"], done: (error: string | null) => void) =>
    answer(input, (_r, errs) => done(errs.length === 0 ? null : errs.map((e) => e.message).join("；")));
  return [run, busy] as const;
}

/** A form's refusals: each under the field it is about, the rest under "form". */
export type RefusalsByField<F extends string> = Partial<Record<F | "form", string>>;

/** Which of the fields a refusal names (undefined: none of them, the whole form's). */
export function fieldIn<F extends string>(...fields: F[]) {
  return (field: string | null | undefined): F | undefined => fields.find((f) => f === field);
}

/**
 * A mutation of a form whose refusals stand under its fields: ok with the response when nothing was refused;
 * otherwise setErrors with each refusal under the field fieldOf finds, or under "form" (so is a request that failed
 * on the way). The promise ends after either.
 */
export function useFieldMove<M extends MutationParameters, F extends string>(node: GraphQLTaggedNode, field: PayloadOf<M>, fieldOf: (field: string | null | undefined) => F | undefined) {
  const [answer, busy] = useAnswer<M>(node, field);
  const run = (input: M["variables"]["input"], ok: (r: M["response"]) => void, setErrors: (errors: RefusalsByField<F>) => void) =>
    answer(input, (r, errs) => {
      if (r && errs.length === 0) return ok(r);
      const next: RefusalsByField<F> = {};
      for (const u of errs) next[fieldOf(u.field) ?? "form"] = u.message;
      setErrors(next);
    });
  return [run, busy] as const;
}
