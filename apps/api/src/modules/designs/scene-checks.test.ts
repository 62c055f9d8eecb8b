import { applySceneOps, DEFAULT_SCENE, type Scene, type SceneOp } from '@designer/contract'
import { testBox } from '@designer/contract/testing'
import { describe, expect, test } from 'vitest'
import { createSceneCache } from './scene-cache'
import { checkBatch, sceneBytes } from './scene-checks'

const sceneOf = (n: number): Scene => ({
  ...DEFAULT_SCENE,
  objects: Array.from({ length: n }, (_, i) =>
    testBox(`o${i}`, { parentId: i % 5 ? `o${i - (i % 5)}` : null }),
  ),
})
const run = (scene: Scene, ops: SceneOp[]) => {
  const { scene: after, applied } = applySceneOps(scene, ops)
  return checkBatch({ scene, bytes: sceneBytes(scene) }, after, applied as SceneOp[])
}

describe('checkBatch', () => {
  test('the size it counts from what changed is the size of the scene written out', () => {
    let scene = sceneOf(50)
    const rounds: SceneOp[][] = [
      [{ op: 'set', id: 'o3', key: 'name', value: 'A much longer name than before' }],
      [{ op: 'set', id: 'o7', key: 'position', value: [1.25, -3, 1e-7] }],
      [{ op: 'scene', key: 'parameters', value: [] }],
      [{ op: 'scene', key: 'settings.background', value: '#000000' }],
      [{ op: 'set', id: 'o9', key: 'supplierItemId' }],
      [{ op: 'scene', key: 'parameters' }],
    ]
    for (const ops of rounds) {
      const checked = run(scene, ops)
      expect(checked.patch).not.toBeNull()
      expect(checked.bytes).toBe(sceneBytes(checked.scene))
      scene = checked.scene
    }
  })

  test('only property changes are patched; creating, deleting or many objects write it whole', () => {
    const scene = sceneOf(20)
    expect(run(scene, [{ op: 'set', id: 'o1', key: 'name', value: 'x' }]).patch?.objects.size).toBe(
      1,
    )
    expect(run(scene, [{ op: 'delete', id: 'o5' }]).patch).toBeNull()
    expect(run(scene, [{ op: 'create', object: testBox('new'), index: 3 }]).patch).toBeNull()
    const many = ['o1', 'o2', 'o3'].map(
      (id): SceneOp => ({ op: 'set', id, key: 'name', value: id }),
    )
    const whole = run(scene, many)
    expect(whole.patch).toBeNull()
    expect(whole.bytes).toBe(sceneBytes(whole.scene))
  })

  test('what the batch set is checked with the schemas, at its path', () => {
    const scene = sceneOf(10)
    expect(() => run(scene, [{ op: 'set', id: 'o6', key: 'color', value: 'red' }])).toThrow(
      expect.objectContaining({
        details: [
          expect.objectContaining({ path: 'scene.objects.6.color', code: 'validation.color' }),
        ],
      }),
    )
    expect(() => run(scene, [{ op: 'scene', key: 'settings.units', value: 'parsecs' }])).toThrow(
      expect.objectContaining({
        details: [expect.objectContaining({ path: 'scene.settings.units' })],
      }),
    )
  })

  test('what the schemas leave out or fill in is what is kept', () => {
    const scene = sceneOf(3)
    const checked = run(scene, [{ op: 'set', id: 'o1', key: 'params.extra', value: 5 }])
    expect(checked.scene.objects[1]!.params).toEqual({ width: 100, height: 100, depth: 100 })
    expect(checked.bytes).toBe(sceneBytes(checked.scene))
  })
})

describe('the scene cache', () => {
  test('answers only the version it holds, keeps the newer of two and stays under its bound', () => {
    const cache = createSceneCache(1_000)
    const scene = sceneOf(1)
    cache.set('a', { version: 3, scene, bytes: 400 })
    expect(cache.get('a', 3)?.version).toBe(3)
    expect(cache.get('a', 4)).toBeNull()
    cache.set('a', { version: 2, scene, bytes: 400 })
    expect(cache.get('a', 3)).not.toBeNull()
    cache.set('b', { version: 1, scene, bytes: 400 })
    cache.get('a', 3)
    cache.set('c', { version: 1, scene, bytes: 400 })
    // b was the least recently used.
    expect(cache.get('b', 1)).toBeNull()
    expect(cache.size).toEqual({ scenes: 2, bytes: 800 })
    cache.set('huge', { version: 1, scene, bytes: 5_000 })
    expect(cache.get('huge', 1)).toBeNull()
  })
})
