export { load, PublishPage as Component } from "./PublishPage";
