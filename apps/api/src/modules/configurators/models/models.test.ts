import { scene } from '@designer/configurator/scene-fixtures'
import {
  type BindingTarget,
  type ConfiguratorDefinitionInput,
  type Scene,
  type SceneObject,
  TEXTURE_MAX_PIXELS,
} from '@designer/contract'
import { getBounds, NodeIO } from '@gltf-transform/core'
import { eq } from 'drizzle-orm'
import { validateBytes } from 'gltf-validator'
import sharp from 'sharp'
import { Box3, Mesh, type Object3D } from 'three'
import { USDLoader } from 'three/examples/jsm/loaders/USDLoader.js'
import { beforeAll, describe, expect, test } from 'vitest'
import { build } from '../../../../test/build'
import { companyOwner } from '../../../../test/companies'
import { unzipped, zipEntries } from '../../../../test/models'
import type { App } from '../../../app'
import { configurators, supplierItems, supplierItemTextures } from '../../../db/schema/index'
import { linearColor } from './looks'

let app: App
let owner: Awaited<ReturnType<typeof companyOwner>>
let stranger: Awaited<ReturnType<typeof companyOwner>>

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, who = owner) =>
  app.inject({ method, url, headers: who.scoped, ...(payload ? { payload } : {}) })
/** A visitor: no account, no headers. */
const visit = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers })

const base = { rotation: [0, 0, 0], scale: [1, 1, 1], parentId: null, visible: true } as const
const box = (
  id: string,
  name: string,
  position: number[],
  [width, height, depth]: number[],
  supplierItemId: string,
  extra: Partial<SceneObject> = {},
) =>
  ({
    ...base,
    id,
    name,
    type: 'box',
    position,
    params: { width, height, depth },
    color: '#888888',
    supplierItemId,
    ...extra,
  }) as SceneObject
const place = (id: string, name: string, designId: string, position: number[]) =>
  ({
    ...base,
    id,
    name,
    type: 'component',
    position,
    params: { designId },
    color: '#ffffff',
  }) as SceneObject
const bind = (objectId: string, target: BindingTarget, formula: string) => ({
  objectId,
  target,
  formula,
})

async function design(name: string, type: 'design' | 'component', s: Scene) {
  const d = (await call('POST', '/v1/designs', { name, type })).json()
  const saved = await call('PUT', `/v1/designs/${d.id}/scene`, { version: 1, scene: s })
  expect(saved.statusCode, saved.body).toBe(200)
  return d.id as string
}

/** A picture of a surface: noise from a seed, as a JPEG or a PNG. */
async function picture(seed: number, size: number, format: 'jpeg' | 'png' = 'jpeg') {
  const raw = Buffer.alloc(size * size * 3)
  let x = seed
  for (let i = 0; i < raw.length; i++) {
    x = (x * 1103515245 + 12345) % 2147483648
    raw[i] = x % 256
  }
  const image = sharp(raw, { raw: { width: size, height: size, channels: 3 } })
  return format === 'png' ? image.png().toBuffer() : image.jpeg({ quality: 85 }).toBuffer()
}

/** Gives an item a stored texture as an upload would (its column and its file's row). */
async function giveTexture(
  itemId: string,
  companyId: string,
  data: Buffer,
  size = { widthMm: 600, heightMm: 300 },
) {
  const key = `t${Math.random().toString(36).slice(2, 10)}`
  await app.db
    .update(supplierItems)
    .set({ texture: { key, ...size } })
    .where(eq(supplierItems.id, itemId))
  await app.db
    .insert(supplierItemTextures)
    .values({ itemId, companyId, key, contentType: 'image/jpeg', data })
}

let configuratorId: string
let ashPicture: Buffer
const WALNUT = { color: '#6e4329', roughness: 0.45, metalness: 0 }

/**
 * The demo's dining table, as a studio makes it: a top and a leaf cut from the chosen wood, four
 * legs as instances of a leg component (oak, or a steel tube) whose Height parameter the table's
 * height option sets; a leaf that a rule takes away from long tables.
 */
beforeAll(async () => {
  app = await build()
  owner = await companyOwner(app, 'Model Studio')
  stranger = await companyOwner(app, 'Other Studio')
  const supplier = (await call('POST', '/v1/suppliers', { name: 'Timber', currency: 'EUR' })).json()
  const item = async (name: string, appearance: object) => {
    const res = await call('POST', '/v1/supplier-items', {
      supplierId: supplier.id,
      name,
      unit: 'm2',
      materialType: 'solid_wood',
      unitCost: { amount: 10_000, currency: 'EUR' },
      appearance,
    })
    expect(res.statusCode, res.body).toBe(201)
    return res.json().id as string
  }
  const oak = await item('Oak board', { color: '#c8a165', roughness: 0.62, metalness: 0 })
  const walnut = await item('Walnut board', WALNUT)
  const ash = await item('Ash board', { color: '#d9c9a3', roughness: 0.6, metalness: 0 })
  const elm = await item('Elm board', { color: '#9c7a54', roughness: 0.6, metalness: 0 })
  const steel = await item('Steel tube', { color: '#2b2b2b', roughness: 0.35, metalness: 1 })
  ashPicture = await picture(7, 256)
  await giveTexture(ash, owner.company.id, ashPicture)
  // The elm's texture row says it belongs to another company: it must never be read for this one.
  await giveTexture(elm, stranger.company.id, await picture(99, 64))

  const height = (centre: string) => ({
    id: 'height',
    name: 'Height',
    min: 500,
    max: 1000,
    default: 720,
    bindings: [bind('leg', 'params.height', 'height'), bind('leg', 'position.y', centre)],
  })
  const leg = await design('Table leg', 'component', {
    ...scene([
      box('leg', 'Leg', [0, 360, 0], [60, 720, 60], oak),
      // A felt glide the studio hid: hidden parts are in no file.
      box('glide', 'Glide', [0, 2, 0], [50, 4, 50], oak, { visible: false }),
    ]),
    parameters: [height('height / 2')],
  })
  const steelLeg = await design('Steel leg', 'component', {
    ...scene([
      {
        ...base,
        id: 'leg',
        name: 'Tube',
        type: 'cylinder',
        position: [0, 360, 0],
        params: { radius: 25, height: 720, segments: 24 },
        color: '#333333',
        supplierItemId: steel,
      } as SceneObject,
    ]),
    parameters: [height('height / 2')],
  })
  const table = await design(
    'Dining table',
    'design',
    scene([
      box('top', 'Top', [0, 740, 0], [1800, 40, 900], oak),
      box('leaf', 'Extension leaf', [1150, 740, 0], [500, 40, 900], oak),
      place('leg-1', 'Leg front left', leg, [-840, 0, 390]),
      place('leg-2', 'Leg front right', leg, [840, 0, 390]),
      place('leg-3', 'Leg back left', leg, [-840, 0, -390]),
      place('leg-4', 'Leg back right', leg, [840, 0, -390]),
    ]),
  )
  const legs = ['leg-1', 'leg-2', 'leg-3', 'leg-4']
  const definition: ConfiguratorDefinitionInput = {
    steps: [
      {
        id: 'size',
        name: 'Size',
        options: [
          {
            kind: 'dimension',
            id: 'W',
            name: 'Length',
            min: 1600,
            max: 2400,
            step: 100,
            default: 1800,
            bindings: [
              bind('top', 'params.width', 'W'),
              bind('leg-1', 'position.x', '-(W / 2 - 60)'),
              bind('leg-2', 'position.x', 'W / 2 - 60'),
              bind('leg-3', 'position.x', '-(W / 2 - 60)'),
              bind('leg-4', 'position.x', 'W / 2 - 60'),
              bind('leaf', 'position.x', 'W / 2 + 250'),
            ],
          },
          {
            kind: 'dimension',
            id: 'D',
            name: 'Width',
            min: 800,
            max: 1000,
            step: 50,
            default: 900,
            bindings: [
              bind('top', 'params.depth', 'D'),
              bind('leaf', 'params.depth', 'D'),
              ...legs.map((l, i) => bind(l, 'position.z', i < 2 ? 'D / 2 - 60' : '-(D / 2 - 60)')),
            ],
          },
        ],
      },
      {
        id: 'finish',
        name: 'Finish',
        options: [
          {
            kind: 'material',
            id: 'wood',
            name: 'Wood',
            objectIds: ['top', 'leaf'],
            default: 'oak',
            values: [
              { id: 'oak', name: 'Oak', color: '#c8a165', supplierItemId: oak },
              { id: 'walnut', name: 'Walnut', color: WALNUT.color, supplierItemId: walnut },
              { id: 'ash', name: 'Ash', color: '#d9c9a3', supplierItemId: ash },
              { id: 'elm', name: 'Elm', color: '#9c7a54', supplierItemId: elm },
            ],
          },
          {
            kind: 'component',
            id: 'legStyle',
            name: 'Legs',
            objectIds: legs,
            default: 'oak',
            values: [
              { id: 'oak', name: 'Oak', designId: leg },
              { id: 'steel', name: 'Black steel', designId: steelLeg },
            ],
          },
        ],
      },
      {
        id: 'extras',
        name: 'Extras',
        options: [
          { kind: 'part', id: 'leaf', name: 'Extension leaf', objectIds: ['leaf'], default: false },
          {
            // After the legs' option, which swaps their component (and with it their values).
            kind: 'dimension',
            id: 'H',
            name: 'Height',
            min: 700,
            max: 800,
            step: 10,
            default: 760,
            bindings: [
              bind('top', 'position.y', 'H - 20'),
              bind('leaf', 'position.y', 'H - 20'),
              ...legs.map((l) => bind(l, 'values.height', 'H - 40')),
            ],
          },
        ],
      },
    ],
    rules: [
      {
        id: 'leafUpTo2100',
        when: { option: 'W', op: 'gte', value: 2200 },
        actions: [
          { type: 'set', option: 'leaf', value: false },
          { type: 'hide', option: 'leaf' },
        ],
      },
    ],
    price: {
      mode: 'costPlus',
      marginPercent: 55,
      rounding: '10',
      taxPercent: 21,
      taxIncluded: true,
    },
  }
  const made = await call('POST', '/v1/configurators', {
    name: 'Mesa de comedor',
    designId: table,
    definition,
  })
  expect(made.statusCode, made.body).toBe(201)
  configuratorId = made.json().id
  const published = await call('POST', `/v1/configurators/${configuratorId}/publish`)
  expect(published.statusCode, published.body).toBe(200)
})

const model = (format: 'glb' | 'usdz', query = '', id = configuratorId) =>
  visit(`/v1/public/configurators/${id}/model.${format}${query ? `?${query}` : ''}`)
const bytesOf = (res: { rawPayload: Buffer }) => new Uint8Array(res.rawPayload)

type Expected = {
  query: string
  names: string[]
  /** The configured product's extent in millimetres: [min, max] per axis. */
  box: [[number, number, number], [number, number, number]]
}
const LEGS = ['Leg front left', 'Leg front right', 'Leg back left', 'Leg back right']
/** Three configurations and what the product is in each, worked out by hand from the design. */
const CONFIGURATIONS: Expected[] = [
  {
    // As it comes: 1800 × 900, 760 high (a 40 mm top on 720 mm oak legs), no leaf.
    query: '',
    names: ['Top', ...LEGS.map((l) => `${l} / Leg`)],
    box: [
      [-900, 0, -450],
      [900, 760, 450],
    ],
  },
  {
    // Walnut, 2000 × 1000, 720 high on 680 mm steel legs, the 500 mm leaf at the end.
    query: 'W=2000&D=1000&H=720&wood=walnut&leaf=1&legStyle=steel',
    names: ['Top', 'Extension leaf', ...LEGS.map((l) => `${l} / Tube`)],
    box: [
      [-1000, 0, -500],
      [1500, 720, 500],
    ],
  },
  {
    // 2400 long in textured ash: the rule takes the leaf away whatever the link asks.
    query: 'W=2400&leaf=1&wood=ash',
    names: ['Top', ...LEGS.map((l) => `${l} / Leg`)],
    box: [
      [-1200, 0, -450],
      [1200, 760, 450],
    ],
  },
]

/** Which of the validator's informations a file may carry, and why each is harmless. */
const ALLOWED_INFOS = new Set<string>([])

async function readGlb(bytes: Uint8Array) {
  const doc = await new NodeIO().readBinary(bytes)
  const root = doc.getRoot()
  return { doc, root, scene: root.getDefaultScene()! }
}

describe('GLB', () => {
  test.each(CONFIGURATIONS)(
    'of "$query": valid, each part once, named, at the product’s size',
    async (c) => {
      const res = await model('glb', c.query)
      expect(res.statusCode, res.body).toBe(200)
      expect(res.headers['content-type']).toBe('model/gltf-binary')
      expect(res.headers['content-disposition']).toBe(
        `inline; filename="mesa-de-comedor.glb"; filename*=UTF-8''Mesa%20de%20comedor.glb`,
      )
      expect(res.headers['cache-control']).toBe('public, max-age=300')
      const bytes = bytesOf(res)

      // Khronos' validator: no error, no warning.
      const report = await validateBytes(bytes, { maxIssues: 100 })
      const messages = report.issues.messages.map(
        (m) => `${m.severity} ${m.code} ${m.pointer ?? ''} ${m.message}`,
      )
      expect(report.issues.numErrors, messages.join('\n')).toBe(0)
      expect(report.issues.numWarnings, messages.join('\n')).toBe(0)
      for (const m of report.issues.messages) expect(ALLOWED_INFOS, m.code).toContain(m.code)
      expect(report.info?.extensionsUsed ?? []).toEqual([])
      expect(report.info?.extensionsRequired ?? []).toEqual([])

      const { root, scene } = await readGlb(bytes)
      const nodes = root.listNodes()
      expect(nodes.map((n) => n.getName())).toEqual(c.names)
      expect(scene.listChildren()).toEqual(nodes)
      // Each part once: its own mesh, its own name, no other node, nothing drawn twice.
      expect(root.listMeshes().map((m) => m.getName())).toEqual(c.names)
      for (const n of nodes) expect(n.getMesh()!.getName()).toBe(n.getName())
      expect(nodes.every((n) => n.listChildren().length === 0)).toBe(true)

      // Metres, Y up: the configured product's extent within a millimetre.
      const { min, max } = getBounds(scene)
      for (let axis = 0; axis < 3; axis++) {
        expect(Math.abs(min[axis]! - c.box[0][axis]! / 1000), `min ${axis}`).toBeLessThan(0.001)
        expect(Math.abs(max[axis]! - c.box[1][axis]! / 1000), `max ${axis}`).toBeLessThan(0.001)
      }

      // The budgets: ≤ 100k triangles, textures ≤ 2048², ≤ 5 MB.
      const triangles = root
        .listMeshes()
        .flatMap((m) => m.listPrimitives())
        .reduce((n, p) => n + p.getIndices()!.getCount() / 3, 0)
      expect(triangles).toBeLessThanOrEqual(100_000)
      expect(report.info?.totalTriangleCount).toBe(triangles)
      for (const t of root.listTextures())
        expect(Math.max(...t.getSize()!)).toBeLessThanOrEqual(TEXTURE_MAX_PIXELS)
      expect(bytes.length).toBeLessThanOrEqual(5 * 1024 * 1024)
    },
  )

  test('parts take the chosen wood’s appearance; parts alike share one material', async () => {
    const { root } = await readGlb(bytesOf(await model('glb', CONFIGURATIONS[1]!.query)))
    const materialOf = (name: string) =>
      root
        .listNodes()
        .find((n) => n.getName() === name)!
        .getMesh()!
        .listPrimitives()[0]!
        .getMaterial()!
    const top = materialOf('Top')
    expect(top.getName()).toBe('Walnut')
    const [r, g, b] = linearColor(WALNUT.color)
    expect(top.getBaseColorFactor()).toEqual([r, g, b, 1].map((n) => expect.closeTo(n, 6)))
    expect(top.getRoughnessFactor()).toBeCloseTo(WALNUT.roughness, 6)
    expect(top.getMetallicFactor()).toBe(WALNUT.metalness)
    expect(top.getBaseColorTexture()).toBeNull()
    expect(materialOf('Extension leaf')).toBe(top)
    // The steel legs: the steel item's look, one material for the four.
    const steel = materialOf('Leg front left / Tube')
    expect(steel.getMetallicFactor()).toBe(1)
    expect(new Set(LEGS.map((l) => materialOf(`${l} / Tube`)))).toEqual(new Set([steel]))
    expect(root.listMaterials()).toHaveLength(2)
    // A cylinder of 24 segments, as the 3D view draws it: 24 × 2 side triangles and two caps of 24.
    expect(root.listNodes()[2]!.getMesh()!.listPrimitives()[0]!.getIndices()!.getCount() / 3).toBe(
      96,
    )
  })

  test('a texture is embedded as stored, its UVs at the picture’s real size', async () => {
    const { root } = await readGlb(bytesOf(await model('glb', CONFIGURATIONS[2]!.query)))
    const textures = root.listTextures()
    expect(textures).toHaveLength(1)
    expect(Buffer.from(textures[0]!.getImage()!)).toEqual(ashPicture)
    expect(textures[0]!.getMimeType()).toBe('image/jpeg')
    const top = root.listNodes()[0]!.getMesh()!.listPrimitives()[0]!
    expect(top.getMaterial()!.getBaseColorTexture()).toBe(textures[0])
    // The picture tinted by the ash's colour, as the page's 3D view draws it (decision 037).
    const [r, g, b] = linearColor('#d9c9a3')
    expect(top.getMaterial()!.getBaseColorFactor()).toEqual(
      [r, g, b, 1].map((n) => expect.closeTo(n, 6)),
    )
    // The top is 2400 × 900 mm under a 600 × 300 mm picture: four repeats along, three across.
    const uv = top.getAttribute('TEXCOORD_0')!
    const [u0, v0] = uv.getMin([0, 0])
    const [u1, v1] = uv.getMax([0, 0])
    expect(u1! - u0!).toBeCloseTo(4, 5)
    expect(v1! - v0!).toBeCloseTo(3, 5)
    // The oak legs have no texture and so no UVs.
    expect(
      root.listNodes()[1]!.getMesh()!.listPrimitives()[0]!.getAttribute('TEXCOORD_0'),
    ).toBeNull()
  })
})

/**
 * A root layer through three.js' USD loader, a reader apart from our writer: its meshes in the
 * scene. The loader fetches textures through the DOM, which Node has not: their connections
 * are left out (the package's files are checked on their own).
 */
function loadLayer(layer: string) {
  const text = layer.replace(/^.*inputs:diffuseColor\.connect.*$/gm, '')
  const group = new USDLoader().parse(new TextEncoder().encode(text).buffer)
  group.updateMatrixWorld(true)
  const meshes: Mesh[] = []
  group.traverse((o: Object3D) => {
    if (o instanceof Mesh) meshes.push(o)
  })
  return { group, meshes }
}

describe('USDZ', () => {
  test.each(CONFIGURATIONS)(
    'of "$query": a stored, aligned package with the GLB’s parts and materials',
    async (c) => {
      const res = await model('usdz', c.query)
      expect(res.statusCode, res.body).toBe(200)
      expect(res.headers['content-type']).toBe('model/vnd.usdz+zip')
      expect(res.headers['content-disposition']).toContain('filename="mesa-de-comedor.usdz"')
      const bytes = bytesOf(res)
      expect(bytes.length).toBeLessThanOrEqual(5 * 1024 * 1024)

      // The package rules, read from the local headers: stored, every file's data at a multiple
      // of 64 bytes, the root layer first.
      const entries = zipEntries(bytes)
      expect(entries[0]!.name).toBe('model.usda')
      for (const e of entries) {
        expect(e.method, e.name).toBe(0)
        expect(e.dataAt % 64, e.name).toBe(0)
      }
      // Another zip reader finds the same files with the same bytes.
      const files = unzipped(bytes)
      expect(Object.keys(files)).toEqual(entries.map((e) => e.name))
      for (const e of entries) expect(Buffer.from(files[e.name]!)).toEqual(Buffer.from(e.data))

      const layer = new TextDecoder().decode(files['model.usda'])
      expect(layer.startsWith('#usda 1.0\n')).toBe(true)
      expect(layer).toMatch(/^\s*metersPerUnit = 1$/m)
      expect(layer).toMatch(/^\s*upAxis = "Y"$/m)
      expect(layer).toMatch(/^\s*defaultPrim = "Product"$/m)

      // The same parts, by name, and the same materials as the GLB of the same configuration.
      const { root } = await readGlb(bytesOf(await model('glb', c.query)))
      const xforms = [...layer.matchAll(/def Xform "\w+" \(\n\s*displayName = "([^"]*)"/g)].map(
        (m) => m[1],
      )
      expect(xforms).toEqual(c.names)
      const materials = [
        ...layer.matchAll(/def Material "\w+" \(\n\s*displayName = "([^"]*)"/g),
      ].map((m) => m[1])
      expect(materials.sort()).toEqual(
        root
          .listMaterials()
          .map((m) => m.getName())
          .sort(),
      )

      // Read by three.js' loader: a mesh per part, and the product's extent in metres.
      const { group, meshes } = loadLayer(layer)
      expect(meshes).toHaveLength(c.names.length)
      const extent = new Box3().setFromObject(group)
      for (const [axis, key] of (['x', 'y', 'z'] as const).entries()) {
        expect(Math.abs(extent.min[key] - c.box[0][axis]! / 1000), `min ${key}`).toBeLessThan(0.001)
        expect(Math.abs(extent.max[key] - c.box[1][axis]! / 1000), `max ${key}`).toBeLessThan(0.001)
      }
    },
  )

  test('materials as UsdPreviewSurface: the walnut’s colour, a texture as a file of the package', async () => {
    const walnut = new TextDecoder().decode(
      unzipped(bytesOf(await model('usdz', CONFIGURATIONS[1]!.query)))['model.usda'],
    )
    const [r, g, b] = linearColor(WALNUT.color).map((n) => Number(n.toPrecision(7)))
    expect(walnut).toContain(`color3f inputs:diffuseColor = (${r}, ${g}, ${b})`)
    expect(walnut).toContain(`float inputs:roughness = ${WALNUT.roughness}`)

    const bytes = bytesOf(await model('usdz', CONFIGURATIONS[2]!.query))
    const entries = zipEntries(bytes)
    expect(entries.map((e) => e.name)).toEqual(['model.usda', 'textures/Ash.jpg'])
    expect(Buffer.from(entries[1]!.data)).toEqual(ashPicture)
    const layer = new TextDecoder().decode(entries[0]!.data)
    expect(layer).toContain('asset inputs:file = @textures/Ash.jpg@')
    expect(layer).toContain('texCoord2f[] primvars:st = [')
  })
})

describe('addresses', () => {
  test('unknown, malformed, unpublished and archived configurators are not available', async () => {
    const draft = (
      await call('POST', '/v1/configurators', {
        name: 'Draft',
        designId: (await call('GET', `/v1/configurators/${configuratorId}`)).json().designId,
      })
    ).json()
    const archived = (
      await call('POST', '/v1/configurators', {
        name: 'Archived',
        designId: draft.designId,
        copyFromId: configuratorId,
      })
    ).json()
    expect((await call('POST', `/v1/configurators/${archived.id}/publish`)).statusCode).toBe(200)
    expect((await model('glb', '', archived.id)).statusCode).toBe(200)
    await app.db
      .update(configurators)
      .set({ status: 'archived' })
      .where(eq(configurators.id, archived.id))
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope', draft.id, archived.id])
      for (const format of ['glb', 'usdz'] as const) {
        const res = await model(format, '', id)
        expect(res.statusCode, `${id} ${format}`).toBe(404)
        expect(res.json()).toMatchObject({ code: 'configurator_unavailable' })
      }
  })

  test('a repeated request is answered from the cache, whatever order the link names the choices in', async () => {
    const { models } = app.services
    const first = await model('glb', 'leaf=1&W=1900')
    const held = models.cached()
    const again = await model('glb', 'W=1900&leaf=1&wood=oak&reference=x')
    expect(again.headers.etag).toBe(first.headers.etag)
    expect(models.cached()).toEqual(held)
    // The browser that holds it is told so.
    const revalidated = await visit(
      `/v1/public/configurators/${configuratorId}/model.glb?leaf=1&W=1900`,
      { 'if-none-match': first.headers.etag as string },
    )
    expect(revalidated.statusCode).toBe(304)
    // Another configuration is another file.
    const other = await model('glb', 'leaf=1&W=2000')
    expect(other.headers.etag).not.toBe(first.headers.etag)
    expect(models.cached().entries).toBe(held.entries + 1)
  })
})

describe('tenants', () => {
  test('a texture stored for another company is never embedded: the colour stands in', async () => {
    const stranger = await picture(99, 64)
    const glb = bytesOf(await model('glb', 'wood=elm'))
    const { root } = await readGlb(glb)
    expect(root.listTextures()).toEqual([])
    const top = root.listNodes()[0]!.getMesh()!.listPrimitives()[0]!.getMaterial()!
    expect(top.getName()).toBe('Elm')
    expect(top.getBaseColorFactor()).toEqual(
      [...linearColor('#9c7a54'), 1].map((n) => expect.closeTo(n, 6)),
    )
    const usdz = bytesOf(await model('usdz', 'wood=elm'))
    expect(zipEntries(usdz).map((e) => e.name)).toEqual(['model.usda'])
    for (const file of [glb, usdz])
      expect(Buffer.from(file).indexOf(stranger.subarray(0, 64))).toBe(-1)
  })
})
