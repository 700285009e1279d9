export { load, OpsLivesPage as Component } from "./OpsLivesPage";
