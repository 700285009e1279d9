import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import type { Environment } from "relay-runtime";
import { loadQuery, type PageData } from "../../../../system/pageLoader";
import { paths } from "../../../../system/paths";
import { ArtworkForm } from "../../components/ArtworkForm";
import { MobileGate } from "../../components/MobileGate";
import { SellingPage } from "../../components/SellingPage";
import type { PublishPageQuery } from "./__generated__/PublishPageQuery.graphql";

const query = graphql`
  query PublishPageQuery {
    viewer {
      id
      ...MobileGate_member
    }
  }
`;

type Vars = PublishPageQuery["variables"];

export async function load(env: Environment, _args: LoaderFunctionArgs): Promise<PageData<Vars>> {
  const variables: Vars = {};
  await loadQuery<PublishPageQuery>(env, query, variables);
  return { variables, meta: { title: "发布作品", description: "发布一件作品：图片、信息与价格。", canonicalPath: paths.member.publishArtwork(), noindex: true } };
}

/** /member/publish-artwork: a new work for sale; its draft is saved as the seller types. */
export function PublishPage() {
  const { variables } = useLoaderData() as PageData<Vars>;
  const data = useLazyLoadQuery<PublishPageQuery>(query, variables, { fetchPolicy: "store-or-network" });
  if (!data.viewer) return null; // the member gate shows the login for a visitor
  return (
    <SellingPage title="发布作品">
      <MobileGate member={data.viewer}>
        <ArtworkForm submission={null} />
      </MobileGate>
    </SellingPage>
  );
}
