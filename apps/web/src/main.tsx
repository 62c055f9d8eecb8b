import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'
import { setNavigate } from './lib/api'
import { auth } from './lib/auth'
import { initI18n } from './lib/i18n'
import { trackViewportHeight } from './lib/viewport'
import './index.css'

trackViewportHeight()

// Spec §4: the auth store is initialised first; only then does the app appear. The router's
// code and the current page's code download meanwhile.
async function start() {
  const routerModule = import('./app/router').then((m) => {
    m.preloadPage(window.location.pathname)
    return m
  })
  await Promise.all([initI18n(), auth.init()])
  const router = (await routerModule).createRouter()
  setNavigate((to) => void router.navigate(to))
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  )
}
void start()
