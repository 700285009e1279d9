export { load, CallbackPage as Component } from "./CallbackPage";
