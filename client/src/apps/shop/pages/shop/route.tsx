export { load, ShopPage as Component } from "./ShopPage";
