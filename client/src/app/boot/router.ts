// The client's start (app/entry-client.tsx) imports this module on its own, in a task of its own: react-router is
// evaluated here, not with the app's modules.
export { createBrowserRouter } from "react-router";
export { RouterProvider } from "react-router/dom";
