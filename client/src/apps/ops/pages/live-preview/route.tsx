export { load, OpsLivePreviewPage as Component } from "./OpsLivePreviewPage";
