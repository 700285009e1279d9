export { load, OpsGoodsEditPage as Component } from "./OpsGoodsEditPage";
