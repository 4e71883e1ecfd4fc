/** The built client's HTML shell (dist/app.html), embedded into the server bundle by vite.config.ts. */
declare module 'virtual:app-shell' {
  const html: string;
  export default html;
}
