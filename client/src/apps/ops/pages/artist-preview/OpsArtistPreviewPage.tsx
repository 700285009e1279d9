import { graphql } from "react-relay/hooks";
import { Picture } from "../../../../components/Picture/Picture";
import { artistFacts } from "../../../../lib/artistIndex";
import { previewPage } from "../../components";
import type { OpsArtistPreviewPageQuery } from "./__generated__/OpsArtistPreviewPageQuery.graphql";

const query = graphql`
  query OpsArtistPreviewPageQuery($id: ID!) {
    artistPreview(id: $id) {
      name
      nameEn
      birthYear
      region
      bio
      portraitPicture {
        url(width: 320)
        srcset
        width
        height
      }
      galleries {
        id
        name
      }
    }
  }
`;

/** /ops/artists/{id}/preview: the head and the about tab of the artist's page as they will look once published (the draft). */
export const { load, PreviewPage: OpsArtistPreviewPage } = previewPage<OpsArtistPreviewPageQuery>(query, "artist", ({ artistPreview: a }) => {
  if (!a) return null;
  const facts = artistFacts(a.region, a.birthYear);
  return (
    <article className="flex flex-col gap-6 rounded border border-gray-200 bg-white p-6" data-testid="artist-preview">
      <header className="flex items-center gap-6">
        {a.portraitPicture ? (
          <Picture picture={a.portraitPicture} sizes="96px" alt={`${a.name}肖像`} className="h-24 w-24 shrink-0 rounded-full object-cover" data-testid="artist-portrait" />
        ) : null}
        <div>
          <h1 className="font-serif text-4xl font-bold" data-testid="artist-preview-name">
            {a.name}
          </h1>
          {a.nameEn ? <p className="mt-1 text-secondary">{a.nameEn}</p> : null}
          {facts ? <p className="mt-1 text-sm text-secondary">{facts}</p> : null}
          {a.galleries && a.galleries.length > 0 ? <p className="mt-2 text-sm text-secondary">代理画廊：{a.galleries.map((g) => g.name).join("、")}</p> : null}
        </div>
      </header>
      <div className="max-w-3xl space-y-4 leading-7 text-primary/90" data-testid="artist-bio">
        {a.bio ? a.bio.split(/\n+/).filter((p) => p.trim()).map((p, i) => <p key={i}>{p}</p>) : <p className="text-secondary">暂无简介。</p>}
      </div>
    </article>
  );
});
