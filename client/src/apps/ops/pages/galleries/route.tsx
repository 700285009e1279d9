export { load, OpsGalleriesPage as Component } from "./OpsGalleriesPage";
