import babel, { defineRolldownBabelPreset } from "@rolldown/plugin-babel";

// Relay's graphql`` tags become imports of the compiled artifacts. Only files
// that contain a tag go through Babel. Used by the Vite build and Vitest.
const relay = defineRolldownBabelPreset({
  preset: () => ({ plugins: [["babel-plugin-relay", { eagerEsModules: true }]] }),
  rolldown: { filter: { code: "graphql`" } },
});

export function relayBabel() {
  return babel({ presets: [relay] });
}
