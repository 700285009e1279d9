export { load, OpsAuditPage as Component } from "./OpsAuditPage";
