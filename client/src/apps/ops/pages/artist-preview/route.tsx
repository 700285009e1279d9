export { load, OpsArtistPreviewPage as Component } from "./OpsArtistPreviewPage";
