import { graphql, useMutation } from "react-relay/hooks";
import { SubmitButton, TextField } from "../../../../components/form";
import { formatShanghaiFull } from "../../../../format/date";
import { cityError, rejectReasonError } from "../../opsRules";
import { usePageQuery } from "../../../../system/pageQuery";
import { Card, CardHeader, ConsoleList, ConsoleSection, consoleLoader, DecisionForm, toastAnswer, toastFailed, useCheckedField, type CheckedField, type UserErrors } from "../../components";
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

type Application = OpsPartnersPageQuery["response"]["partnerApplications"][number];

export const load = consoleLoader<OpsPartnersPageQuery>(query, { title: "合作申请", description: "合作申请" });

/** One application: who applied, what they wrote, and the decisions open on it. */
function ApplicationCard({ a }: { a: Application }) {
  const city = useCheckedField("", cityError);
  const reason = useCheckedField("", rejectReasonError);
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
  const answered = (errs: UserErrors, ok: string, field: CheckedField) => toastAnswer(errs, ok, field.setError, ["city", "reason"]);
  return (
    <Card testId="ops-application" data={{ status: a.status }}>
      <CardHeader state={a.statusLabel} stateTestId="ops-application-status">
        <h2 className="font-bold">{a.organization}</h2>
        <span className="text-sm text-secondary">{a.typeLabel}</span>
      </CardHeader>
      <p className="mt-1 text-sm text-secondary">
        {a.contact} · {a.maskedMobile} · {a.maskedEmail} · {formatShanghaiFull(a.createdAt)} 提交
      </p>
      {a.message ? <p className="mt-2 whitespace-pre-line text-sm">{a.message}</p> : null}
      {can("APPROVE") ? (
        <DecisionForm
          className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-end"
          fields={[city]}
          onValid={() =>
            approve({
              variables: { input: { id: a.id, city: city.value.trim() } },
              onCompleted: (r) => answered(r.approvePartnerApplication.userErrors, `已开通画廊空间：${r.approvePartnerApplication.gallery?.name ?? ""}`, city),
              onError: toastFailed,
            })
          }
        >
          <div className="flex-1">
            <TextField label="画廊所在城市" {...city.props} name="city" maxLength={60} />
          </div>
          <div className="sm:w-48">
            <SubmitButton busy={approving} label="通过并开通画廊空间" busyLabel="正在开通…" />
          </div>
        </DecisionForm>
      ) : null}
      {can("REJECT") ? (
        <DecisionForm
          className="mt-2 flex flex-col gap-2 sm:flex-row sm:items-end"
          fields={[reason]}
          onValid={() =>
            reject({
              variables: { input: { id: a.id, reason: reason.value.trim() } },
              onCompleted: (r) => answered(r.rejectPartnerApplication.userErrors, "已拒绝该申请", reason),
              onError: toastFailed,
            })
          }
        >
          <div className="flex-1">
            <TextField label="拒绝原因" {...reason.props} name="reason" maxLength={250} />
          </div>
          <div className="sm:w-48">
            <SubmitButton busy={rejecting} label="拒绝" busyLabel="正在拒绝…" />
          </div>
        </DecisionForm>
      ) : null}
    </Card>
  );
}

/** /ops/partners: the partner applications, open ones first; approving one opens the applicant's gallery workspace. */
export function OpsPartnersPage() {
  const data = usePageQuery<OpsPartnersPageQuery>(query);
  const apps = data.partnerApplications;
  return (
    <ConsoleSection id="ops-partners-h" title="合作申请" intro="通过后，申请人（绑定申请手机号或邮箱的会员）成为新画廊的管理员。">
      <ConsoleList items={apps} empty="还没有合作申请" variant="cards">
        {(a) => <ApplicationCard key={a.id} a={a} />}
      </ConsoleList>
    </ConsoleSection>
  );
}
