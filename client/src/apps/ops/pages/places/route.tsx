export { load, OpsPlacesPage as Component } from "./OpsPlacesPage";
