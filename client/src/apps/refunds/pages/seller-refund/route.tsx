export { load, SellerRefundPage as Component } from "./SellerRefundPage";
