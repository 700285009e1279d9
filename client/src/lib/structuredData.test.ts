import { describe, expect, it } from "vitest";
import { articleJsonLd, artworkJsonLd, availabilityOf, exhibitionJsonLd, fenToYuanDecimal, galleryJsonLd, liveJsonLd, personJsonLd, type ArtworkInput } from "./structuredData";
import { scriptSafeJSON } from "../system/document";

describe("fenToYuanDecimal", () => {
  it("turns fen into a yuan decimal with string arithmetic", () => {
    expect(fenToYuanDecimal("0")).toBe("0.00");
    expect(fenToYuanDecimal("5")).toBe("0.05");
    expect(fenToYuanDecimal("100")).toBe("1.00");
    expect(fenToYuanDecimal("000123456")).toBe("1234.56");
    expect(fenToYuanDecimal("3123456789")).toBe("31234567.89");
    // Above 2^53: a float would round it.
    expect(fenToYuanDecimal("123456789012345678901")).toBe("1234567890123456789.01");
  });
  it("refuses what is not fen", () => {
    for (const bad of ["", "1.5", "-1", "1e5", "abc"]) expect(() => fenToYuanDecimal(bad)).toThrow();
  });
});

describe("availabilityOf", () => {
  it("maps every artwork status", () => {
    expect(availabilityOf("AVAILABLE")).toBe("https://schema.org/InStock");
    expect(availabilityOf("RESERVED")).toBe("https://schema.org/Reserved");
    expect(availabilityOf("SOLD")).toBe("https://schema.org/SoldOut");
    expect(availabilityOf("NOT_FOR_SALE")).toBeNull();
  });
});

const artwork: ArtworkInput = {
  title: "山居",
  year: 2019,
  mediumLabel: "油画",
  materials: "布面油画",
  widthCm: 60,
  heightCm: 80.5,
  depthCm: null,
  description: null,
  priceFen: "3123456789",
  status: "AVAILABLE",
  images: ["https://art.example/media/a-1280.jpg", "https://art.example/media/b-1280.jpg"],
  url: "https://art.example/artwork/7",
  artist: { name: "林秋野", nameEn: "Lin Qiuye", birthYear: 1962, region: "杭州", url: "https://art.example/artist/3" },
};

describe("artworkJsonLd", () => {
  it("is a VisualArtwork with its creator, sizes and an offer in CNY", () => {
    expect(artworkJsonLd(artwork)).toEqual({
      "@context": "https://schema.org",
      "@type": "VisualArtwork",
      name: "山居",
      url: "https://art.example/artwork/7",
      image: artwork.images,
      creator: {
        "@type": "Person",
        name: "林秋野",
        alternateName: "Lin Qiuye",
        birthDate: "1962",
        homeLocation: { "@type": "Place", name: "杭州" },
        url: "https://art.example/artist/3",
      },
      artform: "油画",
      artMedium: "布面油画",
      width: { "@type": "QuantitativeValue", value: 60, unitCode: "CMT", unitText: "cm" },
      height: { "@type": "QuantitativeValue", value: 80.5, unitCode: "CMT", unitText: "cm" },
      dateCreated: "2019",
      offers: {
        "@type": "Offer",
        price: "31234567.89",
        priceCurrency: "CNY",
        availability: "https://schema.org/InStock",
        url: "https://art.example/artwork/7",
      },
    });
  });
  it("says sold out when sold, and offers nothing when not for sale", () => {
    expect((artworkJsonLd({ ...artwork, status: "SOLD" }).offers as { availability: string }).availability).toBe(
      "https://schema.org/SoldOut",
    );
    const nfs = artworkJsonLd({ ...artwork, status: "NOT_FOR_SALE", materials: "", year: null });
    expect(nfs.offers).toBeUndefined();
    expect(nfs.dateCreated).toBeUndefined();
    expect(nfs.artMedium).toBe("油画");
  });
  it("cannot break out of its <script> element", () => {
    const text = scriptSafeJSON(artworkJsonLd({ ...artwork, title: "</script><script>alert(1)</script>" }));
    expect(text).not.toMatch(/[<>]/);
    expect((JSON.parse(text) as { name: string }).name).toBe("</script><script>alert(1)</script>");
  });
});

describe("personJsonLd", () => {
  it("names what is known and nothing else", () => {
    expect(personJsonLd({ name: "沈墨", nameEn: " ", birthYear: null, region: null, url: "https://art.example/artist/2" })).toEqual({
      "@context": "https://schema.org",
      "@type": "Person",
      name: "沈墨",
      url: "https://art.example/artist/2",
    });
  });
});

describe("galleryJsonLd", () => {
  it("is an ArtGallery with its Chinese postal address and contact, without empty fields", () => {
    const ld = galleryJsonLd({
      name: "山木画廊",
      nameEn: "Shanmu Gallery",
      city: "北京",
      address: "朝阳区酒仙桥路 4 号",
      phone: "010-58001234",
      email: null,
      website: "https://www.shanmu.example.cn",
      foundedYear: 2006,
      url: "https://art.example/gallery/3",
    });
    expect(ld).toEqual({
      "@context": "https://schema.org",
      "@type": "ArtGallery",
      name: "山木画廊",
      alternateName: "Shanmu Gallery",
      address: { "@type": "PostalAddress", addressCountry: "CN", addressLocality: "北京", streetAddress: "朝阳区酒仙桥路 4 号" },
      telephone: "010-58001234",
      sameAs: "https://www.shanmu.example.cn",
      foundingDate: "2006",
      url: "https://art.example/gallery/3",
    });
  });
  it("leaves out a Latin name equal to the name", () => {
    expect(galleryJsonLd({ name: "Lumen Gallery", nameEn: "Lumen Gallery", city: "上海" })).not.toHaveProperty("alternateName");
  });
});

describe("exhibitionJsonLd", () => {
  const base = {
    name: "墨的呼吸",
    description: "山木画廊荣幸呈现……",
    startDate: "2026-03-01",
    endDate: "2026-04-12",
    venue: { name: "山木画廊", city: "北京", address: "朝阳区酒仙桥路 4 号", url: "https://art.example/gallery/1" },
    organizer: { name: "山木画廊", url: "https://art.example/gallery/1" },
    performers: [{ name: "林秋野", url: "https://art.example/artist/3" }],
    images: ["https://art.example/media/a-1280.jpg"],
    url: "https://art.example/exhibition/5",
  };
  it("is an ExhibitionEvent at a Place with a postal address, organised by the gallery", () => {
    expect(exhibitionJsonLd(base)).toEqual({
      "@context": "https://schema.org",
      "@type": "ExhibitionEvent",
      name: "墨的呼吸",
      description: "山木画廊荣幸呈现……",
      startDate: "2026-03-01",
      endDate: "2026-04-12",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      eventStatus: "https://schema.org/EventScheduled",
      isAccessibleForFree: true,
      location: {
        "@type": "Place",
        name: "山木画廊",
        url: "https://art.example/gallery/1",
        address: { "@type": "PostalAddress", addressCountry: "CN", addressLocality: "北京", streetAddress: "朝阳区酒仙桥路 4 号" },
      },
      organizer: { "@type": "Organization", name: "山木画廊", url: "https://art.example/gallery/1" },
      performer: [{ "@type": "Person", name: "林秋野", url: "https://art.example/artist/3" }],
      image: ["https://art.example/media/a-1280.jpg"],
      url: "https://art.example/exhibition/5",
    });
  });
  it("names a museum venue without an organiser, address or pictures", () => {
    const ld = exhibitionJsonLd({ ...base, venue: { name: "浦江当代美术馆", city: "上海" }, organizer: null, performers: [], images: [] });
    expect(ld["location"]).toEqual({ "@type": "Place", name: "浦江当代美术馆", address: { "@type": "PostalAddress", addressCountry: "CN", addressLocality: "上海" } });
    expect(ld).not.toHaveProperty("organizer");
    expect(ld).not.toHaveProperty("performer");
    expect(ld).not.toHaveProperty("image");
    // A '</script>' in a title stays text inside the document's JSON-LD script.
    expect(scriptSafeJSON(exhibitionJsonLd({ ...base, name: "</script><b>" }))).not.toContain("</script>");
  });
});
describe("articleJsonLd", () => {
  it("is an Article with headline, author, dates, picture, keywords and the artists it is about", () => {
    expect(
      articleJsonLd({
        title: "墨色之间",
        summary: "一篇展评",
        author: "周远",
        publishedAt: "2026-11-20T02:00:00Z",
        updatedAt: "2026-11-21T02:00:00Z",
        tags: ["展评", "水墨"],
        image: "https://art.example/media/k/1280.jpg",
        url: "https://art.example/article/3",
        about: [{ name: "林秋野", url: "https://art.example/artist/1" }],
      }),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "Article",
      headline: "墨色之间",
      description: "一篇展评",
      author: { "@type": "Person", name: "周远" },
      datePublished: "2026-11-20T02:00:00Z",
      dateModified: "2026-11-21T02:00:00Z",
      image: ["https://art.example/media/k/1280.jpg"],
      url: "https://art.example/article/3",
      mainEntityOfPage: "https://art.example/article/3",
      keywords: "展评,水墨",
      inLanguage: "zh-CN",
      about: [{ "@type": "Person", name: "林秋野", url: "https://art.example/artist/1" }],
    });
  });
  it("names only what is known, and stays text inside a script element", () => {
    const ld = articleJsonLd({ title: "</script><script>alert(1)</script>", author: "某", publishedAt: "2026-01-01T00:00:00Z", url: "https://a.example/article/1" });
    expect(Object.keys(ld).sort()).toEqual(["@context", "@type", "author", "datePublished", "headline", "inLanguage", "mainEntityOfPage", "url"]);
    expect(scriptSafeJSON(ld)).not.toContain("</script>");
  });
});

describe("liveJsonLd", () => {
  it("is a BroadcastEvent online", () => {
    const ld = liveJsonLd({ title: "导览", host: "山木画廊", startsAt: "2026-11-25T12:00:00Z", status: "UPCOMING", url: "https://a.example/art-lives?live=2" });
    expect(ld["@type"]).toBe("BroadcastEvent");
    expect(ld["startDate"]).toBe("2026-11-25T12:00:00Z");
    expect(ld["organizer"]).toEqual({ "@type": "Organization", name: "山木画廊" });
  });
});
