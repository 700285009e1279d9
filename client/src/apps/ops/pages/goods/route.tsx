export { load, OpsGoodsListPage as Component } from "./OpsGoodsListPage";
