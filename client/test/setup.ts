import { vi, afterEach } from "vitest";
import { cleanup } from "@testing-library/react";

// relay-test-utils calls the global `jest`.
(globalThis as unknown as { jest: typeof vi }).jest = vi;

afterEach(() => {
  cleanup();
});
