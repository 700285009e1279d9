export { load, ArtistsPage as Component } from "./ArtistsPage";
