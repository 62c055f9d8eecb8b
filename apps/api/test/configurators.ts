import {
  FOUR_LEGS,
  TRESTLE,
  tableDefinitionInput,
  tableScene,
  WALNUT_ITEM,
} from '@designer/configurator/configurator-fixtures'
import { box, scene } from '@designer/configurator/scene-fixtures'
import type { ConfiguratorDefinitionInput, Scene } from '@designer/contract'
import { expect } from 'vitest'
import type { App } from '../src/app'
import type { companyOwner } from './companies'

type Owner = Awaited<ReturnType<typeof companyOwner>>

/**
 * The configurator engine's dining table (packages/configurator's fixtures) made real in a
 * company: its designs, its two bases as components, and the configurator on them.
 */
export function configuratorFixtures(app: App) {
  const call = (
    who: Owner,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => app.inject({ method, url, headers: who.scoped, ...(payload ? { payload } : {}) })

  async function design(who: Owner, name: string, objects: Scene['objects'], type = 'design') {
    const d = (await call(who, 'POST', '/v1/designs', { name, type })).json()
    const saved = await call(who, 'PUT', `/v1/designs/${d.id}/scene`, {
      version: 1,
      scene: scene(objects),
    })
    expect(saved.statusCode, saved.body).toBe(200)
    return { ...d, version: saved.json().version as number }
  }

  /**
   * The engine's table, on designs of this company: its two bases become real components. Its
   * walnut names no supplier item (the engine's is not the company's, and would be refused);
   * the tests that cost a material name an item of their own.
   */
  async function table(who: Owner) {
    const trestle = await design(who, 'Trestle', [box('beam', [1000, 60, 60])], 'component')
    const fourLegs = await design(who, 'Four legs', [box('leg', [50, 720, 50])], 'component')
    const ids = (text: string) =>
      text
        .replaceAll(TRESTLE, trestle.id)
        .replaceAll(FOUR_LEGS, fourLegs.id)
        .replaceAll(`"${WALNUT_ITEM}"`, 'null')
    const objects = JSON.parse(ids(JSON.stringify(tableScene().objects)))
    const definition: ConfiguratorDefinitionInput = JSON.parse(
      ids(JSON.stringify(tableDefinitionInput())),
    )
    const d = await design(who, 'Dining table', objects)
    return { design: d, definition, trestle, fourLegs }
  }

  /** A draft configurator on a new table; `over` replaces fields of the request. */
  async function configurator(who: Owner, over: object = {}) {
    const t = await table(who)
    const res = await call(who, 'POST', '/v1/configurators', {
      name: 'Dining table',
      designId: t.design.id,
      definition: t.definition,
      ...over,
    })
    expect(res.statusCode, res.body).toBe(201)
    return { ...t, configurator: res.json() }
  }

  /** A configurator on a new table, published. */
  async function published(who: Owner, over: object = {}) {
    const made = await configurator(who, over)
    const res = await call(who, 'POST', `/v1/configurators/${made.configurator.id}/publish`)
    expect(res.statusCode, res.body).toBe(200)
    return made
  }

  return { design, table, configurator, published }
}
