export { load, OpsArtistEditPage as Component } from "./OpsArtistEditPage";
