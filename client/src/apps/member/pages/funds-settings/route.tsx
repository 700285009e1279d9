export { load, FundsSettingsPage as Component } from "./FundsSettingsPage";
