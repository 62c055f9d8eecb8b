import type { MaterialAppearance, SceneObject } from '@designer/contract'
import {
  BufferAttribute,
  type BufferGeometry,
  EquirectangularReflectionMapping,
  RepeatWrapping,
  Texture,
  TextureLoader,
} from 'three'
import { afterEach, expect, test, vi } from 'vitest'
import { geometryFor, lookOf, materialFor } from './geometry'
import { texturesSettled } from './textures'

type Primitive = Exclude<SceneObject, { type: 'component' | 'group' }>

const box = (width: number, height: number, depth: number, supplierItemId?: string) =>
  ({
    id: 'b',
    name: 'Board',
    type: 'box',
    position: [0, 0, 0],
    rotation: [0, 0, 0],
    scale: [1, 1, 1],
    color: '#ff0000',
    parentId: null,
    visible: true,
    params: { width, height, depth },
    supplierItemId,
  }) as Primitive

const oak: MaterialAppearance = {
  color: '#c8a165',
  roughness: 0.7,
  metalness: 0,
  texture: { url: '/v1/textures/oak/key-1', widthMm: 600, heightMm: 200 },
}
const ITEM = '11111111-1111-4111-8111-111111111111'

afterEach(() => vi.restoreAllMocks())

/** The range of texture coordinates of a face (a BoxGeometry group), [u, v] from 0. */
function faceRange(geometry: BufferGeometry, face: number): [number, number] {
  const uv = geometry.getAttribute('uv') as BufferAttribute
  const index = geometry.getIndex()!
  const group = geometry.groups[face]!
  let u = 0
  let v = 0
  for (let i = group.start; i < group.start + group.count; i++) {
    u = Math.max(u, uv.getX(index.getX(i)))
    v = Math.max(v, uv.getY(index.getX(i)))
  }
  return [Math.round(u * 1000) / 1000, Math.round(v * 1000) / 1000]
}

test('a part made of an item with an appearance takes it; any other part keeps its colour with the default finish', () => {
  expect(lookOf(box(10, 10, 10, ITEM), { [ITEM]: oak })).toBe(oak)
  const own = { color: '#ff0000', roughness: 0.62, metalness: 0.05, texture: null }
  expect(lookOf(box(10, 10, 10), { [ITEM]: oak })).toEqual(own)
  expect(lookOf(box(10, 10, 10, '22222222-2222-4222-8222-222222222222'), { [ITEM]: oak })).toEqual(
    own,
  )
  expect(lookOf(box(10, 10, 10, ITEM), undefined)).toEqual(own)
})

test('a look is one material, shared by every part that has it (so they are drawn instanced)', () => {
  const metal = { color: '#9ca3af', roughness: 0.25, metalness: 1, texture: null }
  const material = materialFor(metal)
  expect(material.color.getHexString()).toBe('9ca3af')
  expect([material.roughness, material.metalness, material.map]).toEqual([0.25, 1, null])
  expect(materialFor({ ...metal })).toBe(material)
  expect(materialFor({ ...metal, roughness: 0.3 })).not.toBe(material)
  expect(materialFor(metal, { wireframe: true })).not.toBe(material)
  expect(materialFor(metal, { highlight: true }).emissive.getHexString()).toBe('2563eb')
  // A metal reflects a studio around it (else, lit by lamps only, it looks black); wood does not.
  expect(material.envMap?.mapping).toBe(EquirectangularReflectionMapping)
  expect(materialFor({ ...metal, metalness: 0 }).envMap).toBeNull()
})

test("a texture repeats once per its real-world size; until it loads, the part shows the look's colour", async () => {
  let arrive: (texture: Texture) => void = () => {}
  const load = vi.spyOn(TextureLoader.prototype, 'load').mockImplementation((url, onLoad) => {
    expect(url).toBe(oak.texture!.url)
    arrive = onLoad as (texture: Texture) => void
    return new Texture()
  })
  const material = materialFor(oak)
  expect(material.map).toBeNull()
  expect(material.color.getHexString()).toBe('c8a165')
  arrive(new Texture())
  await texturesSettled()
  expect(load).toHaveBeenCalledTimes(1)
  const map = material.map!
  expect([map.wrapS, map.wrapT]).toEqual([RepeatWrapping, RepeatWrapping])
  expect([map.repeat.x, map.repeat.y]).toEqual([1 / 600, 1 / 200])
  // A second look with the same picture at another size loads it once, and repeats it its way.
  const small = materialFor({ ...oak, texture: { ...oak.texture!, widthMm: 300 } })
  await texturesSettled()
  expect(load).toHaveBeenCalledTimes(1)
  expect(small.map!.repeat.x).toBe(1 / 300)
  expect(material.map!.repeat.x).toBe(1 / 600)
})

test("a textured part's coordinates are millimetres of each face, the picture's width along the longer side", () => {
  const top = geometryFor(box(1800, 30, 900), true)
  // Faces: +x, -x (depth × height), +y, -y (width × depth), +z, -z (width × height).
  expect(faceRange(top, 0)).toEqual([900, 30])
  expect(faceRange(top, 2)).toEqual([1800, 900])
  expect(faceRange(top, 4)).toEqual([1800, 30])
  // With oak's 600 × 200 mm picture the top shows it 3 times along and 4.5 times across.
  const [u, v] = faceRange(top, 2)
  expect([u * (1 / 600), v * (1 / 200)]).toEqual([3, 4.5])

  // A leg: its faces are taller than wide, so the grain runs up it.
  const leg = geometryFor(box(60, 720, 40), true)
  expect(faceRange(leg, 4)).toEqual([720, 60])
  expect(faceRange(leg, 0)).toEqual([720, 40])
  expect(faceRange(leg, 2)).toEqual([60, 40])

  // Untextured parts keep three.js's 0–1 coordinates; parts of one size share one geometry.
  expect(faceRange(geometryFor(box(1800, 30, 900)), 2)).toEqual([1, 1])
  expect(geometryFor(box(1800, 30, 900), true)).toBe(top)
  expect(geometryFor(box(1800, 30, 900))).not.toBe(top)
})

test('round parts are measured around and along', () => {
  const cylinder = {
    ...box(1, 1, 1),
    type: 'cylinder',
    params: { radius: 20, height: 700, segments: 16 },
  } as Primitive
  const g = geometryFor(cylinder, true)
  // The side: 700 mm tall and 2π·20 ≈ 125.7 mm around, so the picture's width runs up it.
  expect(faceRange(g, 0)).toEqual([700, 125.664])
  // A cap: 40 mm across both ways.
  expect(faceRange(g, 1)).toEqual([40, 40])
  const plane = {
    ...box(1, 1, 1),
    type: 'plane',
    params: { width: 2000, depth: 3000 },
  } as Primitive
  const p = geometryFor(plane, true)
  const uv = p.getAttribute('uv') as BufferAttribute
  expect(Math.max(...Array.from(uv.array as Float32Array).filter((_, i) => i % 2 === 0))).toBe(3000)
  expect(uv).toBeInstanceOf(BufferAttribute)
})
