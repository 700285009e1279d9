export { load, RefundListPage as Component } from "./RefundListPage";
