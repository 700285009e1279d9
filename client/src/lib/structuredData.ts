/**
 * schema.org structured data (JSON-LD) for search engines: an artwork as a VisualArtwork with its creator and
 * offer, an artist as a Person. Pure functions of the page's data; the document writes the result into
 * <script type="application/ld+json"> through scriptSafeJSON (a '</script>' inside data stays text).
 */

/** A JSON-LD node: plain JSON with schema.org's @-keys. */
export type JsonLdValue = string | number | boolean | null | JsonLdValue[] | { [key: string]: JsonLdValue };
export type JsonLd = { "@context"?: string; "@type": string } & { [key: string]: JsonLdValue };

const SCHEMA = "https://schema.org";

/**
 * An amount of fen (a string of digits, GraphQL's Fen) as a yuan decimal string for schema.org's price:
 * "123456" → "1234.56", "5" → "0.05". String arithmetic only, so amounts above 2^53 fen stay exact.
 */
export function fenToYuanDecimal(fen: string): string {
  const m = /^\d+$/.exec(fen.trim());
  if (!m) throw new Error(`not an amount of fen: ${JSON.stringify(fen)}`);
  const digits = m[0].replace(/^0+(?=\d)/, "").padStart(3, "0");
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** The artwork statuses of the GraphQL enum ArtworkStatus. */
export type ArtworkStatus = "AVAILABLE" | "RESERVED" | "SOLD" | "NOT_FOR_SALE";

/**
 * schema.org ItemAvailability of an artwork's status; null when the artwork is not offered at all
 * (NOT_FOR_SALE, or a status this build does not know).
 */
export function availabilityOf(status: string): string | null {
  switch (status) {
    case "AVAILABLE":
      return `${SCHEMA}/InStock`;
    case "RESERVED":
      return `${SCHEMA}/Reserved`;
    case "SOLD":
      return `${SCHEMA}/SoldOut`;
    default:
      return null;
  }
}

/** A length in centimetres (UN/CEFACT unit code CMT). */
function centimetres(value: number): JsonLd {
  return { "@type": "QuantitativeValue", value, unitCode: "CMT", unitText: "cm" };
}

/** Drops null, undefined and empty-string members, so the output names only what is known. */
function compact(node: Record<string, JsonLdValue | undefined>): { [key: string]: JsonLdValue } {
  const out: { [key: string]: JsonLdValue } = {};
  for (const [k, v] of Object.entries(node)) {
    if (v === undefined || v === null || v === "") continue;
    if (Array.isArray(v) && v.length === 0) continue;
    out[k] = v;
  }
  return out;
}

export interface PersonInput {
  name: string;
  nameEn?: string | null;
  birthYear?: number | null;
  region?: string | null;
  /** Absolute address of the artist's page. */
  url?: string | null;
  /** Absolute address of a picture (the artist's first artwork). */
  image?: string | null;
  description?: string | null;
}

/** An artist as a schema.org Person; the region (a city) is the home location. */
export function personJsonLd(p: PersonInput, withContext = true): JsonLd {
  return {
    ...(withContext ? { "@context": SCHEMA } : {}),
    "@type": "Person",
    ...compact({
      name: p.name,
      alternateName: p.nameEn?.trim() || null,
      birthDate: p.birthYear ? String(p.birthYear) : null,
      homeLocation: p.region ? { "@type": "Place", name: p.region } : null,
      image: p.image,
      url: p.url,
      description: p.description,
    }),
  };
}

export interface ArtworkInput {
  title: string;
  year?: number | null;
  /** The medium's Chinese name (油画, 国画 ...): schema.org artform. */
  mediumLabel?: string | null;
  /** What it is made of (布面油画 ...): artMedium; the medium's name when absent. */
  materials?: string | null;
  widthCm?: number | null;
  heightCm?: number | null;
  depthCm?: number | null;
  description?: string | null;
  /** Fen, as a string of digits. */
  priceFen: string;
  status: string;
  /** Absolute image addresses, the lead image first. */
  images: string[];
  /** Absolute address of the artwork's page. */
  url: string;
  artist: PersonInput;
}

/** An artwork as a schema.org VisualArtwork with its creator and, when it is offered, an Offer in CNY. */
export function artworkJsonLd(a: ArtworkInput): JsonLd {
  const availability = availabilityOf(a.status);
  return {
    "@context": SCHEMA,
    "@type": "VisualArtwork",
    ...compact({
      name: a.title,
      url: a.url,
      image: a.images,
      description: a.description,
      creator: personJsonLd(a.artist, false),
      artform: a.mediumLabel,
      artMedium: a.materials?.trim() || a.mediumLabel,
      width: a.widthCm ? centimetres(a.widthCm) : null,
      height: a.heightCm ? centimetres(a.heightCm) : null,
      depth: a.depthCm ? centimetres(a.depthCm) : null,
      dateCreated: a.year ? String(a.year) : null,
      offers: availability
        ? {
            "@type": "Offer",
            price: fenToYuanDecimal(a.priceFen),
            priceCurrency: "CNY",
            availability,
            url: a.url,
          }
        : null,
    }),
  };
}

export interface GalleryInput {
  name: string;
  nameEn?: string | null;
  city: string;
  address?: string | null;
  phone?: string | null;
  email?: string | null;
  website?: string | null;
  foundedYear?: number | null;
  image?: string | null;
  /** Absolute address of the logo. */
  logo?: string | null;
  url?: string | null;
  description?: string | null;
}

/** A gallery as schema.org ArtGallery (a LocalBusiness), with its postal address in China. */
export function galleryJsonLd(g: GalleryInput): JsonLd {
  return {
    "@context": SCHEMA,
    "@type": "ArtGallery",
    ...compact({
      name: g.name,
      alternateName: g.nameEn?.trim() && g.nameEn.trim() !== g.name ? g.nameEn.trim() : null,
      address: {
        "@type": "PostalAddress",
        addressCountry: "CN",
        addressLocality: g.city,
        ...(g.address ? { streetAddress: g.address } : {}),
      },
      telephone: g.phone,
      email: g.email,
      sameAs: g.website,
      foundingDate: g.foundedYear ? String(g.foundedYear) : null,
      image: g.image,
      logo: g.logo,
      url: g.url,
      description: g.description,
    }),
  };
}

export interface ExhibitionInput {
  name: string;
  description?: string | null;
  /** Schema.org dates of the first and last day (2026-03-01), in Shanghai. */
  startDate: string;
  endDate: string;
  /** The venue: a gallery's or a museum's name, its city and street address. */
  venue: { name: string; city: string; address?: string | null; url?: string | null };
  /** The organiser: the hosting gallery, when there is one. */
  organizer?: { name: string; url?: string | null } | null;
  /** The artists shown. */
  performers?: { name: string; url?: string | null }[];
  /** Absolute image addresses (installation views). */
  images: string[];
  /** Absolute address of the exhibition's page. */
  url: string;
}

/** An exhibition as schema.org ExhibitionEvent at a Place in China, offline and free to visit. */
export function exhibitionJsonLd(e: ExhibitionInput): JsonLd {
  const place: JsonLd = {
    "@type": "Place",
    ...compact({
      name: e.venue.name,
      url: e.venue.url,
      address: {
        "@type": "PostalAddress",
        addressCountry: "CN",
        addressLocality: e.venue.city,
        ...(e.venue.address ? { streetAddress: e.venue.address } : {}),
      },
    }),
  };
  return {
    "@context": SCHEMA,
    "@type": "ExhibitionEvent",
    ...compact({
      name: e.name,
      description: e.description,
      startDate: e.startDate,
      endDate: e.endDate,
      eventAttendanceMode: `${SCHEMA}/OfflineEventAttendanceMode`,
      eventStatus: `${SCHEMA}/EventScheduled`,
      isAccessibleForFree: true,
      location: place,
      organizer: e.organizer ? { "@type": "Organization", ...compact({ name: e.organizer.name, url: e.organizer.url }) } : null,
      performer: (e.performers ?? []).map((p) => ({ "@type": "Person", ...compact({ name: p.name, url: p.url }) })),
      image: e.images,
      url: e.url,
    }),
  };
}
export interface ArticleInput {
  title: string;
  summary?: string | null;
  /** The writer's name as printed. */
  author: string;
  /** RFC 3339 instants. */
  publishedAt: string;
  updatedAt?: string | null;
  tags?: readonly string[] | null;
  /** Absolute address of the cover picture. */
  image?: string | null;
  /** Absolute address of the article's page. */
  url: string;
  /** The artists it is about (their names and absolute page addresses). */
  about?: readonly { name: string; url: string }[];
}

/** An article as a schema.org Article: headline, author, dates, picture, keywords and the artists it is about. */
export function articleJsonLd(a: ArticleInput): JsonLd {
  return {
    "@context": SCHEMA,
    "@type": "Article",
    ...compact({
      headline: a.title,
      description: a.summary,
      author: { "@type": "Person", name: a.author },
      datePublished: a.publishedAt,
      dateModified: a.updatedAt,
      image: a.image ? [a.image] : null,
      url: a.url,
      mainEntityOfPage: a.url,
      keywords: a.tags && a.tags.length > 0 ? a.tags.join(",") : null,
      inLanguage: "zh-CN",
      about: (a.about ?? []).map((p) => ({ "@type": "Person", name: p.name, url: p.url })),
    }),
  };
}

export interface LiveInput {
  title: string;
  description?: string | null;
  host: string;
  /** RFC 3339 instant of the announced start. */
  startsAt: string;
  /** UPCOMING, LIVE or REPLAY. */
  status: string;
  image?: string | null;
  url: string;
}

/** An art live as a schema.org BroadcastEvent (isLiveBroadcast), online only. */
export function liveJsonLd(l: LiveInput): JsonLd {
  return {
    "@context": SCHEMA,
    "@type": "BroadcastEvent",
    ...compact({
      name: l.title,
      description: l.description,
      startDate: l.startsAt,
      isLiveBroadcast: true,
      eventAttendanceMode: `${SCHEMA}/OnlineEventAttendanceMode`,
      eventStatus: `${SCHEMA}/EventScheduled`,
      organizer: { "@type": "Organization", name: l.host },
      location: { "@type": "VirtualLocation", url: l.url },
      image: l.image ? [l.image] : null,
      url: l.url,
    }),
  };
}
