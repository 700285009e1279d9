export { load, MyWorksPage as Component } from "./MyWorksPage";
