export { load, ArtistPage as Component } from "./ArtistPage";
