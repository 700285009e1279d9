export { load, BuyerRefundPage as Component } from "./BuyerRefundPage";
