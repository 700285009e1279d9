/**
 * /member/buyer-refund-detail (the refunds the member requested as a buyer) and /member/seller-refund-detail (those
 * buyers requested of what the member sold): one page, the side read from the address, the newest first.
 */
import { graphql } from "react-relay/hooks";
import type { LoaderFunctionArgs } from "react-router";
import type { Environment } from "relay-runtime";
import { pathOf, type PageData } from "../../../../system/pageLoader";
import { loadFreshQuery, usePageQueryWithVariables } from "../../../../system/pageQuery";
import { paths } from "../../../../system/paths";
import { RefundList } from "../../components/RefundList";
import type { RefundListPageQuery } from "./__generated__/RefundListPageQuery.graphql";

const query = graphql`
  query RefundListPageQuery($role: RefundRole!) {
    viewer {
      refundRequests(role: $role) {
        ...RefundList_refunds
      }
    }
  }
`;

type Vars = RefundListPageQuery["variables"];

export async function load(env: Environment, args: LoaderFunctionArgs): Promise<PageData<Vars>> {
  const variables: Vars = { role: pathOf(args).startsWith(paths.member.sellerRefunds()) ? "SELLER" : "BUYER" };
  const meta = { title: "退款详情", description: variables.role === "SELLER" ? "买家申请的退款" : "我申请的退款" };
  return loadFreshQuery<RefundListPageQuery>(env, args, query, variables, meta);
}

export function RefundListPage() {
  const { data, variables } = usePageQueryWithVariables<RefundListPageQuery>(query);
  const seller = variables.role === "SELLER";
  return data.viewer ? <RefundList refunds={data.viewer.refundRequests} seller={seller} title={seller ? "待我处理的退款" : "我申请的退款"} /> : null;
}
