export { load, HomePage as Component } from "./HomePage";
