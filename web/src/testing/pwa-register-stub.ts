// Stands in for vite-plugin-pwa's virtual module in unit tests (the plugin runs in builds only).
export function registerSW(): (reload?: boolean) => Promise<void> {
  return async () => {};
}
