export { load, OpsArticleEditPage as Component } from "./OpsArticleEditPage";
