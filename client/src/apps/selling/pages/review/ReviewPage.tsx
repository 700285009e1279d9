import { useState } from "react";
import { graphql, useFragment, useLazyLoadQuery, useMutation, usePaginationFragment } from "react-relay/hooks";
import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import { createOperationDescriptor, fetchQuery, getRequest, type Environment } from "relay-runtime";
import { AppLink } from "../../../../components/AppLink/AppLink";
import { MoreList } from "../../../../components/PagedList/PagedList";
import { SelectField, TextAreaField } from "../../../../components/form";
import { toast } from "../../../../components/Toast";
import { formatShanghaiFull } from "../../../../format/date";
import type { PageData } from "../../../../system/pageLoader";
import { paths } from "../../../../system/paths";
import { MSG_FAILED, reportOutcome } from "../../components/WorkActions";
import { REJECT_REASONS, rejectReason } from "../../workState";
import { WorkPreview } from "./WorkPreview";
import type { ReviewPageQuery } from "./__generated__/ReviewPageQuery.graphql";
import type { ReviewPage_queue$key } from "./__generated__/ReviewPage_queue.graphql";
import type { ReviewPage_item$key } from "./__generated__/ReviewPage_item.graphql";
import type { ReviewPageApproveMutation } from "./__generated__/ReviewPageApproveMutation.graphql";
import type { ReviewPageRejectMutation } from "./__generated__/ReviewPageRejectMutation.graphql";

export const REVIEW_PAGE_SIZE = 10;

const query = graphql`
  query ReviewPageQuery {
    viewer {
      id
      isReviewer
    }
    ...ReviewPage_queue
  }
`;

type Vars = ReviewPageQuery["variables"];

/** /ops/artworks: the review queue, read from the server on every visit. */
export async function load(env: Environment, _args: LoaderFunctionArgs): Promise<PageData<Vars>> {
  const variables: Vars = {};
  await fetchQuery<ReviewPageQuery>(env, query, variables, { fetchPolicy: "network-only" }).toPromise();
  env.retain(createOperationDescriptor(getRequest(query), variables));
  return { variables, meta: { title: "作品审核", description: "待审核的作品" } };
}

/** A member without the reviewer role: the console refuses them (403). */
export function Forbidden() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center" aria-labelledby="forbidden-h" data-testid="ops-forbidden">
      <h1 id="forbidden-h" className="font-serif text-7xl font-bold tracking-wider">
        403
      </h1>
      <p className="mt-4 text-lg">无权访问</p>
      <p className="mt-2 text-secondary">只有审核员可以审核作品</p>
      <AppLink to={paths.home()} className="mt-8 rounded bg-primary px-5 py-2 text-white hover:opacity-90">
        返回首页
      </AppLink>
    </section>
  );
}

/** One pending work: its preview as the public page will show it, approve, or reject with a reason. */
export function ReviewItem({ work }: { work: ReviewPage_item$key }) {
  const a = useFragment(
    graphql`
      fragment ReviewPage_item on Work {
        id
        title
        state
        updatedAt
        allowedActions {
          action
          label
        }
        ...WorkPreview_work
      }
    `,
    work,
  );
  const [approve, approving] = useMutation<ReviewPageApproveMutation>(graphql`
    mutation ReviewPageApproveMutation($id: ID!) {
      approveWork(input: { id: $id }) {
        userErrors {
          message
        }
        work {
          id
          state
        }
      }
    }
  `);
  const [reject, rejecting] = useMutation<ReviewPageRejectMutation>(graphql`
    mutation ReviewPageRejectMutation($id: ID!, $reason: String!) {
      rejectWork(input: { id: $id, reason: $reason }) {
        userErrors {
          message
        }
        work {
          id
          state
          rejectReason
        }
      }
    }
  `);
  const [rejectOpen, setRejectOpen] = useState(false);
  const [choice, setChoice] = useState("");
  const [text, setText] = useState("");
  const [error, setError] = useState<string | undefined>();
  const busy = approving || rejecting;
  const title = a.title || "未命名作品";
  // The reviewer's moves as the API allows them, with its words (通过, 驳回).
  const approveOption = a.allowedActions.find((o) => o.action === "approve");
  const rejectOption = a.allowedActions.find((o) => o.action === "reject");

  const onApprove = () =>
    approve({
      variables: { id: a.id },
      onCompleted: (r) => void reportOutcome(r.approveWork.userErrors, `《${title}》已通过审核并上架`),
      onError: () => {
        toast.error(MSG_FAILED);
      },
    });
  const onReject = () => {
    const r = rejectReason(choice, text);
    if ("error" in r) {
      setError(r.error);
      return;
    }
    setError(undefined);
    reject({
      variables: { id: a.id, reason: r.reason },
      onCompleted: (res) => void reportOutcome(res.rejectWork.userErrors, `已驳回《${title}》`),
      onError: () => {
        toast.error(MSG_FAILED);
      },
    });
  };

  return (
    <li className="rounded border border-black/10 bg-white p-4 md:p-6" data-testid="review-item">
      <p className="mb-4 text-xs text-secondary">提交于 {formatShanghaiFull(a.updatedAt)}</p>
      <WorkPreview work={a} />
      <div className="mt-6 border-t border-black/10 pt-4">
        {rejectOpen ? (
          <div className="grid gap-3 md:max-w-xl" role="group" aria-label="驳回">
            <SelectField
              label="驳回原因"
              value={choice}
              onChange={(v) => {
                setChoice(v);
                setError(undefined);
              }}
              options={[["", "请选择"], ...REJECT_REASONS.map((r) => [r, r] as const)]}
              error={error && !choice ? error : undefined}
            />
            <TextAreaField label="补充说明（卖家可见）" value={text} onChange={setText} rows={3} countMax={400} error={error && choice ? error : undefined} />
            <div className="flex gap-3">
              <button type="button" disabled={busy} className="rounded bg-error px-4 py-2 text-white disabled:opacity-50" onClick={onReject}>
                确认驳回
              </button>
              <button type="button" className="px-3 py-2 text-secondary" onClick={() => setRejectOpen(false)}>
                取消
              </button>
            </div>
          </div>
        ) : (
          <div className="flex gap-3">
            {approveOption ? (
              <button type="button" disabled={busy} className="rounded bg-primary px-5 py-2 text-white disabled:opacity-50" onClick={onApprove}>
                {approveOption.label}
              </button>
            ) : null}
            {rejectOption ? (
              <button type="button" disabled={busy} className="rounded border border-error px-5 py-2 text-error disabled:opacity-50" onClick={() => setRejectOpen(true)}>
                {rejectOption.label}
              </button>
            ) : null}
          </div>
        )}
      </div>
    </li>
  );
}

function Queue({ query: q }: { query: ReviewPage_queue$key }) {
  const paging = usePaginationFragment(
    graphql`
      fragment ReviewPage_queue on Query
      @refetchable(queryName: "ReviewPageQueuePaginationQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 10 }, after: { type: "Cursor" }) {
        reviewQueue(first: $first, after: $after) @connection(key: "ReviewPage_reviewQueue") {
          totalCount
          edges {
            node {
              id
              state
              ...ReviewPage_item
            }
          }
        }
      }
    `,
    q,
  );
  // A work reviewed here leaves the queue at once.
  const items = (paging.data.reviewQueue.edges ?? []).flatMap((e) => (e?.node && e.node.state === "pending" ? [e.node] : []));
  const empty = (
    <p className="py-16 text-center text-secondary" data-testid="review-empty">
      没有待审核的作品。
    </p>
  );
  return (
    <MoreList items={items} paging={paging} pageSize={REVIEW_PAGE_SIZE} empty={empty} list={{ className: "grid gap-6", testId: "review-queue" }} item={(n) => <ReviewItem work={n} />} />
  );
}

export function ReviewPage() {
  const { variables } = useLoaderData() as PageData<Vars>;
  const data = useLazyLoadQuery<ReviewPageQuery>(query, variables, { fetchPolicy: "store-or-network" });
  if (!data.viewer?.isReviewer) return <Forbidden />;
  return (
    <section className="mx-auto max-w-6xl px-4 py-8" aria-labelledby="review-h">
      <h1 id="review-h" className="mb-2 text-xl font-semibold">
        作品审核
      </h1>
      <p className="mb-6 text-sm text-secondary">待审核的作品，先提交的在前。预览即作品通过后公开页面的样子。</p>
      <Queue query={data} />
    </section>
  );
}
