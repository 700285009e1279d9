export { load, GalleryPage as Component } from "./GalleryPage";
