export { load, OpsGoodsPreviewPage as Component } from "./OpsGoodsPreviewPage";
