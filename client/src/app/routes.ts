import { homeRoutes } from "../apps/home/homeRoutes";
import { artworksRoutes } from "../apps/artworks/artworksRoutes";
import { artistsRoutes } from "../apps/artists/artistsRoutes";
import { galleriesRoutes } from "../apps/galleries/galleriesRoutes";
import { eventsRoutes } from "../apps/events/eventsRoutes";
import { articlesRoutes } from "../apps/articles/articlesRoutes";
import { livesRoutes } from "../apps/lives/livesRoutes";
import { shopRoutes } from "../apps/shop/shopRoutes";
import { searchRoutes } from "../apps/search/searchRoutes";
import { authRoutes } from "../apps/auth/authRoutes";
import { memberRoutes } from "../apps/member/memberRoutes";
import { sellingRoutes } from "../apps/selling/sellingRoutes";
import { opsRoutes } from "../apps/ops/opsRoutes";
import { ordersRoutes } from "../apps/orders/ordersRoutes";
import { refundsRoutes } from "../apps/refunds/refundsRoutes";
import { siteRoutes } from "../apps/site/siteRoutes";
import type { RouteSpec } from "../system/routeSpec";

/**
 * Every route of spec §2.1 and §2.2: the areas' own lists joined. A new route is one line in its area's
 * apps/<area>/<area>Routes.ts; a new area is one import and one spread here.
 */
export const routes: RouteSpec[] = [
  ...homeRoutes,
  ...artworksRoutes,
  ...artistsRoutes,
  ...galleriesRoutes,
  ...eventsRoutes,
  ...articlesRoutes,
  ...livesRoutes,
  ...shopRoutes,
  ...searchRoutes,
  ...authRoutes,
  ...memberRoutes,
  ...sellingRoutes,
  ...opsRoutes,
  ...ordersRoutes,
  ...refundsRoutes,
  ...siteRoutes,
];
