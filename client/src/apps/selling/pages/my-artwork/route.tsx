export { load, MyArtworkPage as Component } from "./MyArtworkPage";
