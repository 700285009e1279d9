export { load, OpsHomePage as Component } from "./OpsHomePage";
