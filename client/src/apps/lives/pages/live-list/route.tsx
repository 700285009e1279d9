export { load, LiveListPage as Component } from "./LiveListPage";
