import { describe, expect, it } from "vitest";
import { sectionOf, sectionPath } from "./consoleSections";

describe("console sections", () => {
  it("names the section of each console address", () => {
    expect(sectionOf("/ops")).toBe("HOME");
    expect(sectionOf("/ops/")).toBe("HOME");
    expect(sectionOf("/ops/artworks")).toBe("REVIEW");
    expect(sectionOf("/ops/artists")).toBe("ARTISTS");
    expect(sectionOf("/ops/artists/new")).toBe("ARTISTS");
    expect(sectionOf("/ops/artists/17179869185/preview")).toBe("ARTISTS");
    expect(sectionOf("/ops/artistsx")).toBeNull();
    expect(sectionOf("/ops/members")).toBe("MEMBERS");
    expect(sectionOf("/ops/members/17179869185")).toBe("MEMBERS");
    expect(sectionOf("/ops/deletions")).toBe("DELETIONS");
    expect(sectionOf("/ops/partners")).toBe("PARTNERS");
    expect(sectionOf("/ops/gallery")).toBe("GALLERY");
    expect(sectionOf("/ops/gallery-artworks")).toBe("GALLERY_WORKS");
    expect(sectionOf("/ops/gallery-artworks/12/edit")).toBe("GALLERY_WORKS");
    expect(sectionOf("/ops/gallerys")).toBeNull();
    expect(sectionOf("/ops/galleries")).toBe("GALLERIES");
    expect(sectionOf("/ops/galleries/17179869185/preview")).toBe("GALLERIES");
    expect(sectionOf("/ops/shipments")).toBe("SHIPMENTS");
    expect(sectionOf("/ops/shipmentsx")).toBeNull();
    expect(sectionOf("/ops/audit")).toBe("AUDIT");
    expect(sectionOf("/ops/auditx")).toBeNull();
    expect(sectionOf("/ops/unknown")).toBeNull();
    expect(sectionOf("/ops/arbitration")).toBe("ARBITRATION");
    expect(sectionOf("/ops/withdrawals")).toBe("WITHDRAWALS");
    expect(sectionOf("/ops/anomalies")).toBe("MONEY_ANOMALIES");
    expect(sectionOf("/ops/ledger")).toBe("LEDGER");
    expect(sectionOf("/ops/ledgers")).toBeNull();
    expect(sectionOf("/ops/homepage")).toBe("HOMEPAGE");
    expect(sectionOf("/ops/homepage/preview")).toBe("HOMEPAGE");
  });
  it("maps sections to their pages, an unknown one to the home", () => {
    expect(sectionPath("MEMBERS")).toBe("/ops/members");
    expect(sectionPath("DELETIONS")).toBe("/ops/deletions");
    expect(sectionPath("SHIPMENTS")).toBe("/ops/shipments");
    expect(sectionPath("FUTURE")).toBe("/ops");
  });
});
