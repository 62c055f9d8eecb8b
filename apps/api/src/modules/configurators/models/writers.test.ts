import { type Part, partsOf } from '@designer/configurator/parts'
import { box, scene } from '@designer/configurator/scene-fixtures'
import type { SceneObject } from '@designer/contract'
import { getBounds, NodeIO } from '@gltf-transform/core'
import { validateBytes } from 'gltf-validator'
import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import { zipEntries } from '../../../../test/models'
import { createFileCache } from './cache'
import { writeGlb } from './gltf'
import { fileTexture, looksOf } from './looks'
import { planModel } from './plan'
import { writeUsdz } from './usdz'

const NO_DEFINITION = { steps: [], rules: [] } as unknown as Parameters<typeof looksOf>[2]
const shape = (id: string, type: string, params: object, extra: Partial<SceneObject> = {}) =>
  ({ ...box(id, [1, 1, 1]), type, params, ...extra }) as SceneObject

async function glbOf(parts: Part[]) {
  const plan = planModel(
    parts,
    looksOf(parts, {}, NO_DEFINITION, () => false),
  )
  const bytes = await writeGlb('Test', plan, new Map())
  const report = await validateBytes(bytes, { maxIssues: 50 })
  const doc = await new NodeIO().readBinary(bytes)
  return { bytes, report, doc, plan }
}

describe('every shape the editor has', () => {
  test('is written as the validator wants it, at its size', async () => {
    const parts = partsOf(
      scene([
        shape(
          'cylinder',
          'cylinder',
          { radius: 100, height: 400, segments: 32 },
          { position: [0, 200, 0] },
        ),
        shape(
          'cone',
          'cone',
          { radius: 100, height: 300, segments: 16 },
          { position: [400, 150, 0] },
        ),
        shape('sphere', 'sphere', { radius: 150, segments: 24 }, { position: [-400, 150, 0] }),
        shape(
          'torus',
          'torus',
          { radius: 200, tube: 20, segments: 48 },
          { position: [0, 20, 600], rotation: [Math.PI / 2, 0, 0] },
        ),
        shape('plane', 'plane', { width: 2000, depth: 1500 }),
      ]),
      {},
    )
    const { report, doc } = await glbOf(parts)
    expect(
      report.issues.numErrors + report.issues.numWarnings + report.issues.numInfos,
      JSON.stringify(report.issues.messages),
    ).toBe(0)
    const { min, max } = getBounds(doc.getRoot().getDefaultScene()!)
    // The rug (2000 × 1500, lying flat) is the widest; the cylinder (400 high) the tallest.
    expect(min.map((n) => Number(n.toFixed(4)) + 0)).toEqual([-1, 0, -0.75])
    expect(max.map((n) => Number(n.toFixed(4)) + 0)).toEqual([1, 0.4, 0.82])
  })

  test('a part sheared by an unevenly scaled, turned group keeps its place: its vertices carry it', async () => {
    const parts = partsOf(
      scene([
        shape('g', 'group', {}, { scale: [1, 3, 1] }),
        box('b', [100, 100, 100], { parentId: 'g', rotation: [0, 0, Math.PI / 4] }),
      ]),
      {},
    )
    const { report, doc, plan } = await glbOf(parts)
    expect(report.issues.numErrors + report.issues.numWarnings).toBe(0)
    expect(plan[0]!.transform).toEqual({
      translation: [0, 0, 0],
      rotation: [0, 0, 0, 1],
      scale: [1, 1, 1],
    })
    // A 100 mm cube turned 45° spans 141 mm across, and 3 × 141 mm up.
    const { min, max } = getBounds(doc.getRoot().getDefaultScene()!)
    const half = Math.SQRT2 * 0.05
    expect(max[0]).toBeCloseTo(half, 5)
    expect(max[1]).toBeCloseTo(3 * half, 5)
    expect(min[2]).toBeCloseTo(-0.05, 5)
    const usdz = writeUsdz('Test', plan, new Map())
    expect(new TextDecoder().decode(zipEntries(usdz)[0]!.data)).toContain(
      'matrix4d xformOp:transform = ( (1, 0, 0, 0), (0, 1, 0, 0), (0, 0, 1, 0), (0, 0, 0, 1) )',
    )
  })
})

test('a WebP upload becomes a JPEG both files can hold; PNG and JPEG stay as stored', async () => {
  const raw = { raw: { width: 8, height: 8, channels: 3 as const } }
  const pixels = Buffer.alloc(8 * 8 * 3, 120)
  const webp = await sharp(pixels, raw).webp().toBuffer()
  const made = await fileTexture(webp, 'image/webp')
  expect([made.mimeType, made.extension, made.width, made.height]).toEqual([
    'image/jpeg',
    'jpg',
    8,
    8,
  ])
  expect((await sharp(made.bytes).metadata()).format).toBe('jpeg')
  const png = await sharp(pixels, raw).png().toBuffer()
  expect((await fileTexture(png, 'image/png')).bytes).toBe(png)
})

test('the cache keeps what its bounds allow: entries, bytes, time; the least used goes first', () => {
  let now = 0
  const cacheOf = (maxEntries: number, maxBytes: number) =>
    createFileCache<{ bytes: Uint8Array }>({ maxEntries, maxBytes, ttlMs: 60_000, now: () => now })
  const file = (size: number) => ({ bytes: new Uint8Array(size) })

  const few = cacheOf(3, 1000)
  for (const key of ['a', 'b', 'c']) few.set(key, file(100))
  few.get('a')
  few.set('d', file(100))
  // Three at most: b, the least recently used, went.
  expect(few.get('b')).toBeUndefined()
  expect(few.get('a')).toBeDefined()
  expect(few.size()).toEqual({ entries: 3, bytes: 300 })

  const small = cacheOf(10, 1000)
  for (const key of ['a', 'b', 'c', 'd']) small.set(key, file(240))
  small.get('a')
  small.set('e', file(240))
  // 1000 bytes at most: the fifth file of 240 pushes the least used (b) out.
  expect(small.size()).toEqual({ entries: 4, bytes: 960 })
  expect(small.get('b')).toBeUndefined()
  // One file over a quarter of the bytes is not kept at all.
  small.set('huge', file(251))
  expect(small.get('huge')).toBeUndefined()
  expect(small.size().bytes).toBe(960)

  // After its time, an entry is gone.
  now += 60_000
  expect(small.get('e')).toBeUndefined()
  expect(small.size()).toEqual({ entries: 3, bytes: 720 })
})
