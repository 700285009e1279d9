export { load, BuyPage as Component } from "./BuyPage";
