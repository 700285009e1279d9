export { load, StudioPage as Component } from "./StudioPage";
