export { load, OrderPage as Component } from "./OrderPage";
