/**
 * The `sizes` of card images, as the grids lay the cards out (Tailwind's breakpoints: sm 640, md 768, lg 1024,
 * xl 1280 px; the page column stops growing at 1280 px less its gutters). The browser picks the srcset width from
 * these, so a card never downloads a picture wider than it shows.
 */

/** Artwork cards: two columns below md, three below lg, four from lg on. */
export const ARTWORK_CARD_SIZES = "(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw";

/** Exhibition, viewing-room, gallery, live and article cards: one column below sm, two below lg, three from lg on. */
export const WIDE_CARD_SIZES = "(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw";

/**
 * Cards of a grid whose pictures are fetched at once and first (preloaded, high priority): the first row on a phone,
 * where the largest paint is. More of them only split a slow connection's bandwidth with it; the rest of the first
 * screen's pictures load as soon as the layout shows them in view.
 */
export const PRIORITY_CARDS = 2;
