import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import type { Environment } from "relay-runtime";
import { idParam } from "../../../../system/routeSpec";
import { AppLink } from "../../../../components/AppLink/AppLink";
import { loadQuery, notFound, pathOf, type PageData } from "../../../../system/pageLoader";
import { paths } from "../../../../system/paths";
import { WorkForm } from "../../components/WorkForm";
import { MobileGate } from "../../components/MobileGate";
import { SellingPage } from "../../components/SellingPage";
import type { EditPageQuery } from "./__generated__/EditPageQuery.graphql";

const query = graphql`
  query EditPageQuery($number: Int!) {
    viewer {
      id
      ...MobileGate_member
      work(number: $number) {
        id
        number
        state
        ...WorkForm_work @alias(as: "form")
      }
    }
  }
`;

type Vars = EditPageQuery["variables"];
type Data = PageData<Vars | null>;

export const EDIT_TEXT = {
  title: "编辑作品",
  pick: "请在「我的作品」中选择要编辑的作品。",
  sold: "作品已售出，不能修改。",
  pending: "作品审核中，暂时不能修改；如需修改，请先在「我的作品」中撤回审核。",
  mine: "返回我的作品",
  view: "查看作品详情",
} as const;

/**
 * The work's number (Work.number): /member/edit-artwork/{artwork_id}; spec §2.2 also spells it {id}, so
 * ?id= (and ?artwork_id=) on the bare /member/edit-artwork name it too. Null when none is given; a malformed one is a
 * 404.
 */
export function editId(args: LoaderFunctionArgs): number | null {
  const search = new URL(args.request.url).searchParams;
  const raw = args.params.artwork_id ?? args.params.id ?? search.get("id") ?? search.get("artwork_id");
  if (raw === null || raw === undefined || raw === "") return null;
  if (!idParam.test(raw)) notFound(pathOf(args));
  return Number(raw);
}

export async function load(env: Environment, args: LoaderFunctionArgs): Promise<Data> {
  const id = editId(args);
  const meta = { title: EDIT_TEXT.title, description: "编辑我发布的作品。", noindex: true };
  if (id === null) return { variables: null, meta };
  const variables: Vars = { number: id };
  const data = await loadQuery<EditPageQuery>(env, query, variables);
  // Not the viewer's work (or no such work): the same 404 as any unknown page.
  if (data.viewer && !data.viewer.work) notFound(pathOf(args));
  return { variables, meta: { ...meta, canonicalPath: paths.member.editArtwork(id) } };
}

/** /member/edit-artwork/{id}: the publish form, filled; sold works and works in review are not edited. */
export function EditPage() {
  const { variables } = useLoaderData() as Data;
  if (variables === null) {
    return (
      <SellingPage title={EDIT_TEXT.title}>
        <p className="text-sm text-secondary">{EDIT_TEXT.pick}</p>
      </SellingPage>
    );
  }
  return <EditForm variables={variables} />;
}

export function EditForm({ variables }: { variables: Vars }) {
  const data = useLazyLoadQuery<EditPageQuery>(query, variables, { fetchPolicy: "store-or-network" });
  if (!data.viewer) return null; // the member gate shows the login for a visitor
  const work = data.viewer.work;
  if (!work?.form) return null;
  const refusal = work.state === "sold" ? EDIT_TEXT.sold : work.state === "pending" ? EDIT_TEXT.pending : null;
  return (
    <SellingPage title={EDIT_TEXT.title}>
      {refusal ? (
        <div className="flex flex-col items-start gap-4 rounded-md border border-black/10 p-6" data-testid="edit-refused">
          <p className="text-sm">{refusal}</p>
          <div className="flex gap-4 text-sm">
            <AppLink to={paths.member.artwork(work.number)} className="text-primary hover:underline">
              {EDIT_TEXT.view}
            </AppLink>
            <AppLink to={paths.member.artworks()} className="text-secondary hover:text-primary hover:underline">
              {EDIT_TEXT.mine}
            </AppLink>
          </div>
        </div>
      ) : (
        <MobileGate member={data.viewer}>
          <WorkForm work={work.form} />
        </MobileGate>
      )}
    </SellingPage>
  );
}
