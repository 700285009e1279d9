export { load, OpsGalleryPreviewPage as Component } from "./OpsGalleryPreviewPage";
