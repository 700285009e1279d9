// The client's start (app/entry-client.tsx) imports this module on its own, in a task of its own: react-dom's client
// is evaluated (and compiled) there, not with the entry.
export { createRoot, hydrateRoot } from "react-dom/client";
