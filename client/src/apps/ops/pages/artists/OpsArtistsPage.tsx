import { graphql } from "react-relay/hooks";
import { paths } from "../../../../system/paths";
import { usePageQuery } from "../../../../system/pageQuery";
import { consoleLoader, PublishingList } from "../../components";
import type { OpsArtistsPageQuery } from "./__generated__/OpsArtistsPageQuery.graphql";

const query = graphql`
  query OpsArtistsPageQuery {
    opsArtists {
      id
      title: name
      region
      galleries {
        name
      }
      stateLabel
      hasDraft
      state
      publishAt
    }
  }
`;

export const load = consoleLoader<OpsArtistsPageQuery>(query, { title: "艺术家", description: "艺术家" });

/** /ops/artists: the artists the member keeps (an editor's all, a manager's those their gallery represents), and a new one. */
export function OpsArtistsPage() {
  const data = usePageQuery<OpsArtistsPageQuery>(query);
  return (
    <PublishingList
      id="ops-artists"
      title="艺术家"
      newLabel="新建艺术家"
      empty="还没有艺术家"
      stateTestId="ops-artist-state"
      edit={paths.ops.artist}
      items={data.opsArtists}
      detail={(a) => [a.region, a.galleries.map((g) => g.name).join("、")].filter(Boolean).join(" · ") || "—"}
    />
  );
}
