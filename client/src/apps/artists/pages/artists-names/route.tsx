export { load, ArtistsNamesPage as Component } from "./ArtistsNamesPage";
