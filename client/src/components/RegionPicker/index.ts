export { EMPTY_REGION, REGION_LABELS, RegionPicker, type RegionPickerProps, type RegionValue } from "./RegionPicker";
export { fullName, loadRegions, type Division } from "./regions";
