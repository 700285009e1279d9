export { load, GalleryWorkEditPage as Component } from "./GalleryWorkEditPage";
