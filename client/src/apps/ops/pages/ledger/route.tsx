export { load, OpsLedgerPage as Component } from "./OpsLedgerPage";
