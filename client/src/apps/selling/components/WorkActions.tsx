import { useState } from "react";
import { graphql, useFragment, useMutation, useRelayEnvironment } from "react-relay/hooks";
import { fetchQuery, type Environment } from "relay-runtime";
import { AppLink } from "../../../components/AppLink/AppLink";
import { useConfirm, type ConfirmOptions } from "../../../components/ConfirmDialog";
import { toast } from "../../../components/Toast";
import { paths } from "../../../system/paths";
import type { WorkAction, WorkActions_work$key } from "./__generated__/WorkActions_work.graphql";
import type { WorkActionsCountsQuery } from "./__generated__/WorkActionsCountsQuery.graphql";

/** The declaration asked before a work goes to review from a list or its page (the form asks it in place). */
export const SUBMIT_TEXT = {
  declare: "我声明作品信息真实、本人有权出售，并同意",
  agreement: "《用户协议》",
  confirm: "确认提交",
} as const;

/** The questions asked before the moves that cannot be undone (a deleted draft is gone; a work taken down leaves sale). */
export const CONFIRM_TEXT = {
  delete: { title: "删除这个草稿？", body: "删除后无法恢复。", confirmLabel: "删除" },
  takeDown: { title: "下架这件作品？", body: "下架后作品停止出售，买家将无法购买。", confirmLabel: "下架" },
} as const satisfies Record<string, ConfirmOptions>;

/** Shown when a move fails for a reason that is not the seller's (network, server). */
export const MSG_FAILED = "操作失败，请稍后重试";

interface UserError {
  readonly message: string;
}

/** The moves this component runs by a mutation (edit is a link to the form). */
type Move = "submit" | "withdraw" | "takeDown" | "relist" | "delete";

/**
 * The component's move for each action the API may allow (Work.allowedActions); null: not a button
 * here. A reprice is made through the form (编辑); approve and reject are the review page's; an order sells.
 */
const MOVES: Record<WorkAction, Move | "edit" | null> = {
  edit: "edit",
  submit: "submit",
  withdraw: "withdraw",
  drop_edit: "withdraw", // the same mutation: the server drops the edit of a listed work (WithdrawWork)
  take_down: "takeDown",
  relist: "relist",
  delete: "delete",
  reprice: null,
  approve: null,
  reject: null,
  sell: null,
  return: null, // the system's, after a full refund
  create: null,
  "%future added value": null,
};

/** What the toast says when a move succeeded. */
export const ACTION_DONE: Record<Move, string> = {
  submit: "已提交审核",
  withdraw: "已撤回审核",
  takeDown: "作品已下架",
  relist: "作品已重新上架",
  delete: "草稿已删除",
};

/**
 * The tabs' counts again from the server after a move, so 我的作品's tabs follow (WorkCounts is not a node: the
 * payload cannot carry it): what the tabs read, their own fragment.
 */
const countsQuery = graphql`
  query WorkActionsCountsQuery {
    viewer {
      id
      ...MyWorksPage_counts
    }
  }
`;

export function refreshCounts(env: Environment): void {
  fetchQuery<WorkActionsCountsQuery>(env, countsQuery, {}, { fetchPolicy: "network-only" }).subscribe({});
}

/**
 * One move's outcome for the seller: the first user error in the toast (Chinese, from the server), or the move's
 * success message; a failure that is not theirs says MSG_FAILED.
 */
export function reportOutcome(errors: readonly UserError[] | null | undefined, done: string): boolean {
  const first = errors?.[0];
  if (first) {
    toast.error(first.message);
    return false;
  }
  toast.success(done);
  return true;
}

/**
 * The buttons of the moves the API allows the viewer next (allowedActions), with the API's words: edit (a link to the form), submit,
 * withdraw, take down and delete a draft after a confirmation (the shared dialog), relist. After a move the work's state, its
 * timeline and the tabs' counts follow.
 */
export function WorkActions({
  work,
  onDeleted,
  editPath = paths.member.editArtwork,
}: {
  work: WorkActions_work$key;
  onDeleted?: () => void;
  /** Where 编辑 leads (a gallery's listing: the console's form). */
  editPath?: (n: number) => string;
}) {
  const a = useFragment(
    graphql`
      fragment WorkActions_work on Work {
        id
        number
        allowedActions {
          action
          label
        }
      }
    `,
    work,
  );
  const env = useRelayEnvironment();
  const [ask, dialog] = useConfirm();
  // Submitting asks for the declaration first, as the form does: the mutation says it was ticked only after it was.
  const [declaring, setDeclaring] = useState(false);
  const [agreed, setAgreed] = useState(false);
  const [submit, submitting] = useMutation(graphql`
    mutation WorkActionsSubmitMutation($id: ID!) {
      submitWork(input: { id: $id, acceptAgreement: true }) {
        userErrors {
          message
        }
        work {
          ...WorkActions_moved
        }
      }
    }
  `);
  const [withdraw, withdrawing] = useMutation(graphql`
    mutation WorkActionsWithdrawMutation($id: ID!) {
      withdrawWork(input: { id: $id }) {
        userErrors {
          message
        }
        work {
          ...WorkActions_moved
        }
      }
    }
  `);
  const [takeDown, takingDown] = useMutation(graphql`
    mutation WorkActionsTakeDownMutation($id: ID!) {
      takeDownWork(input: { id: $id }) {
        userErrors {
          message
        }
        work {
          ...WorkActions_moved
        }
      }
    }
  `);
  const [relist, relisting] = useMutation(graphql`
    mutation WorkActionsRelistMutation($id: ID!) {
      relistWork(input: { id: $id }) {
        userErrors {
          message
        }
        work {
          ...WorkActions_moved
        }
      }
    }
  `);
  const [remove, removing] = useMutation(graphql`
    mutation WorkActionsDeleteMutation($id: ID!) {
      deleteWork(input: { id: $id }) {
        userErrors {
          message
        }
        deletedID @deleteRecord
      }
    }
  `);
  const busy = submitting || withdrawing || takingDown || relisting || removing;

  function run(action: Move) {
    const commit = { submit, withdraw, takeDown, relist, delete: remove }[action];
    commit({
      variables: { id: a.id },
      onCompleted: (response) => {
        const payload = Object.values(response as Record<string, { userErrors: readonly UserError[] }>)[0];
        if (reportOutcome(payload?.userErrors, ACTION_DONE[action])) {
          refreshCounts(env);
          if (action === "delete") onDeleted?.();
        }
      },
      onError: () => {
        toast.error(MSG_FAILED);
      },
    });
  }

  // What cannot be undone asks first, in the one in-page dialog; the other moves run on the tap.
  async function press(action: Move) {
    if (action === "submit") {
      setDeclaring(true);
      return;
    }
    const question = action === "delete" || action === "takeDown" ? CONFIRM_TEXT[action] : undefined;
    if (question && !(await ask(question))) return;
    run(action);
  }

  const buttons = a.allowedActions.flatMap(({ action, label }) => {
    const move = MOVES[action];
    return move ? [{ move, label }] : [];
  });
  if (buttons.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm" data-testid="selling-actions">
      {dialog}
      {buttons.map(({ move: action, label }) => {
        if (action === "edit") {
          return (
            <AppLink key={action} to={editPath(a.number)} className="inline-flex items-center rounded border border-black/15 px-3 py-1 hover:border-primary">
              {label}
            </AppLink>
          );
        }
        if (action === "submit" && declaring) {
          return (
            <span key={action} role="group" aria-label="提交前的声明" className="flex flex-wrap items-center gap-2">
              <label className="flex items-center gap-1">
                <input type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
                <span>
                  {SUBMIT_TEXT.declare}
                  <AppLink to={paths.agreement("service")} className="text-primary underline" target="_blank" rel="noopener">
                    {SUBMIT_TEXT.agreement}
                  </AppLink>
                </span>
              </label>
              <button
                type="button"
                disabled={busy || !agreed}
                className="rounded bg-primary px-3 py-1 font-medium text-white disabled:opacity-50"
                onClick={() => {
                  setDeclaring(false);
                  setAgreed(false);
                  run("submit");
                }}
              >
                {SUBMIT_TEXT.confirm}
              </button>
              <button type="button" className="px-2 py-1 text-secondary" onClick={() => setDeclaring(false)}>
                取消
              </button>
            </span>
          );
        }
        return (
          <button
            key={action}
            type="button"
            disabled={busy}
            className={`rounded px-3 py-1 disabled:opacity-50 ${action === "submit" || action === "relist" ? "bg-primary text-white" : action === "delete" ? "text-secondary hover:text-error" : "border border-black/15 hover:border-primary"}`}
            onClick={() => void press(action)}
          >
            {label}
          </button>
        );
      })}
    </div>
  );
}

/** What a move changes of a work: read back by every page that shows it. */
graphql`
  fragment WorkActions_moved on Work {
    id
    number
    state
    stateLabel
    allowedActions {
      action
      label
    }
    version
    updatedAt
    rejectReason
    publicArtwork {
      id
      number
    }
    timeline {
      action
      label
      fromState
      toState
      toStateLabel
      reason
      at
      bySeller
    }
  }
`;
