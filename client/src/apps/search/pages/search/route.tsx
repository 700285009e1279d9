export { load, SearchPage as Component } from "./SearchPage";
