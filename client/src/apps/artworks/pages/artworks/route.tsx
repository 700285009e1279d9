export { load, ArtworksPage as Component } from "./ArtworksPage";
