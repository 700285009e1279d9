export { load, AddressPage as Component } from "./AddressPage";
