import { useState } from "react";
import { fetchQuery, graphql, useMutation, useRelayEnvironment } from "react-relay/hooks";
import { SubmitButton, TextField } from "../../../../components/form";
import { formatShanghaiFull } from "../../../../format/date";
import { cityError, rejectReasonError } from "../../opsRules";
import { usePageQuery } from "../../../../system/pageQuery";
import { Card, CardHeader, ConsoleList, ConsoleSection, consoleLoader, DecisionForm, toastAnswer, toastFailed, useCheckedField, type CheckedField, type UserErrors } from "../../components";
import type { OpsPartnersPageQuery } from "./__generated__/OpsPartnersPageQuery.graphql";
import type { OpsPartnersPageApproveMutation } from "./__generated__/OpsPartnersPageApproveMutation.graphql";
import type { OpsPartnersPageRejectMutation } from "./__generated__/OpsPartnersPageRejectMutation.graphql";
import type { OpsPartnersPageChoicesQuery } from "./__generated__/OpsPartnersPageChoicesQuery.graphql";

const choicesQuery = graphql`
  query OpsPartnersPageChoicesQuery($query: String!) {
    opsGalleryChoices(query: $query) {
      id
      name
      city
      stateLabel
    }
  }
`;

type Choice = OpsPartnersPageChoicesQuery["response"]["opsGalleryChoices"][number];

/** The existing gallery an approval links: found by part of its name, one picked among those found. */
function GalleryPicker({ picked, onPick, error }: { picked: Choice | null; onPick: (c: Choice | null) => void; error: string | undefined }) {
  const env = useRelayEnvironment();
  const [q, setQ] = useState("");
  const [found, setFound] = useState<readonly Choice[] | null>(null);
  const [note, setNote] = useState<string | undefined>();
  const search = () => {
    const text = q.trim();
    if (text === "") return setNote("请输入画廊名称");
    setNote(undefined);
    fetchQuery<OpsPartnersPageChoicesQuery>(env, choicesQuery, { query: text }, { fetchPolicy: "network-only" }).subscribe({
      next: (d) => setFound(d.opsGalleryChoices),
      error: () => setNote("查找失败，请稍后重试"),
    });
  };
  return (
    <div className="flex flex-col gap-2" data-testid="gallery-picker">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex-1">
          <TextField label="画廊名称" name="galleryQuery" value={q} onChange={setQ} error={note ?? error} maxLength={100} />
        </div>
        <button type="button" onClick={search} className="rounded border border-gray-300 bg-white px-4 py-2 text-sm">
          查找画廊
        </button>
      </div>
      {found && found.length === 0 ? <p className="text-sm text-secondary">没有找到名称相符的画廊</p> : null}
      {found && found.length > 0 ? (
        <ul className="flex flex-col gap-1 text-sm">
          {found.map((c) => (
            <li key={c.id}>
              <label className="flex items-center gap-2">
                <input type="radio" name="galleryID" checked={picked?.id === c.id} onChange={() => onPick(c)} />
                {c.name}（{c.city} · {c.stateLabel}）
              </label>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

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
  const [linking, setLinking] = useState(false);
  const [picked, setPicked] = useState<Choice | null>(null);
  const [pickError, setPickError] = useState<string | undefined>();
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
        <div className="mt-3 flex flex-col gap-2">
          <div className="flex flex-wrap gap-4 text-sm" role="radiogroup" aria-label="开通方式">
            <label className="flex items-center gap-1">
              <input type="radio" name={`mode-${a.id}`} checked={!linking} onChange={() => setLinking(false)} />
              新建画廊
            </label>
            <label className="flex items-center gap-1">
              <input type="radio" name={`mode-${a.id}`} checked={linking} onChange={() => setLinking(true)} />
              关联已有画廊
            </label>
          </div>
          <DecisionForm
            className="flex flex-col gap-2 sm:flex-row sm:items-end"
            fields={linking ? [] : [city]}
            onValid={() => {
              if (linking && !picked) return setPickError("请选择要关联的画廊");
              setPickError(undefined);
              approve({
                variables: { input: linking && picked ? { id: a.id, galleryID: picked.id } : { id: a.id, city: city.value.trim() } },
                onCompleted: (r) =>
                  toastAnswer(
                    r.approvePartnerApplication.userErrors,
                    `已开通画廊空间：${r.approvePartnerApplication.gallery?.name ?? ""}`,
                    (message, field) => (field === "galleryID" ? setPickError(message) : city.setError(message)),
                    ["city", "galleryID"],
                  ),
                onError: toastFailed,
              });
            }}
          >
            <div className="flex-1">
              {linking ? <GalleryPicker picked={picked} onPick={setPicked} error={pickError} /> : <TextField label="画廊所在城市" {...city.props} name="city" maxLength={60} />}
            </div>
            <div className="sm:w-48">
              <SubmitButton busy={approving} label="通过并开通画廊空间" busyLabel="正在开通…" />
            </div>
          </DecisionForm>
        </div>
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
    <ConsoleSection id="ops-partners-h" title="合作申请" intro="通过后，申请人（绑定申请手机号或邮箱的会员）成为画廊的管理员：新建的画廊先是草稿，由管理员填写后发布；也可以关联已有画廊。">
      <ConsoleList items={apps} empty="还没有合作申请" variant="cards">
        {(a) => <ApplicationCard key={a.id} a={a} />}
      </ConsoleList>
    </ConsoleSection>
  );
}
