export { load, OpsReconciliationPage as Component } from "./OpsReconciliationPage";
