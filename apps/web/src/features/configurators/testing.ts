import { TRESTLE, tableDefinition } from '@designer/configurator/configurator-fixtures'
import type { Configurator, ConfiguratorSummary, Funnel } from '@designer/contract'
import { afterEach, beforeEach, vi } from 'vitest'
import { session } from '@/lib/session'
import { stubApi } from '@/test/render'

/** Configurators and their activity for the configurators area's tests. */

export const uuid = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`

export function aSummary(patch: Partial<ConfiguratorSummary> = {}): ConfiguratorSummary {
  return {
    id: uuid(1),
    name: 'Dining table',
    designId: uuid(10),
    designName: 'Table',
    thumbnailUrl: null,
    status: 'draft',
    version: 3,
    publishedVersion: null,
    publishedAt: null,
    priceRange: null,
    quoteCount: 0,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-02T10:00:00.000Z',
    ...patch,
  }
}

export const aConfigurator = (patch: Partial<Configurator> = {}): Configurator => ({
  ...aSummary(),
  definition: tableDefinition(),
  problems: [],
  changed: true,
  ...patch,
})

export const aFunnel = (patch: Partial<Funnel> = {}): Funnel => ({
  days: 30,
  views: 200,
  interactions: 50,
  quotes: 10,
  popularity: [],
  ...patch,
})

/**
 * What the panels' tests run in: Radix's select captures the pointer and scrolls its chosen item
 * into view (jsdom does neither), and the design search answers the table's Trestle component.
 */
export function withPanelEnvironment() {
  beforeEach(() => {
    Element.prototype.hasPointerCapture ??= () => false
    Element.prototype.releasePointerCapture ??= () => {}
    Element.prototype.scrollIntoView ??= () => {}
    stubApi(({ path }) =>
      path.startsWith('/designs')
        ? { items: [{ id: TRESTLE, name: 'Trestle', thumbnailUrl: null }], total: 1 }
        : { items: [], total: 0 },
    )
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    session.clear({ forgetCompany: true })
  })
}
