export { load, OpsShipmentsPage as Component } from "./OpsShipmentsPage";
