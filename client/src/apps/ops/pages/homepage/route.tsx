export { load, OpsHomepagePage as Component } from "./OpsHomepagePage";
