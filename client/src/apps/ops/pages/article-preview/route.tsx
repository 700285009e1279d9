export { load, OpsArticlePreviewPage as Component } from "./OpsArticlePreviewPage";
