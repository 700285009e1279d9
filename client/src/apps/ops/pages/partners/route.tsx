export { load, OpsPartnersPage as Component } from "./OpsPartnersPage";
