export { load, ArtLivesPage as Component } from "./ArtLivesPage";
