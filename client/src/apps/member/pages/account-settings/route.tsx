export { load, AccountSettingsPage as Component } from "./AccountSettingsPage";
