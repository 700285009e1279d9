export { load, ArticlePage as Component } from "./ArticlePage";
