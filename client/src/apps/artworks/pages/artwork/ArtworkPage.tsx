import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { FavoriteButton } from "../../../../features/favorites/FavoriteButton";
import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import type { Environment } from "relay-runtime";
import { loadQuery, notFound, numberParam, pathOf, siteUrl, type PageData, type Site } from "../../../../system/pageLoader";
import { summarize } from "../../../../system/headMeta";
import { artworkJsonLd } from "../../../../lib/structuredData";
import { AppLink } from "../../../../components/AppLink/AppLink";
import { stockText } from "../../../../components/GoodsCard/GoodsCard";
import { formatFen } from "../../../../format/money";
import { formatDimensions } from "../../../../format/artwork";
import { ArtworkImages } from "./ArtworkImages";
import { ArtworkFacts, ArtworkSale, ArtworkTitle } from "../../../../components/ArtworkDetail/ArtworkDetail";
import type { ArtworkPageQuery } from "./__generated__/ArtworkPageQuery.graphql";
import { paths } from "../../../../system/paths";

const query = graphql`
  query ArtworkPageQuery($number: Int!) {
    artworkByNumber(number: $number) {
      id
      number
      title
      year
      mediumLabel
      materials
      widthCm
      heightCm
      depthCm
      edition
      description
      priceFen
      status
      statusLabel
      favoriteCount
      viewerHasFavorited
      framed
      signed
      certificate
      artist {
        number
        name
        nameEn
        birthYear
        region
      }
      gallery {
        number
        name
        city
      }
      seller {
        nickname
        shippingLabel
        shipFrom
        viewerWorkNumber
      }
      goods {
        id
        number
        kind
        kindLabel
        title
        priceFen
        stock
        status
        editionSize
      }
      # The share card and JSON-LD: every image in a large responsive width, the lead first.
      images {
        url(width: 1280)
      }
      ...ArtworkImages_artwork
    }
  }
`;

type Vars = ArtworkPageQuery["variables"];

export async function load(env: Environment, args: LoaderFunctionArgs, site: Site): Promise<PageData<Vars>> {
  const variables: Vars = { number: numberParam(args, "artwork_id") };
  const res = await loadQuery<ArtworkPageQuery>(env, query, variables);
  const a = res.artworkByNumber;
  if (!a) notFound(pathOf(args));
  const path = paths.artwork(a.number);
  const artistPath = paths.artist(a.artist.number);
  const images = (a.images ?? []).map((im) => siteUrl(site, im.url));
  const facts = [a.year ? `${a.year}` : null, a.mediumLabel, formatDimensions(a.heightCm, a.widthCm, a.depthCm)];
  const summary = `${a.artist.name}《${a.title}》，${facts.filter(Boolean).join("，")}。`;
  return {
    variables,
    meta: {
      title: `${a.artist.name}《${a.title}》`,
      description: summarize(a.description ? `${summary}${a.description}` : summary),
      image: images[0],
      type: "product",
      canonicalPath: path,
      jsonLd: artworkJsonLd({
        title: a.title,
        year: a.year,
        mediumLabel: a.mediumLabel,
        materials: a.materials,
        widthCm: a.widthCm,
        heightCm: a.heightCm,
        depthCm: a.depthCm,
        description: a.description,
        priceFen: a.priceFen,
        status: a.status,
        images,
        url: siteUrl(site, path),
        artist: {
          name: a.artist.name,
          nameEn: a.artist.nameEn,
          birthYear: a.artist.birthYear,
          region: a.artist.region,
          url: siteUrl(site, artistPath),
        },
      }),
    },
  };
}

export function ArtworkPage() {
  const { variables } = useLoaderData() as PageData<Vars>;
  const data = useLazyLoadQuery<ArtworkPageQuery>(query, variables, { fetchPolicy: "store-or-network" });
  const a = data.artworkByNumber;
  if (!a) return null;
  return (
    <article className="mx-auto grid max-w-7xl gap-10 px-4 py-10 md:grid-cols-[3fr_2fr]">
      <ArtworkImages artwork={a} />
      <div>
        <AppLink to={paths.artist(a.artist.number)} className="text-lg font-semibold hover:underline">
          {a.artist.name}
        </AppLink>
        {a.artist.nameEn ? <p className="text-sm text-secondary">{a.artist.nameEn}</p> : null}
        <p className="text-sm text-secondary">
          {[a.artist.region, a.artist.birthYear ? `${a.artist.birthYear} 年生` : null].filter(Boolean).join(" · ")}
        </p>
        <ArtworkTitle title={a.title} year={a.year} />
        <ArtworkFacts mediumLabel={a.mediumLabel} materials={a.materials} widthCm={a.widthCm} heightCm={a.heightCm} depthCm={a.depthCm} year={a.year} edition={a.edition} framed={a.framed} signed={a.signed} certificate={a.certificate} />
        <div className="mt-8 border-t border-black/10 pt-6">
          {a.status === "AVAILABLE" ? (
            <p className="text-2xl font-bold" data-testid="artwork-price">
              {formatFen(a.priceFen)}
            </p>
          ) : (
            <p className="text-xl font-semibold text-secondary" data-testid="artwork-status">
              {a.statusLabel}
            </p>
          )}
          <div className="mt-4" data-testid="artwork-favorite">
            <FavoriteButton kind="artwork" id={a.id} on={a.viewerHasFavorited} count={a.favoriteCount} showCount />
          </div>
        </div>
        {a.gallery ? (
          <p className="mt-4 text-sm text-secondary" data-testid="artwork-gallery">
            由{" "}
            <AppLink to={paths.gallery(a.gallery.number)} className="text-primary underline underline-offset-2">
              {a.gallery.name}
            </AppLink>
            （{a.gallery.city}）提供
          </p>
        ) : null}
        {a.seller ? <ArtworkSale nickname={a.seller.nickname} shipping={a.seller.shippingLabel} shipFrom={a.seller.shipFrom} /> : null}
        {a.description ? <p className="mt-8 whitespace-pre-line leading-7 text-primary/90">{a.description}</p> : null}
        <ArtworkGoods goods={a.goods ?? []} ownNumber={a.seller?.viewerWorkNumber ?? null} />
      </div>
    </article>
  );
}

interface GoodsItem {
  readonly id: string;
  readonly number: number;
  readonly kind: string;
  readonly kindLabel: string;
  readonly title: string;
  readonly priceFen: string;
  readonly stock: number;
  readonly status: string;
  readonly editionSize: number;
}

/**
 * What the shop sells of this work (the original, prints, products), each with its buy button; the seller signed
 * in (ownNumber: their work's number) is offered their page to manage it instead of buying it.
 */
function ArtworkGoods({ goods, ownNumber }: { goods: readonly GoodsItem[]; ownNumber: number | null }) {
  const shown = goods.filter((g) => g.status !== "OFF_SHELF");
  if (shown.length === 0) return null;
  const order = ["ORIGINAL", "PRINT", "DERIVATIVE"];
  const sorted = [...shown].sort((x, y) => order.indexOf(x.kind) - order.indexOf(y.kind));
  return (
    <section className="mt-10 border-t border-black/10 pt-6" aria-labelledby="goods-h" data-testid="artwork-goods">
      <h2 id="goods-h" className="mb-4 font-semibold">
        购买选项
      </h2>
      <ul className="divide-y divide-black/5">
        {sorted.map((g) => (
          <li key={g.id} className="flex items-center gap-4 py-3 text-sm">
            <div className="min-w-0 flex-1">
              <p className="truncate">
                <span className="mr-2 rounded bg-black/5 px-1.5 py-0.5 text-xs">{g.kindLabel}</span>
                {g.title}
              </p>
              <p className="mt-0.5 text-xs text-secondary">{stockText(g.kind, g.status, g.stock, g.editionSize)}</p>
            </div>
            <span className="font-semibold">{formatFen(g.priceFen)}</span>
            {g.status === "ON_SALE" && ownNumber !== null ? (
              <AppLink to={paths.member.artwork(ownNumber)} className="rounded border border-primary px-4 py-1.5 text-primary" data-testid="manage-own-work">
                我的作品，去管理
              </AppLink>
            ) : g.status === "ON_SALE" ? (
              <AppLink to={paths.member.buy(g.number)} className="rounded bg-primary px-4 py-1.5 text-white" aria-label={`购买 ${g.title}`}>
                购买
              </AppLink>
            ) : (
              <span className="px-4 py-1.5 text-secondary">已售罄</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
