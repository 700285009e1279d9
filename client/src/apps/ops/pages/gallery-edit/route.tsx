export { load, OpsGalleryEditPage as Component } from "./OpsGalleryEditPage";
