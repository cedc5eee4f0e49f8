declare module 'virtual:app-shell' {
  /** The built web app's app-shell.html (see vite.config.ts). */
  const html: string;
  export default html;
}

declare module 'virtual:web-manifest' {
  /** Vite's manifest of the web build (web/dist/.vite/manifest.json). */
  const manifest: import('./preload').BuildManifest;
  export default manifest;
}
