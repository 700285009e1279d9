export { load, AboutPage as Component } from "./AboutPage";
