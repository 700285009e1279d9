export { load, OpsWithdrawalsPage as Component } from "./OpsWithdrawalsPage";
