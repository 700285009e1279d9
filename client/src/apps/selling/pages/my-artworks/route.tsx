export { load, MyArtworksPage as Component } from "./MyArtworksPage";
