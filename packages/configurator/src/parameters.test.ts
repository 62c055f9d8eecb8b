import type { ComponentParameter, Scene, SceneObject } from '@designer/contract'
import { expect, test } from 'vitest'
import { applyParameters, parameterValues } from './bindings'
import { box, place, scene } from './scene-fixtures'

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`
const parameter = (
  p: Partial<ComponentParameter> & Pick<ComponentParameter, 'id'>,
): ComponentParameter => ({
  name: p.id,
  min: 100,
  max: 1200,
  default: 700,
  bindings: [],
  ...p,
})

/** A leg: a post whose height and centre follow Height, and a foot under it. */
const LEG: Scene = {
  ...scene([
    box('post', [50, 700, 50], { position: [0, 380, 0] }),
    box('foot', [60, 30, 60], { position: [0, 15, 0] }),
  ]),
  parameters: [
    parameter({
      id: 'height',
      name: 'Height',
      bindings: [
        { objectId: 'post', target: 'params.height', formula: 'height - 30' },
        { objectId: 'post', target: 'position.y', formula: '30 + (height - 30) / 2' },
      ],
    }),
    parameter({
      id: 'thickness',
      min: 20,
      max: 120,
      default: 50,
      bindings: [
        { objectId: 'post', target: 'params.width', formula: 'thickness' },
        { objectId: 'post', target: 'params.depth', formula: 'thickness' },
      ],
    }),
  ],
}
const post = (s: Scene) =>
  s.objects.find((o) => o.id === 'post')! as SceneObject & {
    params: { width: number; height: number; depth: number }
  }

test('an instance sizes and places the parts by its values; the defaults stand for what it leaves out', () => {
  const tall = applyParameters(LEG, { height: 900 })
  expect(tall.errors).toEqual([])
  expect(post(tall.scene).params).toEqual({ width: 50, height: 870, depth: 50 })
  expect(post(tall.scene).position).toEqual([0, 465, 0])
  // The component itself is untouched; the foot, bound to nothing, is the same object.
  expect(post(LEG).params.height).toBe(700)
  expect(tall.scene.objects[1]).toBe(LEG.objects[1])
  expect(post(applyParameters(LEG, {}).scene).params.height).toBe(670)
})

test('values outside the bounds are held to them; a scene without parameters comes back as it is', () => {
  expect(parameterValues(LEG.parameters!, { height: 5000, thickness: -3 })).toEqual({
    height: 1200,
    thickness: 20,
  })
  expect(post(applyParameters(LEG, { height: 5000 }).scene).params.height).toBe(1170)
  const plain = scene([box('a', [1, 1, 1])])
  expect(applyParameters(plain, { height: 3 }).scene).toBe(plain)
})

test('a formula that fails, or an object that is gone, is reported and the rest still applies', () => {
  const broken: Scene = {
    ...LEG,
    parameters: [
      parameter({
        id: 'height',
        bindings: [
          { objectId: 'post', target: 'params.height', formula: 'height * depth' },
          { objectId: 'gone', target: 'position.y', formula: 'height' },
          { objectId: 'post', target: 'position.y', formula: 'height / 2' },
        ],
      }),
    ],
  }
  const { scene: s, errors } = applyParameters(broken, { height: 800 })
  expect(errors.map((e) => [e.objectId, e.target])).toEqual([
    ['post', 'params.height'],
    ['gone', 'position.y'],
  ])
  expect(post(s).position[1]).toBe(400)
  expect(post(s).params.height).toBe(700)
})

test("a component's parameter can set a parameter of a component inside it", () => {
  const table: Scene = {
    ...scene([place('leg-1', uuid(2)), box('top', [1200, 30, 800])]),
    parameters: [
      parameter({
        id: 'tableHeight',
        default: 750,
        bindings: [
          { objectId: 'leg-1', target: 'values.height', formula: 'tableHeight - 30' },
          { objectId: 'top', target: 'position.y', formula: 'tableHeight - 15' },
        ],
      }),
    ],
  }
  const made = applyParameters(table, { tableHeight: 900 }).scene
  expect(made.objects[0]!.params).toEqual({ designId: uuid(2), values: { height: 870 } })
  expect(made.objects[1]!.position[1]).toBe(885)
})
