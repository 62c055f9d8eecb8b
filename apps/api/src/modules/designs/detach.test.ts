import { box, place, scene } from '@designer/configurator/scene-fixtures'
import type { SceneObject } from '@designer/contract'
import { describe, expect, test } from 'vitest'
import { detachComponent } from './detach'

const LEG = '00000000-0000-4000-8000-0000000000aa'

// A 50 × 700 × 50 box unless the test says otherwise; a leg instance.
const object = (id: string, over: Partial<SceneObject> = {}) => box(id, [50, 700, 50], over)
const instance = (id: string, over: Partial<SceneObject> = {}) => place(id, LEG, over)

// An object's matrix as three.js builds it (position, XYZ Euler rotation, scale), written out
// here with rotation matrices, apart from the quaternions detach.ts uses.
type M = number[][]
const mul = (a: M, b: M): M =>
  a.map((row) => b[0]!.map((_, j) => row.reduce((s, v, k) => s + v * b[k]![j]!, 0)))
function matrixOf(o: Pick<SceneObject, 'position' | 'rotation' | 'scale'>): M {
  const [x, y, z] = o.rotation
  const rx = [
    [1, 0, 0],
    [0, Math.cos(x), -Math.sin(x)],
    [0, Math.sin(x), Math.cos(x)],
  ]
  const ry = [
    [Math.cos(y), 0, Math.sin(y)],
    [0, 1, 0],
    [-Math.sin(y), 0, Math.cos(y)],
  ]
  const rz = [
    [Math.cos(z), -Math.sin(z), 0],
    [Math.sin(z), Math.cos(z), 0],
    [0, 0, 1],
  ]
  const r = mul(mul(rx, ry), rz)
  const rs = r.map((row) => row.map((v, j) => v * o.scale[j]!))
  return [
    [...rs[0]!, o.position[0]],
    [...rs[1]!, o.position[1]],
    [...rs[2]!, o.position[2]],
    [0, 0, 0, 1],
  ]
}
const expectSameMatrix = (a: M, b: M) => {
  for (const [i, row] of a.entries()) {
    for (const [j, v] of row.entries()) expect(b[i]![j]).toBeCloseTo(v, 4)
  }
}

describe('detaching a component from a design', () => {
  test('each instance becomes a copy of its parts, standing exactly where the instance put them', () => {
    // A leg: a tube with a foot hung on it, the tube raised and slightly turned.
    const leg = scene([
      object('tube', { position: [0, 360, 0], rotation: [0.1, 0.2, 0.3] }),
      object('foot', {
        parentId: 'tube',
        position: [0, -360, 0],
        params: { width: 60, height: 10, depth: 60 },
      }),
    ])
    const corners: [string, Partial<SceneObject>][] = [
      ['l1', { position: [-850, 0, -400] }],
      ['l2', { position: [850, 0, -400], rotation: [0, Math.PI / 2, 0] }],
      ['l3', { position: [-850, 30, 400], rotation: [0.4, -1.1, 2.3], scale: [2, 2, 2] }],
      ['l4', { position: [850, 0, 400], visible: false }],
    ]
    const design = scene([
      object('top', { position: [0, 735, 0], params: { width: 1800, height: 30, depth: 900 } }),
      ...corners.map(([id, over]) => instance(id, { name: `Leg ${id.slice(1)}`, ...over })),
    ])
    const after = detachComponent(design, LEG, leg)

    expect(after.objects.some((o) => o.type === 'component')).toBe(false)
    expect(after.objects.map((o) => o.id)).toEqual([
      'top',
      'l1-tube',
      'l1-foot',
      'l2-tube',
      'l2-foot',
      'l3-tube',
      'l3-foot',
      'l4-tube',
      'l4-foot',
    ])
    // One top-level part per leg: it takes the instance's name; the foot stays hung on it.
    expect(after.objects.find((o) => o.id === 'l2-tube')).toMatchObject({
      name: 'Leg 2',
      parentId: null,
    })
    expect(after.objects.find((o) => o.id === 'l2-foot')).toMatchObject({
      name: 'foot',
      parentId: 'l2-tube',
      position: [0, -360, 0],
    })
    // Where the instance put the tube, the copy stands: the same matrix three.js would draw.
    for (const [id] of corners) {
      const before = mul(
        matrixOf(design.objects.find((o) => o.id === id)!),
        matrixOf(leg.objects[0]!),
      )
      expectSameMatrix(before, matrixOf(after.objects.find((o) => o.id === `${id}-tube`)!))
    }
    // A hidden instance's parts are hidden.
    expect(after.objects.filter((o) => o.id.startsWith('l4')).every((o) => !o.visible)).toBe(true)
  })

  test('parts the design hung on an instance keep their place; cost lines are kept per instance', () => {
    const leg = scene(
      [object('tube')],
      [{ id: 'glides', supplierItemId: LEG, quantity: 4, note: '' }],
    )
    const design = scene(
      [
        object('frame'),
        instance('l1', { parentId: 'frame', position: [500, 0, 0], rotation: [0, Math.PI, 0] }),
        object('brace', { parentId: 'l1', position: [100, 200, 0] }),
        instance('l2'),
        // An id the copies would like to take is taken already: they find another.
        object('l2-tube'),
      ],
      [{ id: 'glides', supplierItemId: LEG, quantity: 1, note: 'spare' }],
    )
    const after = detachComponent(design, LEG, leg)
    const brace = after.objects.find((o) => o.id === 'brace')!
    expect(brace.parentId).toBe('frame')
    expectSameMatrix(
      mul(matrixOf(design.objects[1]!), matrixOf(design.objects[2]!)),
      matrixOf(brace),
    )
    expect(after.objects.find((o) => o.id === 'l1-tube')!.parentId).toBe('frame')
    expect(after.objects.map((o) => o.id)).toContain('l2-tube-2')
    expect(new Set(after.objects.map((o) => o.id)).size).toBe(after.objects.length)
    expect(after.costLines).toEqual([
      { id: 'glides', supplierItemId: LEG, quantity: 1, note: 'spare' },
      { id: 'glides-2', supplierItemId: LEG, quantity: 8, note: '' },
    ])
  })

  test('a design without instances is left as it is', () => {
    const design = scene([object('top')])
    expect(detachComponent(design, LEG, scene([object('tube')]))).toBe(design)
  })

  test('each copy keeps the size its instance gave it through the parameters', () => {
    const component = {
      ...scene([object('tube')]),
      parameters: [
        {
          id: 'height',
          name: 'Height',
          min: 100,
          max: 1200,
          default: 700,
          bindings: [{ objectId: 'tube', target: 'params.height' as const, formula: 'height' }],
        },
      ],
    }
    const design = scene([
      instance('short', {
        params: { designId: LEG, values: { height: 400 } },
      } as Partial<SceneObject>),
      instance('usual'),
    ])
    const after = detachComponent(design, LEG, component)
    expect(after.objects.map((o) => (o.params as { height: number }).height)).toEqual([400, 700])
  })
})
