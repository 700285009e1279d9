export { load, ViewingRoomPage as Component } from "./ViewingRoomPage";
