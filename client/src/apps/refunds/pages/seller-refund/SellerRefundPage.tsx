/**
 * /member/seller-refund/{refund_id}: one refund request on what the member sold (or made, as its buyer) — the seller
 * agrees, refuses with a reason, or confirms a returned parcel. Unknown and anyone else's request are the same 404.
 */
import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import { createOperationDescriptor, fetchQuery, getRequest, type Environment } from "relay-runtime";
import { notFound, numberParam, pathOf, type PageData } from "../../../../system/pageLoader";
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
  const variables: Vars = { number: numberParam(args, "refund_id") };
  const data = await fetchQuery<SellerRefundPageQuery>(env, query, variables, { fetchPolicy: "network-only" }).toPromise();
  if (!data?.viewer?.refundRequest) notFound(pathOf(args));
  env.retain(createOperationDescriptor(getRequest(query), variables));
  return { variables, meta: { title: "退款详情", description: "退款详情" } };
}

export function SellerRefundPage() {
  const { variables } = useLoaderData() as PageData<Vars>;
  const data = useLazyLoadQuery<SellerRefundPageQuery>(query, variables, { fetchPolicy: "store-or-network" });
  const refund = data.viewer?.refundRequest;
  if (!refund) return null;
  return <RefundView refund={refund} carriers={data.carriers} />;
}
