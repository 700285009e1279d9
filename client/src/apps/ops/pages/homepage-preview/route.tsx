export { load, OpsHomepagePreviewPage as Component } from "./OpsHomepagePreviewPage";
