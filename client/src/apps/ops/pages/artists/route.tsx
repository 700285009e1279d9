export { load, OpsArtistsPage as Component } from "./OpsArtistsPage";
