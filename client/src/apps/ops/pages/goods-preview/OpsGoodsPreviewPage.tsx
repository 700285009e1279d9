import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { useLoaderData } from "react-router";
import { AppLink } from "../../../../components/AppLink/AppLink";
import { GoodsCard } from "../../../../components/GoodsCard/GoodsCard";
import { paths } from "../../../../system/paths";
import type { PageData } from "../../../../system/pageLoader";
import { consoleLoader } from "../../components";
import type { OpsGoodsPreviewPageQuery } from "./__generated__/OpsGoodsPreviewPageQuery.graphql";

const query = graphql`
  query OpsGoodsPreviewPageQuery($id: ID!) {
    goodsPreview(id: $id) {
      ...GoodsCard_goods
    }
  }
`;

type Vars = OpsGoodsPreviewPageQuery["variables"];

export const load = consoleLoader<OpsGoodsPreviewPageQuery>(query, { title: "商品预览", description: "商品预览" }, { variables: (args) => ({ id: args.params.goods_id ?? "" }) });

/** /ops/goods/{id}/preview: the goods' card in the shop as it will look once published (their draft); editors only. */
export function OpsGoodsPreviewPage() {
  const { variables } = useLoaderData() as PageData<Vars>;
  const data = useLazyLoadQuery<OpsGoodsPreviewPageQuery>(query, variables, { fetchPolicy: "network-only" });
  const g = data.goodsPreview;
  return (
    <div className="flex flex-col gap-3">
      <p className="rounded bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="preview-banner">
        预览：这是商品发布后在商城中的样子，顾客现在还看不到这些修改。{" "}
        <AppLink to={paths.ops.goods(variables.id)} className="underline">
          返回编辑
        </AppLink>
      </p>
      {g ? (
        <div className="max-w-xs" data-testid="goods-preview">
          <GoodsCard goods={g} />
        </div>
      ) : (
        <p className="text-secondary">商品不存在</p>
      )}
    </div>
  );
}
