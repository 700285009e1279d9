/**
 * /member/seller-refund/{refund_id}: one refund request on what the member sold (or made, as its buyer) — the seller
 * agrees, refuses with a reason, or confirms a returned parcel. Unknown and anyone else's request are the same 404.
 */
import { graphql } from "react-relay/hooks";
import type { LoaderFunctionArgs } from "react-router";
import type { Environment } from "relay-runtime";
import { numberParam, type PageData } from "../../../../system/pageLoader";
import { loadFreshQuery, usePageQuery } from "../../../../system/pageQuery";
import { RefundView } from "../../components/RefundView";
import type { SellerRefundPageQuery } from "./__generated__/SellerRefundPageQuery.graphql";

const query = graphql`
  query SellerRefundPageQuery($number: Int!) {
    viewer {
      refundRequest(number: $number) {
        ...RefundView_refund
      }
    }
    carriers {
      carrier
      label
    }
  }
`;

type Vars = SellerRefundPageQuery["variables"];

export async function load(env: Environment, args: LoaderFunctionArgs): Promise<PageData<Vars>> {
  return loadFreshQuery<SellerRefundPageQuery>(env, args, query, { number: numberParam(args, "refund_id") }, { title: "退款详情", description: "退款详情" }, (d) => !!d?.viewer?.refundRequest);
}

export function SellerRefundPage() {
  const data = usePageQuery<SellerRefundPageQuery>(query);
  const refund = data.viewer?.refundRequest;
  if (!refund) return null;
  return <RefundView refund={refund} carriers={data.carriers} />;
}
