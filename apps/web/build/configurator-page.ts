import type { Connect, Plugin } from 'vite'

/** `/configurator/{id}` (with or without a query): the public configurator's page. */
const PAGE = /^\/configurator\/[^/?#]+\/?(?:[?#].*)?$/

const rewrite: Connect.NextHandleFunction = (req, _res, next) => {
  if (req.url && PAGE.test(req.url)) req.url = '/configurator.html'
  next()
}

/**
 * Serves configurator.html for `/configurator/{id}` in `vite` and `vite preview`, as the API
 * does in production (apps/api/src/plugins/web.ts); every other path keeps the admin app's
 * fallback to index.html. The page reads its id from the address bar, not from the request.
 */
export function configuratorPage(): Plugin {
  return {
    name: 'designer:configurator-page',
    configureServer(server) {
      server.middlewares.use(rewrite)
    },
    configurePreviewServer(server) {
      server.middlewares.use(rewrite)
    },
  }
}
