export { load, GalleryArtworksPage as Component } from "./GalleryArtworksPage";
