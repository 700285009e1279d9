export { load, ExhibitionsPage as Component } from "./ExhibitionsPage";
