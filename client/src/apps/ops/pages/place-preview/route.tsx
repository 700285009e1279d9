export { load, OpsPlacePreviewPage as Component } from "./OpsPlacePreviewPage";
