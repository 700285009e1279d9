// The client's start (app/entry-client.tsx) imports this module on its own, in a task of its own: Relay (CommonJS,
// which the bundler wraps in functions that run when first required) is evaluated here, not with the app's modules.
export { Environment } from "relay-runtime";
export { RelayEnvironmentProvider } from "react-relay/hooks";
