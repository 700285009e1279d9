export { load, ViewingRoomsPage as Component } from "./ViewingRoomsPage";
