import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { loadRegions } from "../../components/RegionPicker";
import { AddressForm, type ServerError } from "./AddressForm";
import { ADDRESS_MESSAGES, EMPTY_ADDRESS, formField, validateAddress, type AddressValues } from "./validation";

const GOOD: AddressValues = {
  recipient: "张三",
  mobile: "13800138000",
  province: "44",
  city: "4403",
  district: "440305",
  detail: "科技园南区 1 栋 101",
  postcode: "",
  isDefault: "",
};

describe("validateAddress", () => {
  it("accepts a complete address, the postcode optional", () => {
    expect(validateAddress(GOOD)).toEqual({});
    expect(validateAddress({ ...GOOD, postcode: "518000" })).toEqual({});
  });

  it("says in Chinese what is wrong with each field", () => {
    expect(validateAddress(EMPTY_ADDRESS)).toEqual({
      recipient: ADDRESS_MESSAGES.recipientEmpty,
      mobile: ADDRESS_MESSAGES.mobileEmpty,
      district: ADDRESS_MESSAGES.regionEmpty,
      detail: ADDRESS_MESSAGES.detailEmpty,
    });
    expect(validateAddress({ ...GOOD, recipient: "张", mobile: "12800138000", detail: "一二三四", postcode: "5180" })).toEqual({
      recipient: ADDRESS_MESSAGES.recipientLength,
      mobile: ADDRESS_MESSAGES.mobileFormat,
      detail: ADDRESS_MESSAGES.detailLength,
      postcode: ADDRESS_MESSAGES.postcode,
    });
    expect(validateAddress({ ...GOOD, district: "" }).district).toBe(ADDRESS_MESSAGES.regionEmpty);
  });

  it("counts characters, not UTF-16 units, as the server does", () => {
    expect(validateAddress({ ...GOOD, recipient: "𠀀".repeat(25) })).toEqual({});
    expect(validateAddress({ ...GOOD, recipient: "长".repeat(26) }).recipient).toBe(ADDRESS_MESSAGES.recipientLength);
    expect(validateAddress({ ...GOOD, detail: "路".repeat(120) })).toEqual({});
    expect(validateAddress({ ...GOOD, detail: "路".repeat(121) }).detail).toBe(ADDRESS_MESSAGES.detailLength);
  });

  it("shows the server's region errors under the picker", () => {
    expect(formField("province")).toBe("district");
    expect(formField("city")).toBe("district");
    expect(formField("mobile")).toBe("mobile");
    expect(formField(null)).toBeUndefined();
  });
});

beforeAll(async () => {
  await loadRegions();
}, 30_000);

function setup(initial: AddressValues, answer: readonly ServerError[] = []) {
  const onSubmit = vi.fn(async (_v: AddressValues) => answer);
  // The form guards leaving while dirty (React Router's blocker): it renders inside a data router, as on the page.
  const router = createMemoryRouter([{ path: "/", element: <AddressForm title="新增收货地址" initial={initial} onSubmit={onSubmit} onCancel={() => {}} /> }]);
  render(<RouterProvider router={router} />);
  return onSubmit;
}

describe("AddressForm", () => {
  it("sends nothing while a field is wrong, and shows the messages", async () => {
    const onSubmit = setup(EMPTY_ADDRESS);
    fireEvent.click(screen.getByRole("button", { name: "保存地址" }));
    expect(await screen.findByText(ADDRESS_MESSAGES.recipientEmpty)).toBeTruthy();
    expect(screen.getByText(ADDRESS_MESSAGES.regionEmpty)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("sends the values with the region codes and the default choice", async () => {
    const onSubmit = setup({ ...GOOD, province: "", city: "", district: "" });
    await waitFor(() => expect((screen.getByLabelText("省份") as HTMLSelectElement).options.length).toBeGreaterThan(1), { timeout: 10_000 });
    fireEvent.change(screen.getByLabelText("省份"), { target: { value: "44" } });
    fireEvent.change(screen.getByLabelText("城市"), { target: { value: "4403" } });
    fireEvent.change(screen.getByLabelText("区县"), { target: { value: "440305" } });
    fireEvent.change(screen.getByLabelText("手机号"), { target: { value: "+86 138 0013 8000" } });
    fireEvent.click(screen.getByRole("checkbox", { name: "设为默认地址" }));
    fireEvent.click(screen.getByRole("button", { name: "保存地址" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ ...GOOD, isDefault: "true" });
  });

  it("shows the server's refusal under its field", async () => {
    setup(GOOD, [{ field: "city", message: "所选地区不存在，请重新选择" }]);
    fireEvent.click(screen.getByRole("button", { name: "保存地址" }));
    expect(await screen.findByText("所选地区不存在，请重新选择")).toBeTruthy();
  });
});
