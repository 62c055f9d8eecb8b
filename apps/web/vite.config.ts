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
      output: {
        // The libraries both pages share each get a chunk of their own, so the public page
        // downloads React and i18next but never what only the admin imports (zod, the router,
        // TanStack Query) just because the two pages' shared code was put in one chunk.
        codeSplitting: {
          groups: [
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'i18n', test: /[\\/]node_modules[\\/](i18next|react-i18next)[\\/]/ },
            { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/v1': { target: 'http://localhost:3000', ws: true } },
  },
})
