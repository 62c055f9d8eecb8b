import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { configuratorPage } from './build/configurator-page.ts'
import { precompress } from './build/precompress.ts'

export default defineConfig({
  plugins: [react(), tailwindcss(), configuratorPage(), precompress()],
  resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },
  build: {
    // The server's CSP forbids inline scripts, so Vite must not inline its module preload polyfill.
    modulePreload: { polyfill: false },
    sourcemap: true,
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      // Two pages: the admin app, and the public configurator (its own small entry).
      input: {
        main: new URL('./index.html', import.meta.url).pathname,
        configurator: new URL('./configurator.html', import.meta.url).pathname,
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/v1': { target: 'http://localhost:3000', ws: true } },
  },
})
