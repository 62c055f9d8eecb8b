import type { Scene, SceneObject } from '@designer/contract'
import { describe, expect, test } from 'vitest'
import { configureScene } from './bindings'
import { type Part, partsOf } from './parts'
import { resolveRules } from './rules'
import { box, place, scene } from './scene-fixtures'
import {
  compose,
  decompose,
  matrixOf,
  multiplyMatrices,
  type Transform,
  transformPoint,
  type Vec3,
} from './transform'

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`
const group = (id: string, extra: Partial<SceneObject> = {}) =>
  ({ ...box(id, [1, 1, 1]), type: 'group', params: {}, ...extra }) as SceneObject
const close = (actual: number[], expected: number[], digits = 9) => {
  expect(actual).toHaveLength(expected.length)
  for (const [i, n] of actual.entries()) expect(n).toBeCloseTo(expected[i]!, digits)
}
/** Where a point of the part's own shape lands in the scene. */
const at = (part: Part, point: Vec3 = [0, 0, 0]) => transformPoint(part.matrix, point)
const byId = (parts: Part[], id: string) => parts.find((p) => p.path.at(-1) === id)!

describe('partsOf', () => {
  test('each visible shape once; groups and hidden objects, with what is under them, give none', () => {
    const parts = partsOf(
      scene([
        box('top', [1800, 40, 900], { position: [0, 740, 0], name: 'Top', color: '#aa0000' }),
        group('frame', { name: 'Frame', position: [0, 100, 0] }),
        box('rail', [1000, 50, 20], { parentId: 'frame', name: 'Rail' }),
        group('hidden', { visible: false }),
        box('under-hidden', [10, 10, 10], { parentId: 'hidden' }),
        box('off', [10, 10, 10], { visible: false }),
        box('off-child', [10, 10, 10], { parentId: 'off' }),
      ]),
      {},
    )
    expect(parts.map((p) => p.path)).toEqual([['top'], ['frame', 'rail']])
    expect(parts[0]).toMatchObject({
      name: 'Top',
      names: ['Top'],
      type: 'box',
      params: { width: 1800, height: 40, depth: 900 },
      color: '#aa0000',
      supplierItemId: null,
    })
    expect(parts[1]!.names).toEqual(['Frame', 'Rail'])
    close(at(parts[0]!), [0, 740, 0])
    close(at(parts[1]!), [0, 100, 0])
  })

  test('a turned, scaled group carries its parts with it', () => {
    const parts = partsOf(
      scene([
        group('g', { position: [100, 0, 0], rotation: [0, Math.PI / 2, 0], scale: [2, 2, 2] }),
        box('a', [10, 10, 10], { parentId: 'g', position: [50, 0, 0] }),
        group('h', { parentId: 'g', position: [0, 10, 0], rotation: [Math.PI / 2, 0, 0] }),
        box('b', [10, 10, 10], { parentId: 'h', position: [0, 5, 0] }),
      ]),
      {},
    )
    // Turned a quarter about Y, +X becomes −Z; doubled, 50 mm along X lands 100 mm along −Z.
    close(at(byId(parts, 'a')), [100, 0, -100])
    // b: 5 up in h, which is turned a quarter about X (up becomes +Z), 10 up in g, all doubled
    // and turned about Y by g (+Z becomes +X).
    close(at(byId(parts, 'b')), [100 + 10, 20, 0])
    // The shape's own +X axis (1 mm) is 2 mm long along −Z in the scene.
    const a = byId(parts, 'a')
    close(
      at(a, [1, 0, 0]).map((n, i) => n - at(a)[i]!),
      [0, 0, -2],
    )
  })

  test('components are drawn from their scenes with the instance’s parameter values, nested too', () => {
    const LEG = uuid(1)
    const BASE = uuid(2)
    const leg: Scene = {
      ...scene([
        box('post', [50, 700, 50], {
          position: [0, 350, 0],
          name: 'Post',
          supplierItemId: uuid(9),
        }),
        box('glide', [40, 5, 40], { visible: false }),
      ]),
      parameters: [
        {
          id: 'height',
          name: 'Height',
          min: 300,
          max: 1200,
          default: 700,
          bindings: [
            { objectId: 'post', target: 'params.height', formula: 'height' },
            { objectId: 'post', target: 'position.y', formula: 'height / 2' },
          ],
        },
      ],
    }
    // A base: two legs, the second turned about Y and taller.
    const base = scene([
      place('left', LEG, { name: 'Left', position: [-400, 0, 0] }),
      place('right', LEG, {
        name: 'Right',
        position: [400, 0, 0],
        rotation: [0, Math.PI, 0],
        params: { designId: LEG, values: { height: 900 } },
      } as Partial<SceneObject>),
    ])
    const parts = partsOf(
      scene([
        place('base', BASE, { name: 'Base', position: [0, 10, 0] }),
        place('gone', uuid(404), { name: 'Unknown design' }),
        place('off', LEG, { visible: false }),
      ]),
      { [LEG]: leg, [BASE]: base },
    )
    expect(parts.map((p) => p.path)).toEqual([
      ['base', 'left', 'post'],
      ['base', 'right', 'post'],
    ])
    expect(parts.map((p) => p.names)).toEqual([
      ['Base', 'Left', 'Post'],
      ['Base', 'Right', 'Post'],
    ])
    const [left, right] = parts as [Part, Part]
    expect(left.params).toEqual({ width: 50, height: 700, depth: 50 })
    expect(right.params).toEqual({ width: 50, height: 900, depth: 50 })
    expect(right.supplierItemId).toBe(uuid(9))
    close(at(left), [-400, 10 + 350, 0])
    close(at(right), [400, 10 + 450, 0])
    // The top of the taller post, 450 above its centre, stands at 910.
    close(at(right, [0, 450, 0]), [400, 910, 0])
    // The component's scene is not changed by drawing it.
    expect(leg.objects[0]!.params).toEqual({ width: 50, height: 700, depth: 50 })
  })

  test('a configured scene: a material option’s colour and item, a part option’s hiding', () => {
    const item = uuid(7)
    const def = {
      steps: [
        {
          id: 's',
          name: 's',
          options: [
            {
              kind: 'material',
              id: 'wood',
              name: 'Wood',
              objectIds: ['top'],
              default: 'walnut',
              values: [{ id: 'walnut', name: 'Walnut', color: '#5d4037', supplierItemId: item }],
            },
            { kind: 'part', id: 'leaf', name: 'Leaf', objectIds: ['leaf'], default: false },
          ],
        },
      ],
      rules: [],
    } as unknown as Parameters<typeof configureScene>[0]
    const s = scene([box('top', [100, 10, 100]), box('leaf', [50, 10, 100])])
    const { selections, states } = resolveRules(def, {})
    const parts = partsOf(configureScene(def, s, selections, states).scene, {})
    expect(parts).toHaveLength(1)
    expect(parts[0]).toMatchObject({ name: 'top', color: '#5d4037', supplierItemId: item })
  })
})

describe('matrices', () => {
  const t = (position: Vec3, rotation: Vec3, scale: Vec3): Transform => ({
    position,
    rotation,
    scale,
  })

  test('composing matrices agrees with composing transforms where those are exact', () => {
    const outer = t([10, -20, 30], [0.3, -1.1, 0.7], [2, 2, 2])
    const inner = t([5, 6, -7], [-0.4, 0.2, 1.3], [1, 3, 0.5])
    const m = multiplyMatrices(matrixOf(outer), matrixOf(inner))
    const c = matrixOf(compose(outer, inner))
    for (const p of [
      [0, 0, 0],
      [1, 2, 3],
      [-40, 7, 11],
    ] as Vec3[])
      close(transformPoint(m, p), transformPoint(c, p), 4)
  })

  test('decompose gives back the move, the turn and the scale; a shear or a mirror has none', () => {
    const m = matrixOf(t([1, 2, 3], [0.5, -0.25, 2], [2, 3, 4]))
    const d = decompose(m)!
    close(d.translation, [1, 2, 3])
    close(d.scale, [2, 3, 4])
    expect(Math.hypot(...d.rotation)).toBeCloseTo(1, 12)
    // Made again from its parts, it is the same matrix.
    const [x, y, z, w] = d.rotation
    const rebuilt = multiplyMatrices(
      multiplyMatrices(
        matrixOf(t(d.translation, [0, 0, 0], [1, 1, 1])),
        quaternionMatrix([x, y, z, w]),
      ),
      matrixOf(t([0, 0, 0], [0, 0, 0], d.scale)),
    )
    close(rebuilt, m)

    // A non-uniform scale around a turned part shears it.
    const sheared = multiplyMatrices(
      matrixOf(t([0, 0, 0], [0, 0, 0], [1, 3, 1])),
      matrixOf(t([0, 0, 0], [0, 0, Math.PI / 4], [1, 1, 1])),
    )
    expect(decompose(sheared)).toBeNull()
    expect(
      decompose(matrixOf(t([0, 0, 0], [0, 0, 0], [1, 1, 1])).map((n, i) => (i === 0 ? -n : n))),
    ).toBeNull()
  })
})

/** A turn as a matrix, from a quaternion, written out independently of `matrixOf`. */
function quaternionMatrix([x, y, z, w]: [number, number, number, number]) {
  return [
    1 - 2 * (y * y + z * z),
    2 * (x * y + z * w),
    2 * (x * z - y * w),
    0,
    2 * (x * y - z * w),
    1 - 2 * (x * x + z * z),
    2 * (y * z + x * w),
    0,
    2 * (x * z + y * w),
    2 * (y * z - x * w),
    1 - 2 * (x * x + y * y),
    0,
    0,
    0,
    0,
    1,
  ]
}
