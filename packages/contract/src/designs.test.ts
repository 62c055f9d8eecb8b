import { expect, test } from 'vitest'
import { componentIdsOf, DEFAULT_SCENE, type SceneObject } from './designs'
import { testBox } from './testing'

const place = (id: string, designId: string) =>
  ({ ...testBox(id), type: 'component', params: { designId } }) as SceneObject

test('the components a scene places: each once, in order of first use', () => {
  const scene = {
    ...DEFAULT_SCENE,
    objects: [place('a', 'leg'), testBox('b'), place('c', 'top'), place('d', 'leg')],
  }
  expect(componentIdsOf(scene)).toEqual(['leg', 'top'])
  expect(componentIdsOf(DEFAULT_SCENE)).toEqual([])
})
