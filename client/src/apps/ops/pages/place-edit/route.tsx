export { load, OpsPlaceEditPage as Component } from "./OpsPlaceEditPage";
