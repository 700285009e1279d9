export { load, ProfilePage as Component } from "./ProfilePage";
