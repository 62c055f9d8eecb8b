import type { Camera } from '@designer/contract'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useFormat } from '@/lib/format'

type Point = Camera['position']

/** Cameras in the reader's language, "Orbit · 40° · (2400, 1600, 2400)", beside lib/format's dates. */
export function useViewFormat() {
  const { t, i18n } = useTranslation()
  const language = i18n.language
  const base = useFormat()
  return useMemo(() => {
    // Whole millimetres, no thousands separator: a comma inside "(2,400, 1,600, …)" would blur
    // where one coordinate ends and the next begins.
    const mm = new Intl.NumberFormat(language, { maximumFractionDigits: 0, useGrouping: false })
    const degrees = new Intl.NumberFormat(language, { maximumFractionDigits: 1 })
    const point = ([x, y, z]: Point) =>
      t('views.camera.point', { x: mm.format(x), y: mm.format(y), z: mm.format(z) })
    return {
      point,
      camera: (camera: Camera) =>
        t('views.camera.summary', {
          mode: t(`views.modes.${camera.mode}`),
          fov: degrees.format(camera.fov),
          position: point(camera.position),
        }),
      dateTime: base.dateTime,
      relative: base.relative,
    }
  }, [t, language, base])
}
