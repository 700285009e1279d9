export { load, GalleriesNamesPage as Component } from "./GalleriesNamesPage";
