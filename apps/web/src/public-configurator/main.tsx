import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { I18nextProvider } from 'react-i18next'
import { trackViewportHeight } from '@/lib/viewport'
import { configuratorIdFrom, publicApi } from './api'
import { PublicConfiguratorApp } from './app'
import { initPublicI18n } from './i18n'
import './styles.css'

// The public configurator page (configurator.html): no admin shell, session or translations.
// The configurator's data is asked for at once, while the texts and React start.
trackViewportHeight()
const configuratorId = configuratorIdFrom(window.location.pathname)
const first = configuratorId ? publicApi.configurator(configuratorId) : null
// Handled by the app once it renders; until then a failure must not count as unhandled.
first?.catch(() => undefined)

async function start() {
  const i18n = await initPublicI18n()
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <PublicConfiguratorApp configuratorId={configuratorId} first={first} />
      </I18nextProvider>
    </StrictMode>,
  )
}
void start()
