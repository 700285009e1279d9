export { load, OpsLiveEditPage as Component } from "./OpsLiveEditPage";
