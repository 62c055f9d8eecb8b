import { AREAS } from '@designer/contract'
import { expect, test } from 'vitest'
import { AREA_ENTRIES, mainEntries } from './app-sidebar'

test('every area of data is found under one of the main entries of the sidebar', () => {
  const routes = new Set(mainEntries.map((entry) => entry.route))
  for (const area of AREAS) expect(routes, area).toContain(AREA_ENTRIES[area])
})
