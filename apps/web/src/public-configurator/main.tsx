import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { I18nextProvider } from 'react-i18next'
import { trackViewportHeight } from '@/lib/viewport'
import { configuratorIdFrom, publicApi } from './api'
import { PublicConfiguratorApp, settle } from './app'
import { initPublicI18n, pageLocale } from './i18n'
import './styles.css'

// The public configurator page (configurator.html): no admin shell, session or translations.
// The configurator's data is asked for at once, while the texts and React start.
trackViewportHeight()
const configuratorId = configuratorIdFrom(window.location.pathname)
const locale = pageLocale()
const first = configuratorId ? publicApi.configurator(configuratorId, locale) : null
// Handled by the app once it renders; until then a failure must not count as unhandled.
first?.catch(() => undefined)

async function start() {
  const root = document.getElementById('root')!
  // The server painted the header and the poster already (apps/api/src/plugins/web.ts): they
  // stay until the data is in, rather than giving way to a loading skeleton for a moment.
  const painted = root.childElementCount > 0
  const [i18n, initial] = await Promise.all([
    initPublicI18n(locale),
    painted && first ? settle(first) : undefined,
  ])
  createRoot(root).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <PublicConfiguratorApp configuratorId={configuratorId} first={first} initial={initial} />
      </I18nextProvider>
    </StrictMode>,
  )
}
void start()
