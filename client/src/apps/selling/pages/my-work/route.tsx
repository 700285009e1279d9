export { load, MyWorkPage as Component } from "./MyWorkPage";
