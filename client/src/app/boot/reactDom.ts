// The client's start (boot/start.tsx) imports this module on its own, in a task of its own: react-dom's client
// is evaluated (and compiled) there, not with the entry.
export { createRoot, hydrateRoot } from "react-dom/client";
