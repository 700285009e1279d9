export { load, AgreementPage as Component } from "./AgreementPage";
