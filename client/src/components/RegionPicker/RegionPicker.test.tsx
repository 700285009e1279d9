import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { renderToString } from "react-dom/server";
import { EMPTY_REGION, REGION_LABELS, RegionPicker, type RegionValue } from "./RegionPicker";
import { fullName, loadRegions } from "./regions";

function Harness({ initial = EMPTY_REGION, error, seen }: { initial?: RegionValue; error?: string; seen?: (v: RegionValue) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <RegionPicker
      value={value}
      error={error}
      onChange={(v) => {
        seen?.(v);
        setValue(v);
      }}
    />
  );
}

const select = (label: string) => screen.getByLabelText(label) as HTMLSelectElement;

const names = (label: string) => [...select(label).options].map((o) => o.textContent);

async function loaded() {
  await waitFor(() => expect(names(REGION_LABELS.province)).toContain("广东省"), { timeout: 10_000 });
}

// The first import of the data is slow on a loaded machine; the picker then reads the cached tree.
beforeAll(async () => {
  await loadRegions();
}, 30_000);

describe("RegionPicker", () => {
  it("renders three labelled, disabled selects on the server (the data is not in the page's bundle)", () => {
    const html = renderToString(<RegionPicker value={EMPTY_REGION} onChange={() => {}} />);
    expect(html).toContain(REGION_LABELS.province);
    expect(html).toContain(REGION_LABELS.city);
    expect(html).toContain(REGION_LABELS.district);
    expect(html).toContain(REGION_LABELS.loading);
    expect(html).not.toContain("广东省");
  });

  it("cascades province → city → district and answers the codes", async () => {
    const seen: RegionValue[] = [];
    render(<Harness seen={(v) => seen.push(v)} />);
    await loaded();
    expect(select(REGION_LABELS.city).disabled).toBe(true);
    fireEvent.change(select(REGION_LABELS.province), { target: { value: "44" } });
    expect(select(REGION_LABELS.city).disabled).toBe(false);
    expect(names(REGION_LABELS.city)).toContain("深圳市");
    expect(names(REGION_LABELS.city)).not.toContain("市辖区");
    fireEvent.change(select(REGION_LABELS.city), { target: { value: "4403" } });
    fireEvent.change(select(REGION_LABELS.district), { target: { value: "440305" } });
    expect(seen.at(-1)).toEqual({ province: "44", city: "4403", district: "440305" });
    expect(select(REGION_LABELS.district).selectedOptions[0]?.textContent).toBe("南山区");
  });

  it("clears the city and district when the province changes, and the district when the city changes", async () => {
    const seen: RegionValue[] = [];
    render(<Harness initial={{ province: "44", city: "4403", district: "440305" }} seen={(v) => seen.push(v)} />);
    await loaded();
    expect(select(REGION_LABELS.district).value).toBe("440305");
    fireEvent.change(select(REGION_LABELS.city), { target: { value: "4401" } });
    expect(seen.at(-1)).toEqual({ province: "44", city: "4401", district: "" });
    fireEvent.change(select(REGION_LABELS.province), { target: { value: "11" } });
    expect(seen.at(-1)).toEqual({ province: "11", city: "", district: "" });
    expect(select(REGION_LABELS.district).disabled).toBe(true);
  });

  // From the keyboard: Tab reaches the selects in order (a select with nothing to choose yet is disabled, so Tab
  // skips it), and a choice fills the next one. jsdom and user-event do not implement a select's own arrow keys
  // (testing-library/user-event#786), so the choice itself is made with selectOptions: the input and change events a
  // keyboard choice fires in a browser.
  it("is used from the keyboard: Tab to each select in turn, each choice filling the next", async () => {
    const user = userEvent.setup();
    const seen: RegionValue[] = [];
    render(
      <>
        <Harness seen={(v) => seen.push(v)} />
        <button type="button">保存</button>
      </>,
    );
    await loaded();
    await user.tab();
    expect(document.activeElement).toBe(select(REGION_LABELS.province));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "保存" })); // city and district wait
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(select(REGION_LABELS.province));

    await user.selectOptions(document.activeElement as HTMLSelectElement, "44");
    expect(seen.at(-1)).toEqual({ province: "44", city: "", district: "" });
    expect(names(REGION_LABELS.city)).toContain("深圳市");
    await user.tab();
    expect(document.activeElement).toBe(select(REGION_LABELS.city));
    await user.selectOptions(document.activeElement as HTMLSelectElement, "深圳市");
    expect(seen.at(-1)).toEqual({ province: "44", city: "4403", district: "" });
    expect(names(REGION_LABELS.district)).toContain("南山区");
    await user.tab();
    expect(document.activeElement).toBe(select(REGION_LABELS.district));
    await user.selectOptions(document.activeElement as HTMLSelectElement, "440305");
    expect(seen.at(-1)).toEqual({ province: "44", city: "4403", district: "440305" });
    expect(select(REGION_LABELS.district).selectedOptions[0]?.textContent).toBe("南山区");

    // Back to the province and another choice: the city and district empty out and wait again.
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(select(REGION_LABELS.province));
    await user.selectOptions(document.activeElement as HTMLSelectElement, "11");
    expect(seen.at(-1)).toEqual({ province: "11", city: "", district: "" });
    expect(select(REGION_LABELS.city).value).toBe("");
    expect(names(REGION_LABELS.city)).not.toContain("深圳市");
    expect(select(REGION_LABELS.district).disabled).toBe(true);
    await user.tab();
    expect(document.activeElement).toBe(select(REGION_LABELS.city));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "保存" }));
  });

  it("shows the validation message and marks the missing select", async () => {
    render(<Harness initial={{ province: "44", city: "", district: "" }} error="请选择所在地区" />);
    await loaded();
    expect(screen.getByText("请选择所在地区")).toBeTruthy();
    expect(select(REGION_LABELS.city).getAttribute("aria-invalid")).toBe("true");
    expect(select(REGION_LABELS.province).getAttribute("aria-invalid")).toBeNull();
  });
});

it("with levels 2, stops at the city (a member's city)", async () => {
  const seen: RegionValue[] = [];
  render(<RegionPicker value={{ province: "44", city: "", district: "" }} levels={2} onChange={(v) => seen.push(v)} />);
  await loaded();
  expect(screen.queryByLabelText(REGION_LABELS.district)).toBeNull();
  fireEvent.change(select(REGION_LABELS.city), { target: { value: "4403" } });
  expect(seen.at(-1)).toEqual({ province: "44", city: "4403", district: "" });
});

describe("regions", () => {
  it("names a region as the server does", async () => {
    const tree = await loadRegions();
    expect(fullName(tree, "44", "4403", "440305")).toBe("广东省 深圳市 南山区");
    expect(fullName(tree, "11", "1101", "110101")).toBe("北京市 东城区");
    expect(fullName(tree, "99", "", "")).toBe("");
  });
});
