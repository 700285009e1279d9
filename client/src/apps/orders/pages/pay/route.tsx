export { load, PayPage as Component } from "./PayPage";
