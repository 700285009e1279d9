/**
 * A cascading region picker: three native selects (省份 / 城市 / 区县) — keyboard and phone friendly — whose value is
 * the division codes. Choosing a province clears the city and district; choosing a city clears the district. The data
 * loads lazily (see regions.ts); until then the selects are disabled.
 */
import { useEffect, useId, useState } from "react";
import { loadRegions, type Division } from "./regions";

export interface RegionValue {
  province: string;
  city: string;
  district: string;
}

export const EMPTY_REGION: RegionValue = { province: "", city: "", district: "" };

export const REGION_LABELS = {
  group: "所在地区",
  province: "省份",
  city: "城市",
  district: "区县",
  chooseProvince: "请选择省份",
  chooseCity: "请选择城市",
  chooseDistrict: "请选择区县",
  loading: "加载中…",
  loadFailed: "地区数据加载失败，请刷新重试",
} as const;

export interface RegionPickerProps {
  value: RegionValue;
  onChange: (value: RegionValue) => void;
  /** The validation message, shown under the selects. */
  error?: string | undefined;
  /** The group's legend (default 所在地区). */
  label?: string;
  /** 2: province and city only (a member's city); 3 (default): down to the district. */
  levels?: 2 | 3;
}

const SELECT_CLASSES =
  "block h-11 w-full rounded-md border bg-white px-2 text-sm text-primary outline-none focus:ring-2 disabled:cursor-not-allowed disabled:opacity-60";

function selectClasses(invalid: boolean): string {
  return `${SELECT_CLASSES} ${invalid ? "border-error focus:ring-error/20" : "border-black/15 focus:border-primary focus:ring-primary/10"}`;
}

export function RegionPicker({ value, onChange, error, label, levels = 3 }: RegionPickerProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const [tree, setTree] = useState<Division[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    loadRegions().then(
      (t) => live && setTree(t),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);

  const provinces = tree ?? [];
  const cities = provinces.find((p) => p.code === value.province)?.children ?? [];
  const districts = cities.find((c) => c.code === value.city)?.children ?? [];
  const message = failed ? REGION_LABELS.loadFailed : error;
  const invalid = message !== undefined && message !== "";
  const loading = tree === null;

  const select = (
    key: keyof RegionValue,
    text: string,
    choose: string,
    options: Division[],
    pick: (code: string) => RegionValue,
  ) => (
    <div className="flex min-w-0 flex-1 flex-col gap-1">
      <label htmlFor={`${id}-${key}`} className="text-xs font-medium text-secondary">
        {text}
      </label>
      <select
        id={`${id}-${key}`}
        name={key}
        value={value[key]}
        disabled={loading || (key !== "province" && options.length === 0)}
        onChange={(e) => onChange(pick(e.target.value))}
        aria-invalid={invalid && value[key] === "" ? true : undefined}
        aria-describedby={invalid ? errorId : undefined}
        className={selectClasses(invalid && value[key] === "")}
      >
        <option value="">{loading ? REGION_LABELS.loading : choose}</option>
        {options.map((d) => (
          <option key={d.code} value={d.code}>
            {d.name}
          </option>
        ))}
        {/* A saved code the data no longer has stays selectable, so the form shows what is stored. */}
        {!loading && value[key] !== "" && !options.some((d) => d.code === value[key]) ? (
          <option value={value[key]}>{value[key]}</option>
        ) : null}
      </select>
    </div>
  );

  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 text-xs font-medium text-secondary">{label ?? REGION_LABELS.group}</legend>
      <div className="flex flex-col gap-2 sm:flex-row">
        {select("province", REGION_LABELS.province, REGION_LABELS.chooseProvince, provinces, (province) => ({
          province,
          city: "",
          district: "",
        }))}
        {select("city", REGION_LABELS.city, REGION_LABELS.chooseCity, cities, (city) => ({ ...value, city, district: "" }))}
        {levels === 3
          ? select("district", REGION_LABELS.district, REGION_LABELS.chooseDistrict, districts, (district) => ({
              ...value,
              district,
            }))
          : null}
      </div>
      <p id={errorId} role={failed ? "alert" : undefined} className={`min-h-4 text-xs leading-4 text-error ${invalid ? "" : "invisible"}`}>
        {invalid ? message : ""}
      </p>
    </fieldset>
  );
}
