/** The console's pages, loaded behind one import (system/routeSpec registryPages): visitors' first loads carry none. */
export const pages: Record<string, () => Promise<unknown>> = import.meta.glob("./pages/*/route.tsx");
