import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { RelayEnvironmentProvider, graphql, useLazyLoadQuery } from "react-relay/hooks";
import { createOperationDescriptor, getRequest } from "relay-runtime";
import { createMockEnvironment, MockPayloadGenerator } from "relay-test-utils";
import { MemoryRouter } from "react-router";
import { ArtworkCard } from "./ArtworkCard";
import type { ArtworkCardTestQuery } from "./__generated__/ArtworkCardTestQuery.graphql";

const query = graphql`
  query ArtworkCardTestQuery @relay_test_operation {
    artworkByNumber(number: 1) {
      ...ArtworkCard_artwork
    }
  }
`;

function Harness() {
  const data = useLazyLoadQuery<ArtworkCardTestQuery>(query, {}, { fetchPolicy: "store-only" });
  return data.artworkByNumber ? <ArtworkCard artwork={data.artworkByNumber} /> : null;
}

function renderCard(artwork: Record<string, unknown>) {
  const env = createMockEnvironment();
  const op = createOperationDescriptor(getRequest(query), {});
  env.commitPayload(
    op,
    MockPayloadGenerator.generate(op, {
      Artwork: () => artwork,
      Artist: () => ({ name: "沈墨" }),
      ArtworkImage: () => ({ url: "/media/a/640.jpg", srcset: "/media/a/320.jpg 320w", width: 1600, height: 1200, alt: null }),
    }).data as never,
  );
  render(
    <RelayEnvironmentProvider environment={env}>
      <MemoryRouter>
        <Harness />
      </MemoryRouter>
    </RelayEnvironmentProvider>,
  );
}

describe("ArtworkCard", () => {
  it("shows artist, title, year, medium and the exact price, linked by number", async () => {
    renderCard({ number: 17, title: "秋山行旅", year: 2019, mediumLabel: "国画", priceFen: "3123456789", status: "AVAILABLE", statusLabel: "在售" });
    expect(await screen.findByText("沈墨")).toBeTruthy();
    expect(screen.getByText("秋山行旅")).toBeTruthy();
    expect(screen.getByText("国画")).toBeTruthy();
    expect(screen.getByTestId("artwork-price").textContent).toBe("¥31,234,567.89");
    expect(screen.getByRole("link").getAttribute("href")).toBe("/artwork/17");
  });

  it("shows the status instead of a price when not for sale", async () => {
    renderCard({ number: 3, title: "无题", year: null, mediumLabel: "油画", priceFen: "100", status: "SOLD", statusLabel: "已售出" });
    expect((await screen.findByTestId("artwork-price")).textContent).toBe("已售出");
  });
});
