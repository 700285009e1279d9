export { load, OpsAnomaliesPage as Component } from "./OpsAnomaliesPage";
