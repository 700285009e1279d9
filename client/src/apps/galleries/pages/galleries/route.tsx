export { load, GalleriesPage as Component } from "./GalleriesPage";
