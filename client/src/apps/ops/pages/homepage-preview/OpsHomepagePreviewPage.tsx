import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { AppLink } from "../../../../components/AppLink/AppLink";
import { HomeCards } from "../../../../features/homeSections/HomeCards";
import { HomeSection } from "../../../../features/homeSections/HomeSection";
import { paths } from "../../../../system/paths";
import { consoleLoader } from "../../components";
import type { OpsHomepagePreviewPageQuery } from "./__generated__/OpsHomepagePreviewPageQuery.graphql";

const query = graphql`
  query OpsHomepagePreviewPageQuery {
    homeLayoutPreview {
      key
      ...HomeSection_section
    }
  }
`;

export const load = consoleLoader<OpsHomepagePreviewPageQuery>(query, { title: "首页预览", description: "首页预览" });

/** /ops/homepage/preview: the home page's sections as they will look once the draft is published; editors only. */
export function OpsHomepagePreviewPage() {
  const data = useLazyLoadQuery<OpsHomepagePreviewPageQuery>(query, {}, { fetchPolicy: "network-only" });
  return (
    <div className="flex flex-col gap-3">
      <p className="rounded bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="preview-banner">
        预览：这是首页编排发布后的样子，访客现在还看不到这些修改。{" "}
        <AppLink to={paths.ops.homepage()} className="underline">
          返回编辑
        </AppLink>
      </p>
      <div className="rounded border border-gray-200 bg-white" data-testid="homepage-preview">
        {data.homeLayoutPreview.map((s) => (
          <HomeSection key={s.key} section={s} cards={(c) => <HomeCards section={c} />} />
        ))}
      </div>
    </div>
  );
}
