export { load, OpsMembersPage as Component } from "./OpsMembersPage";
