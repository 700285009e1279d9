import { graphql, useFragment } from "react-relay/hooks";
import { AppLink } from "../AppLink/AppLink";
import { formatFen } from "../../format/money";
import type { GoodsCard_goods$key } from "./__generated__/GoodsCard_goods.graphql";
import { paths } from "../../system/paths";
import { CardPicture } from "../Picture/Picture";

/** What is left of a piece of goods, in words: 孤品, 限量 99 版 · 余 12 件, 库存 40 件, 已售罄. */
export function stockText(kind: string, status: string, stock: number, editionSize: number): string {
  if (status === "SOLD_OUT") return "已售罄";
  if (status === "OFF_SHELF") return "已下架";
  if (kind === "ORIGINAL") return "孤品";
  if (editionSize > 0) return `限量 ${editionSize} 版 · 余 ${stock} 件`;
  return stock <= 5 ? `仅剩 ${stock} 件` : `库存 ${stock} 件`;
}

/** One piece of goods in the shop: the work's picture, title, artist, kind, price and what is left. */
export function GoodsCard({ goods }: { goods: GoodsCard_goods$key }) {
  const g = useFragment(
    graphql`
      fragment GoodsCard_goods on Goods {
        number
        title
        kind
        kindLabel
        status
        stock
        editionSize
        priceFen
        artwork {
          number
          title
          artist {
            name
          }
          images {
            url(width: 480)
            srcset
            width
            height
            alt
          }
        }
      }
    `,
    goods,
  );
  // A work taken down while the page loaded reads as null: its goods are no longer on offer.
  const artwork = g.artwork;
  if (!artwork) return null;
  const img = artwork.images?.[0];
  const soldOut = g.status !== "ON_SALE";
  return (
    <article className="group flex flex-col" data-testid="goods-card" data-kind={g.kind}>
      <AppLink to={paths.artwork(artwork.number)} className="block">
        <div className="relative flex aspect-square items-center justify-center overflow-hidden bg-black/[0.03] p-4">
          {img ? (
            <CardPicture
              picture={img}
              sizes="(max-width: 600px) 50vw, (max-width: 1280px) 25vw, 300px"
              alt={img.alt ?? artwork.title}
              className={`max-h-full w-auto max-w-full object-contain shadow-sm ${soldOut ? "opacity-60" : ""}`}
            />
          ) : null}
          <span className="absolute top-2 left-2 rounded bg-white/90 px-2 py-0.5 text-xs">{g.kindLabel}</span>
        </div>
        <div className="mt-2 space-y-0.5 text-sm">
          <p className="line-clamp-2 font-semibold" data-testid="goods-title">
            {g.title}
          </p>
          <p className="text-secondary">{artwork.artist.name}</p>
        </div>
      </AppLink>
      <div className="mt-1 flex items-baseline justify-between gap-2 text-sm">
        <span className="font-semibold" data-testid="goods-price">
          {formatFen(g.priceFen)}
        </span>
        <span className={soldOut ? "text-error" : "text-secondary"} data-testid="goods-stock">
          {stockText(g.kind, g.status, g.stock, g.editionSize)}
        </span>
      </div>
      {soldOut ? null : (
        <AppLink
          to={paths.member.buy(g.number)}
          className="mt-2 rounded border border-primary py-1.5 text-center text-sm hover:bg-primary hover:text-white"
          aria-label={`购买 ${g.title}`}
        >
          立即购买
        </AppLink>
      )}
    </article>
  );
}
