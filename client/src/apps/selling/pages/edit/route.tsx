export { load, EditPage as Component } from "./EditPage";
