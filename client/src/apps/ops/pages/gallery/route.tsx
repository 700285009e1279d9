export { load, OpsGalleryPage as Component } from "./OpsGalleryPage";
