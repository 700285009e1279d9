export { load, OpsArbitrationPage as Component } from "./OpsArbitrationPage";
