import type { Locale, PublicConfigurator } from '@designer/contract'
import { useEffect, useRef } from 'react'
import { publicApi } from './api'

/**
 * The configurator the page shows, with the texts of `fetched` (the same configurator asked
 * for in another language). Only the texts change when it is the same version: the scene,
 * prices and choices stay as they are, and nothing is drawn again. A version published
 * meanwhile comes whole.
 */
export function inLanguage(
  current: PublicConfigurator,
  fetched: PublicConfigurator,
): PublicConfigurator {
  if (fetched.version !== current.version) return fetched
  return {
    ...current,
    name: fetched.name,
    language: fetched.language,
    definition: fetched.definition,
  }
}

/**
 * Asks for the studio's texts again when the visitor switches the page's language, and hands
 * the configurator in that language to `show`. A failed request leaves the page as it is: the
 * texts stay in the language they were, and the next switch asks again.
 */
export function useStudioTexts(
  shown: PublicConfigurator | null,
  language: Locale,
  show: (configurator: PublicConfigurator) => void,
) {
  const current = useRef(shown)
  current.current = shown
  const id = shown?.id
  const answered = shown?.language
  useEffect(() => {
    if (!id || !answered || answered === language) return
    let live = true
    publicApi.configurator(id, language).then(
      (fetched) => {
        if (live && current.current) show(inLanguage(current.current, fetched))
      },
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [id, answered, language, show])

  // The document's language is the studio's texts' (the page's own texts follow the switch).
  useEffect(() => {
    if (answered) document.documentElement.lang = answered
  }, [answered])
}
