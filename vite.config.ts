import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

// The backend (auth, rest, storage, functions) is the local stand-in in dev; `npm run dev` proxies to it.
const backend = process.env.BACKEND_URL ?? 'http://localhost:54321';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    proxy: Object.fromEntries(['/auth/v1', '/rest/v1', '/storage/v1', '/.netlify/functions', '/_dev'].map((p) => [p, backend])),
  },
  build: { sourcemap: false, target: 'es2022' },
});
