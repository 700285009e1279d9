import { describe, expect, it } from "vitest";
import { sectionOf, sectionPath } from "./consoleSections";

describe("console sections", () => {
  it("names the section of each console address", () => {
    expect(sectionOf("/ops")).toBe("HOME");
    expect(sectionOf("/ops/")).toBe("HOME");
    expect(sectionOf("/ops/artworks")).toBe("REVIEW");
    expect(sectionOf("/ops/members")).toBe("MEMBERS");
    expect(sectionOf("/ops/members/17179869185")).toBe("MEMBERS");
    expect(sectionOf("/ops/deletions")).toBe("DELETIONS");
    expect(sectionOf("/ops/partners")).toBe("PARTNERS");
    expect(sectionOf("/ops/gallery")).toBe("GALLERY");
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
  });
  it("maps sections to their pages, an unknown one to the home", () => {
    expect(sectionPath("MEMBERS")).toBe("/ops/members");
    expect(sectionPath("DELETIONS")).toBe("/ops/deletions");
    expect(sectionPath("SHIPMENTS")).toBe("/ops/shipments");
    expect(sectionPath("FUTURE")).toBe("/ops");
  });
});
