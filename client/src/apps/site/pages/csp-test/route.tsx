export { load, CspTestPage as Component } from "./CspTestPage";
