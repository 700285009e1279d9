export { load, ExhibitionPage as Component } from "./ExhibitionPage";
