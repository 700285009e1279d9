export { load, ArticlesPage as Component } from "./ArticlesPage";
