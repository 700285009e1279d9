export { load, ApplyPartnerPage as Component } from "./ApplyPartnerPage";
