export { load, OrdersPage as Component } from "./OrdersPage";
