export { load, ArtworkPage as Component } from "./ArtworkPage";
