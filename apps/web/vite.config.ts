import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { precompress } from './build/precompress.ts'

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },
  build: {
    // The server's CSP forbids inline scripts, so Vite must not inline its module preload polyfill.
    modulePreload: { polyfill: false },
    sourcemap: true,
    chunkSizeWarningLimit: 800,
  },
  server: {
    port: 5173,
    proxy: { '/v1': { target: 'http://localhost:3000', ws: true } },
  },
})
