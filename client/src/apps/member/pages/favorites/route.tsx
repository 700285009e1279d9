export { load, FavoritesPage as Component } from "./FavoritesPage";
