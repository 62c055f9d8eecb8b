import { DEFAULT_LOCALE, isLocale, type PublicConfigurator } from '@designer/contract'
import { useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PublicApiError, publicApi } from './api'
import { LoadingPage, StatusPage } from './components/status-page'
import { ConfiguratorPage } from './configurator-page'
import { useStudioTexts } from './texts'

export type Loaded =
  | { status: 'loading' }
  | { status: 'ready'; configurator: PublicConfigurator }
  | { status: 'unavailable' }
  | { status: 'failed' }

export const settle = (load: Promise<PublicConfigurator>): Promise<Loaded> =>
  load.then(
    (configurator) => ({ status: 'ready', configurator }),
    (error: unknown) =>
      error instanceof PublicApiError && error.status === 404
        ? { status: 'unavailable' }
        : { status: 'failed' },
  )

/**
 * Loads the configurator named in the address and shows it; a configurator that is not there
 * (unknown, unpublished, archived) gets a friendly page, a failed load a retry. `first` is the
 * request main.tsx started before React, so the data and the code arrive together.
 */
export function PublicConfiguratorApp({
  configuratorId,
  first,
  initial,
}: {
  configuratorId: string | null
  first: Promise<PublicConfigurator> | null
  /** The first request's outcome when it was awaited before React started (main.tsx). */
  initial?: Loaded
}) {
  const { i18n } = useTranslation()
  const language = isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE
  const [loaded, setLoaded] = useState<Loaded>(initial ?? { status: 'loading' })
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    if (!configuratorId) {
      setLoaded({ status: 'unavailable' })
      return
    }
    if (attempt === 0 && initial) return
    let live = true
    // A retry asks in the page's language of the moment (its switch does not start one).
    const lang = isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE
    const load = attempt === 0 && first ? first : publicApi.configurator(configuratorId, lang)
    void settle(load).then((next) => {
      if (live) setLoaded(next)
    })
    return () => {
      live = false
    }
  }, [configuratorId, first, initial, attempt, i18n])

  // The studio's texts follow the page's language switch.
  const show = useCallback(
    (configurator: PublicConfigurator) => setLoaded({ status: 'ready', configurator }),
    [],
  )
  useStudioTexts(loaded.status === 'ready' ? loaded.configurator : null, language, show)

  switch (loaded.status) {
    case 'loading':
      return <LoadingPage />
    case 'ready':
      return <ConfiguratorPage configurator={loaded.configurator} />
    case 'unavailable':
      return <StatusPage kind="unavailable" />
    case 'failed':
      return (
        <StatusPage
          kind="failed"
          onRetry={() => {
            setLoaded({ status: 'loading' })
            setAttempt((n) => n + 1)
          }}
        />
      )
  }
}
