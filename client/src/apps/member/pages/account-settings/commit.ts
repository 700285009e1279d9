import type { UseMutationConfig } from "react-relay/hooks";
import type { Disposable, MutationParameters } from "relay-runtime";
import { toast } from "../../../../components/Toast";

/** Shown when a mutation fails for a reason that is not the member's (network, server). */
export const MSG_FAILED = "操作失败，请稍后重试";

/**
 * Commits a mutation and resolves when it is over: onDone reads the payload (its user errors included); a
 * failure that is not the member's doing toasts MSG_FAILED. For a form's submit state (useSubmitState().run).
 */
export function commitThen<T extends MutationParameters>(
  commit: (config: UseMutationConfig<T>) => Disposable,
  variables: T["variables"],
  onDone: (response: T["response"]) => void,
): Promise<void> {
  return new Promise<void>((resolve) => {
    commit({
      variables,
      onCompleted: (response) => {
        onDone(response);
        resolve();
      },
      onError: () => {
        toast.error(MSG_FAILED);
        resolve();
      },
    });
  });
}
