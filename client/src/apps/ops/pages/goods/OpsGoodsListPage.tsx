import { graphql } from "react-relay/hooks";
import { formatFen } from "../../../../format/money";
import { paths } from "../../../../system/paths";
import { usePageQuery } from "../../../../system/pageQuery";
import { consoleLoader, PublishingList } from "../../components";
import type { OpsGoodsListPageQuery } from "./__generated__/OpsGoodsListPageQuery.graphql";

const query = graphql`
  query OpsGoodsListPageQuery {
    opsGoodsList {
      id
      title
      priceFen
      stock
      artworkTitle
      stateLabel
      hasDraft
      state
      publishAt
    }
  }
`;

export const load = consoleLoader<OpsGoodsListPageQuery>(query, { title: "商城商品", description: "商城商品" });

/** /ops/goods: the platform's own goods an editor keeps (members' listings are not here), and new ones. */
export function OpsGoodsListPage() {
  const data = usePageQuery<OpsGoodsListPageQuery>(query);
  return (
    <PublishingList
      id="ops-goods"
      title="商城商品"
      newLabel="新建商品"
      edit={paths.ops.goods}
      items={data.opsGoodsList}
      empty="还没有自营商品"
      stateTestId="ops-goods-state"
      detail={(g) => (
        <>
          《{g.artworkTitle}》 · {formatFen(g.priceFen)} · 库存 <span data-testid="ops-goods-stock">{g.stock}</span>
        </>
      )}
    />
  );
}
