import { graphql } from "react-relay/hooks";
import type { Environment } from "relay-runtime";
import type { PageData } from "../../../../system/pageLoader";
import { loadFixedQuery, usePageQuery } from "../../../../system/pageQuery";
import { AppLink } from "../../../../components/AppLink/AppLink";
import { paths } from "../../../../system/paths";
import { WorkForm } from "../../components/WorkForm";
import { MobileGate } from "../../components/MobileGate";
import { SellingPage } from "../../components/SellingPage";
import type { PublishPageQuery } from "./__generated__/PublishPageQuery.graphql";

const query = graphql`
  query PublishPageQuery {
    viewer {
      id
      ...MobileGate_member
      drafts: works(state: draft, first: 1) {
        edges {
          node {
            number
            title
          }
        }
      }
    }
  }
`;

export function load(env: Environment): Promise<PageData<PublishPageQuery["variables"]>> {
  return loadFixedQuery<PublishPageQuery>(env, query, { title: "发布作品", description: "发布一件作品：图片、信息与价格。", canonicalPath: paths.member.publishArtwork(), noindex: true });
}

/**
 * /member/publish-artwork: a new work for sale; its draft is saved as the seller types. While a draft waits, the
 * page offers to continue the newest one (继续编辑草稿) above the empty form, rather than starting over silently.
 */
export function PublishPage() {
  const data = usePageQuery<PublishPageQuery>(query);
  if (!data.viewer) return null; // the member gate shows the login for a visitor
  const draft = data.viewer.drafts.edges?.[0]?.node ?? null;
  return (
    <SellingPage title="发布作品">
      <MobileGate member={data.viewer}>
        {draft ? (
          <div role="note" className="mb-4 flex flex-wrap items-center gap-x-4 gap-y-1 rounded-md border border-primary/20 bg-primary/5 px-4 py-2 text-sm" data-testid="draft-waiting">
            <p>
              你有一份未提交的草稿{draft.title.trim() !== "" ? `《${draft.title.trim()}》` : ""}，可以接着填写。
            </p>
            <AppLink to={paths.member.editArtwork(draft.number)} className="inline-flex min-h-11 items-center font-medium text-primary hover:underline">
              继续编辑草稿
            </AppLink>
          </div>
        ) : null}
        <WorkForm work={null} />
      </MobileGate>
    </SellingPage>
  );
}
