export { load, CspComparisonPage as Component } from "./CspComparisonPage";
