export { load, OpsMemberPage as Component } from "./OpsMemberPage";
