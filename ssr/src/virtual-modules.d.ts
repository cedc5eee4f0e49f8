declare module 'virtual:app-shell' {
  /** The built web app's app-shell.html (see vite.config.ts). */
  const html: string;
  export default html;
}
