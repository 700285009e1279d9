export { load, OpsArticlesPage as Component } from "./OpsArticlesPage";
