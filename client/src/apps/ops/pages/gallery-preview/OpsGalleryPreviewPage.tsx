import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { useLoaderData, useLocation } from "react-router";
import { AppLink } from "../../../../components/AppLink/AppLink";
import { paths } from "../../../../system/paths";
import type { PageData } from "../../../../system/pageLoader";
import { consoleLoader } from "../../components";
import type { OpsGalleryPreviewPageQuery } from "./__generated__/OpsGalleryPreviewPageQuery.graphql";

const query = graphql`
  query OpsGalleryPreviewPageQuery($id: ID!) {
    galleryPreview(id: $id) {
      name
      nameEn
      city
      address
      openingHours
      phone
      email
      website
      description
      logoPicture {
        url(width: 320)
      }
      coverPicture {
        url(width: 1600)
        srcset
        width
        height
      }
    }
  }
`;

type Vars = OpsGalleryPreviewPageQuery["variables"];

export const load = consoleLoader<OpsGalleryPreviewPageQuery>(query, { title: "画廊预览", description: "画廊预览" }, { variables: (args) => ({ id: args.params.gallery_id ?? "" }) });

/** /ops/galleries/{id}/preview and /ops/gallery/{id}/preview: the head of the gallery's page as it will look once published (its draft). */
export function OpsGalleryPreviewPage() {
  const { variables } = useLoaderData() as PageData<Vars>;
  // A gallery's manager previews it from their section (/ops/gallery/{id}/preview), an editor from the galleries'.
  const back = useLocation().pathname.startsWith(`${paths.ops.gallery()}/`) ? paths.ops.gallery() : paths.ops.galleryEdit(variables.id);
  const g = useLazyLoadQuery<OpsGalleryPreviewPageQuery>(query, variables, { fetchPolicy: "network-only" }).galleryPreview;
  const facts: [string, string][] = g
    ? ([
        ["地址", g.address],
        ["开放时间", g.openingHours],
        ["电话", g.phone],
        ["邮箱", g.email],
        ["网址", g.website],
      ] as [string, string][]).filter(([, x]) => x !== "")
    : [];
  return (
    <div className="flex flex-col gap-3">
      <p className="rounded bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="preview-banner">
        预览：这是画廊主页发布后的样子，读者现在还看不到这些修改。{" "}
        <AppLink to={back} className="underline">
          返回编辑
        </AppLink>
      </p>
      {g ? (
        <article className="flex flex-col gap-3 rounded border border-gray-200 bg-white p-4" data-testid="gallery-preview">
          {g.coverPicture ? (
            <img src={g.coverPicture.url} srcSet={g.coverPicture.srcset} sizes="(min-width: 768px) 768px, 100vw" width={g.coverPicture.width} height={g.coverPicture.height} alt={g.name} className="h-auto w-full rounded" />
          ) : null}
          <div className="flex items-center gap-3">
            {g.logoPicture ? <img src={g.logoPicture.url} alt="" width={64} height={64} className="h-16 w-16 rounded object-contain" /> : null}
            <div>
              <h1 className="text-xl font-bold">{g.name}</h1>
              <p className="text-sm text-secondary">
                {g.nameEn ? `${g.nameEn} · ` : ""}
                {g.city}
              </p>
            </div>
          </div>
          {facts.length > 0 ? (
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              {facts.map(([k, x]) => (
                <div key={k} className="contents">
                  <dt className="text-secondary">{k}</dt>
                  <dd>{x}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          {g.description ? <p className="whitespace-pre-line text-sm">{g.description}</p> : null}
        </article>
      ) : (
        <p className="text-secondary">画廊不存在</p>
      )}
    </div>
  );
}
