export { load, ReviewPage as Component } from "./ReviewPage";
