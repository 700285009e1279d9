import { describe, expect, it } from "vitest";
import { pictureError } from "../../../features/pictures/useImageUploads";
import {
  cmToTenths,
  EMPTY_VALUES,
  fenToYuan,
  formField,
  MSG,
  tenthsToCm,
  toFormInput,
  validateWork,
  valuesOf,
  yuanToFen,
  type WorkValues,
} from "./workRules";

const FULL: WorkValues = {
  ...EMPTY_VALUES,
  title: "春江花月",
  artistKind: "self",
  year: "2024",
  medium: "OIL",
  materials: "布面油画",
  width: "60.5",
  height: "80",
  price: "12800",
  shipping: "free",
  shipFrom: "4403",
  description: "第一行\n第二行",
  agree: "1",
};
const submit = { submit: true, images: 2, year: 2026 };
const draft = { submit: false, images: 0, year: 2026 };

describe("yuanToFen", () => {
  it("converts yuan text to exact integer fen", () => {
    expect(yuanToFen("1")).toBe(100);
    expect(yuanToFen("12.3")).toBe(1230);
    expect(yuanToFen("12.34")).toBe(1234);
    expect(yuanToFen("0.01")).toBe(1);
    expect(yuanToFen("100000000.00")).toBe(10_000_000_000);
    expect(yuanToFen("12.")).toBe(1200);
  });
  it("adds without float error: 0.1 + 0.2 is 30 fen", () => {
    expect(yuanToFen("0.1")! + yuanToFen("0.2")!).toBe(30);
    expect(yuanToFen("0.3")).toBe(30);
    expect(yuanToFen("1.15")).toBe(115); // 1.15 * 100 is 114.99999999999999 in floating point
    expect(yuanToFen("4.35")).toBe(435);
    expect(yuanToFen("0.1+0.2")).toBeNull();
  });
  it("refuses a third decimal rather than rounding it", () => {
    expect(yuanToFen("1.005")).toBeNull();
  });
  it("reads full-width digits, ¥ and thousands separators", () => {
    expect(yuanToFen("１２")).toBe(1200);
    expect(yuanToFen("１２．５")).toBe(1250);
    expect(yuanToFen("¥1,280")).toBe(128_000);
    expect(yuanToFen(" 99.9 ")).toBe(9990);
  });
  it("refuses what is not an amount", () => {
    for (const t of ["", "abc", "-1", "1e3", ".5", "1.2.3", "NaN", "Infinity"]) expect(yuanToFen(t), t).toBeNull();
  });
  it("formats fen back to yuan", () => {
    expect(fenToYuan(1)).toBe("0.01");
    expect(fenToYuan(1_280_000)).toBe("12800.00");
    expect(fenToYuan(10_000_000_000)).toBe("100000000.00");
    expect(yuanToFen(fenToYuan(123_456))).toBe(123_456);
  });
});

describe("dimensions", () => {
  it("reads centimetres with one decimal as tenths", () => {
    expect(cmToTenths("60.5")).toBe(605);
    expect(cmToTenths("80")).toBe(800);
    expect(cmToTenths("０.１")).toBe(1);
    expect(cmToTenths("60.55")).toBe("decimal");
    expect(cmToTenths("x")).toBeNull();
    expect(tenthsToCm(605)).toBe("60.5");
    expect(tenthsToCm(800)).toBe("80");
  });
});

describe("validateWork", () => {
  it("accepts a complete form", () => {
    expect(validateWork(FULL, submit)).toEqual({});
  });
  it("lets a draft be empty but a work sent to review needs everything, with the server's messages", () => {
    expect(validateWork(EMPTY_VALUES, draft)).toEqual({});
    expect(validateWork(EMPTY_VALUES, { ...draft, submit: true })).toEqual({
      images: MSG.imagesEmpty,
      title: MSG.titleEmpty,
      artistKind: MSG.artistEmpty,
      medium: MSG.mediumEmpty,
      width: MSG.dimensionEmpty,
      height: MSG.dimensionEmpty,
      price: MSG.priceEmpty,
      shipping: MSG.shippingEmpty,
      shipFrom: MSG.shipFromEmpty,
      agree: MSG.agreement,
    });
  });
  it.each<[string, Partial<WorkValues>, string, string]>([
    ["long title", { title: "长".repeat(61) }, "title", "作品名称不能超过 60 个字"],
    ["title with a tab", { title: "春\t江" }, "title", "作品名称不能包含换行等控制字符"],
    ["long new artist", { artistKind: "new", artistName: "名".repeat(21) }, "artistName", "请填写艺术家姓名（不超过 20 个字）"],
    ["new artist without a name", { artistKind: "new", artistName: " " }, "artistName", MSG.artistName],
    ["existing artist not picked", { artistKind: "existing" }, "artistKind", "请选择艺术家"],
    ["future year", { year: "2027" }, "year", "创作年份应在 1000 年到今年之间"],
    ["year 999", { year: "999" }, "year", MSG.year],
    ["long materials", { materials: "布".repeat(41) }, "materials", "材质不能超过 40 个字"],
    ["zero width", { width: "0" }, "width", "尺寸应在 0.1 到 10000 厘米之间"],
    ["huge depth", { depth: "10000.1" }, "depth", MSG.dimension],
    ["two decimals", { height: "80.25" }, "height", "尺寸最多保留一位小数"],
    ["edition N > M", { edition: "numbered", editionNumber: "5", editionSize: "3" }, "editionNumber", MSG.edition],
    ["edition M only", { edition: "numbered", editionSize: "3" }, "editionNumber", MSG.edition],
    ["price under ¥1", { price: "0.99" }, "price", "价格应在 ¥1 到 ¥100,000,000 之间"],
    ["price over ¥100,000,000", { price: "100000000.01" }, "price", MSG.price],
    ["price with three decimals", { price: "1.005" }, "price", MSG.moneyFormat],
    ["fixed fee of 0", { shipping: "fixed", shippingFee: "0" }, "shippingFee", "固定运费应在 ¥0.01 到 ¥10,000 之间"],
    ["fixed fee over ¥10,000", { shipping: "fixed", shippingFee: "10000.01" }, "shippingFee", MSG.shippingFee],
    ["long description", { description: "字".repeat(2001) }, "description", "作品描述不能超过 2000 个字"],
    ["description with a bell", { description: "a\u0007b" }, "description", "作品描述不能包含换行等控制字符"],
    ["no declaration", { agree: "" }, "agree", MSG.agreement],
  ])("%s", (_name, edit, field, msg) => {
    expect(validateWork({ ...FULL, ...edit }, submit)).toEqual({ [field]: msg });
  });
  it("keeps the edges: ¥1 and ¥100,000,000, 60 characters, 2,000 with line breaks and tags", () => {
    expect(validateWork({ ...FULL, price: "1" }, submit)).toEqual({});
    expect(validateWork({ ...FULL, price: "100000000.00" }, submit)).toEqual({});
    expect(validateWork({ ...FULL, title: "𠀀".repeat(60) }, submit)).toEqual({});
    expect(validateWork({ ...FULL, description: "字\n".repeat(1000) + "<b></b>" }, submit)).toEqual({});
    expect(validateWork({ ...FULL, shipping: "fixed", shippingFee: "10000" }, submit)).toEqual({});
  });
  it("counts the pictures: 1 to 9", () => {
    expect(validateWork(FULL, { ...submit, images: 9 })).toEqual({});
    expect(validateWork(FULL, { ...submit, images: 10 })).toEqual({ images: MSG.imagesMany });
  });
});

describe("the picture pre-check", () => {
  it("takes JPEG, PNG and WebP up to 20 MB", () => {
    expect(pictureError({ type: "image/png", size: 20 * 1024 * 1024 })).toBeUndefined();
    expect(pictureError({ type: "image/webp", size: 1 })).toBeUndefined();
    expect(pictureError({ type: "image/gif", size: 1 })).toBe("请上传 JPEG、PNG 或 WebP 格式的图片");
    expect(pictureError({ type: "image/jpeg", size: 20 * 1024 * 1024 + 1 })).toBe("图片大小不能超过 20 MB");
  });
});

describe("toFormInput and valuesOf", () => {
  it("sends exact fen as digits and round-trips a stored work", () => {
    const images = [{ key: "works/a.jpg", width: 1600, height: 1200 }];
    const input = toFormInput({ ...FULL, price: "0.1", shipping: "fixed", shippingFee: "12.5", edition: "numbered", editionNumber: "3", editionSize: "20" }, images);
    expect(input).toMatchObject({ priceFen: "10", shipping: "fixed", shippingFeeFen: "1250", widthCm: 60.5, heightCm: 80, depthCm: null, editionNumber: 3, editionSize: 20, artistKind: "self", images });
    const back = valuesOf({
      ...input,
      artistID: null,
      widthMm: 605,
      heightMm: 800,
      depthMm: null,
      priceFen: "10",
      shippingFeeFen: "1250",
      medium: input.medium ?? "",
    });
    expect(back).toMatchObject({ price: "0.10", shippingFee: "12.50", width: "60.5", height: "80", edition: "numbered", editionNumber: "3", agree: "" });
  });
  it("leaves out what a draft cannot hold yet", () => {
    const input = toFormInput({ ...EMPTY_VALUES, price: "abc", width: "60.55", shipping: "fixed" }, []);
    expect(input).toMatchObject({ priceFen: null, widthCm: null, shipping: null, shippingFeeFen: null, artistKind: null, medium: null });
  });
  it("maps the server's fields to the form's", () => {
    expect(formField("acceptAgreement")).toBe("agree");
    expect(formField("artist")).toBe("artistKind");
    expect(formField("edition")).toBe("editionNumber");
    expect(formField("mobile")).toBeUndefined();
  });
});
