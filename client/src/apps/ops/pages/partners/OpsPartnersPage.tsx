import { useState } from "react";
import { graphql, useLazyLoadQuery, useMutation } from "react-relay/hooks";
import { useLoaderData } from "react-router";
import { createOperationDescriptor, fetchQuery, getRequest, type Environment } from "relay-runtime";
import { SubmitButton, TextField } from "../../../../components/form";
import { toast } from "../../../../components/Toast";
import { formatShanghaiFull } from "../../../../format/date";
import type { PageData } from "../../../../system/pageLoader";
import { cityError, rejectReasonError } from "../../opsRules";
import type { OpsPartnersPageQuery } from "./__generated__/OpsPartnersPageQuery.graphql";
import type { OpsPartnersPageApproveMutation } from "./__generated__/OpsPartnersPageApproveMutation.graphql";
import type { OpsPartnersPageRejectMutation } from "./__generated__/OpsPartnersPageRejectMutation.graphql";

const query = graphql`
  query OpsPartnersPageQuery {
    partnerApplications {
      ...OpsPartnersPage_application @relay(mask: false)
    }
  }
`;

graphql`
  fragment OpsPartnersPage_application on OpsPartnerApplication {
    id
    organization
    typeLabel
    contact
    maskedMobile
    maskedEmail
    message
    status
    statusLabel
    createdAt
    allowedDecisions {
      decision
      label
    }
  }
`;

type Vars = OpsPartnersPageQuery["variables"];
type Application = OpsPartnersPageQuery["response"]["partnerApplications"][number];

export async function load(env: Environment): Promise<PageData<Vars>> {
  const variables: Vars = {};
  await fetchQuery<OpsPartnersPageQuery>(env, query, variables, { fetchPolicy: "network-only" }).toPromise().catch(() => undefined);
  env.retain(createOperationDescriptor(getRequest(query), variables));
  return { variables, meta: { title: "合作申请", description: "合作申请" } };
}

/** One application: who applied, what they wrote, and the decisions open on it. */
function ApplicationCard({ a }: { a: Application }) {
  const [city, setCity] = useState("");
  const [cityErr, setCityErr] = useState<string | undefined>();
  const [reason, setReason] = useState("");
  const [reasonErr, setReasonErr] = useState<string | undefined>();
  const [approve, approving] = useMutation<OpsPartnersPageApproveMutation>(graphql`
    mutation OpsPartnersPageApproveMutation($input: ApprovePartnerApplicationInput!) {
      approvePartnerApplication(input: $input) {
        userErrors {
          message
          field
        }
        application {
          ...OpsPartnersPage_application
        }
        gallery {
          name
        }
      }
    }
  `);
  const [reject, rejecting] = useMutation<OpsPartnersPageRejectMutation>(graphql`
    mutation OpsPartnersPageRejectMutation($input: RejectPartnerApplicationInput!) {
      rejectPartnerApplication(input: $input) {
        userErrors {
          message
          field
        }
        application {
          ...OpsPartnersPage_application
        }
      }
    }
  `);
  const can = (d: string) => a.allowedDecisions.some((x) => x.decision === d);
  const failed = () => {
    toast.error("操作失败，请稍后重试");
  };
  const answered = (errs: ReadonlyArray<{ message: string; field?: string | null | undefined }>, ok: string, onField: (m: string) => void) => {
    const first = errs[0];
    if (!first) toast.success(ok);
    else if (first.field === "city" || first.field === "reason") onField(first.message);
    else toast.error(first.message);
  };
  return (
    <li className="rounded border border-gray-200 bg-white p-4" data-testid="ops-application" data-status={a.status}>
      <div className="flex flex-wrap items-baseline gap-x-3">
        <h2 className="font-bold">{a.organization}</h2>
        <span className="text-sm text-secondary">{a.typeLabel}</span>
        <span className="ml-auto rounded bg-gray-100 px-2 py-0.5 text-sm" data-testid="ops-application-status">
          {a.statusLabel}
        </span>
      </div>
      <p className="mt-1 text-sm text-secondary">
        {a.contact} · {a.maskedMobile} · {a.maskedEmail} · {formatShanghaiFull(a.createdAt)} 提交
      </p>
      {a.message ? <p className="mt-2 whitespace-pre-line text-sm">{a.message}</p> : null}
      {can("APPROVE") ? (
        <form
          className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-end"
          onSubmit={(ev) => {
            ev.preventDefault();
            const e = cityError(city);
            setCityErr(e);
            if (e) return;
            approve({
              variables: { input: { id: a.id, city: city.trim() } },
              onCompleted: (r) => answered(r.approvePartnerApplication.userErrors, `已开通画廊空间：${r.approvePartnerApplication.gallery?.name ?? ""}`, setCityErr),
              onError: failed,
            });
          }}
        >
          <div className="flex-1">
            <TextField label="画廊所在城市" value={city} onChange={setCity} error={cityErr} name="city" maxLength={60} />
          </div>
          <div className="sm:w-48">
            <SubmitButton busy={approving} label="通过并开通画廊空间" busyLabel="正在开通…" />
          </div>
        </form>
      ) : null}
      {can("REJECT") ? (
        <form
          className="mt-2 flex flex-col gap-2 sm:flex-row sm:items-end"
          onSubmit={(ev) => {
            ev.preventDefault();
            const e = rejectReasonError(reason);
            setReasonErr(e);
            if (e) return;
            reject({
              variables: { input: { id: a.id, reason: reason.trim() } },
              onCompleted: (r) => answered(r.rejectPartnerApplication.userErrors, "已拒绝该申请", setReasonErr),
              onError: failed,
            });
          }}
        >
          <div className="flex-1">
            <TextField label="拒绝原因" value={reason} onChange={setReason} error={reasonErr} name="reason" maxLength={250} />
          </div>
          <div className="sm:w-48">
            <SubmitButton busy={rejecting} label="拒绝" busyLabel="正在拒绝…" />
          </div>
        </form>
      ) : null}
    </li>
  );
}

/** /ops/partners: the partner applications, open ones first; approving one opens the applicant's gallery workspace. */
export function OpsPartnersPage() {
  const { variables } = useLoaderData() as PageData<Vars>;
  const data = useLazyLoadQuery<OpsPartnersPageQuery>(query, variables, { fetchPolicy: "store-or-network" });
  const apps = data.partnerApplications;
  return (
    <section aria-labelledby="ops-partners-h">
      <h1 id="ops-partners-h" className="mb-1 text-xl font-bold">
        合作申请
      </h1>
      <p className="mb-4 text-sm text-secondary">通过后，申请人（绑定申请手机号或邮箱的会员）成为新画廊的管理员。</p>
      {apps.length === 0 ? (
        <p className="text-secondary">还没有合作申请</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {apps.map((a) => (
            <ApplicationCard key={a.id} a={a} />
          ))}
        </ul>
      )}
    </section>
  );
}
