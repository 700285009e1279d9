import { render, screen } from "@testing-library/react";
import { CardPicture, Picture, WideCardPicture } from "./Picture";
import { WIDE_CARD_SIZES } from "../cardSizes";

const picture = { url: "/media/a.jpg", srcset: "/media/a-480.jpg 480w, /media/a-960.jpg 960w", width: 1200, height: 800 };

describe("Picture", () => {
  it("gives the browser the copies, the size to reserve and what it is", () => {
    render(<Picture picture={picture} sizes="100vw" alt="展厅" className="cover" data-testid="p" />);
    const img = screen.getByRole("img", { name: "展厅" });
    expect(img.getAttribute("src")).toBe("/media/a.jpg");
    expect(img.getAttribute("srcset")).toBe(picture.srcset);
    expect(img.getAttribute("sizes")).toBe("100vw");
    expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["1200", "800"]);
    expect(img.className).toBe("cover");
    expect(img.getAttribute("loading")).toBeNull();
    expect(screen.getByTestId("p")).toBe(img);
  });

  it("loads a card's picture lazily unless the card says otherwise, and a wide card's at the wide cards' sizes", () => {
    const { rerender } = render(<CardPicture picture={picture} sizes="50vw" alt="作品" />);
    expect(screen.getByRole("img").getAttribute("loading")).toBe("lazy");
    expect(screen.getByRole("img").getAttribute("decoding")).toBe("async");
    rerender(<CardPicture picture={picture} sizes="50vw" alt="作品" loading="eager" />);
    expect(screen.getByRole("img").getAttribute("loading")).toBe("eager");
    rerender(<WideCardPicture picture={picture} alt="封面" />);
    expect(screen.getByRole("img").getAttribute("sizes")).toBe(WIDE_CARD_SIZES);
    expect(screen.getByRole("img").getAttribute("loading")).toBe("lazy");
  });
});
