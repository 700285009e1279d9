import { graphql } from "react-relay/hooks";
import { AppLink } from "../../../../components/AppLink/AppLink";
import { formatFen } from "../../../../format/money";
import { formatShanghaiDateTime } from "../../../../format/date";
import { paths } from "../../../../system/paths";
import { usePageQuery } from "../../../../system/pageQuery";
import { ConsoleList, ConsoleSection, consoleLoader } from "../../components";
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
    <ConsoleSection id="ops-goods" title="商城商品" intro={<AppLink to={paths.ops.goods("new")} className="text-primary underline">新建商品</AppLink>}>
      <ConsoleList items={data.opsGoodsList} empty="还没有自营商品" variant="rows" testId="ops-goods">
        {(g) => (
          <li key={g.id} className="p-3">
            <AppLink to={paths.ops.goods(g.id)} className="font-semibold text-primary hover:underline">
              {g.title}
            </AppLink>
            <p className="mt-1 text-sm text-secondary">
              《{g.artworkTitle}》 · {formatFen(g.priceFen)} · 库存 <span data-testid="ops-goods-stock">{g.stock}</span> ·{" "}
              <span data-testid="ops-goods-state">{g.stateLabel}</span>
              {g.hasDraft && g.state === "PUBLISHED" ? " · 有未发布的修改" : ""}
              {g.publishAt ? ` · ${formatShanghaiDateTime(g.publishAt)} 发布` : ""}
            </p>
          </li>
        )}
      </ConsoleList>
    </ConsoleSection>
  );
}
