import { useCallback, useSyncExternalStore } from 'react'

/**
 * Whether a media query matches, following changes (a rotated phone, a resized window).
 * Environments without `matchMedia` (jsdom) match nothing: they are treated as a desktop.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {}
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    [query],
  )
  return useSyncExternalStore(
    subscribe,
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  )
}
