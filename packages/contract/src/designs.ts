import { z } from 'zod'
import type { ValidationKey } from './errors'
import { listQuerySchema, sortValues } from './lists'
import { textInput } from './text'

/** Limits of a scene: what the editor and the API both hold to. */
export const SCENE_LIMITS = {
  maxObjects: 5000,
  /** Serialised scene size in bytes. */
  maxBytes: 2_000_000,
  /** Millimetres. */
  minSize: 0.1,
  maxSize: 100_000,
  maxCoordinate: 1_000_000,
  minScale: 0.001,
  maxScale: 1000,
  minSegments: 3,
  maxSegments: 128,
  /** Radians: four full turns either way. */
  maxRotation: Math.PI * 8,
} as const

export const DESIGN_TYPES = ['design', 'component'] as const
export const designTypeSchema = z.enum(DESIGN_TYPES)
export type DesignType = z.infer<typeof designTypeSchema>

export const OBJECT_TYPES = [
  'box',
  'cylinder',
  'sphere',
  'cone',
  'torus',
  'plane',
  'component',
  'group',
] as const
export type ObjectType = (typeof OBJECT_TYPES)[number]

export const UNITS = ['mm', 'cm', 'm', 'in'] as const
export const LIGHTING = ['studio', 'daylight', 'warm', 'night'] as const

const size = z.number().finite().min(SCENE_LIMITS.minSize).max(SCENE_LIMITS.maxSize)
const segments = z.number().int().min(SCENE_LIMITS.minSegments).max(SCENE_LIMITS.maxSegments)
const coordinate = z
  .number()
  .finite()
  .min(-SCENE_LIMITS.maxCoordinate)
  .max(SCENE_LIMITS.maxCoordinate)
const angle = z.number().finite().min(-SCENE_LIMITS.maxRotation).max(SCENE_LIMITS.maxRotation)
const factor = z.number().finite().min(SCENE_LIMITS.minScale).max(SCENE_LIMITS.maxScale)
export const colorSchema = z.string().regex(/^#[0-9a-f]{6}$/i, { message: 'validation.color' })
export const objectIdSchema = z.string().regex(/^[\w-]{1,40}$/, { message: 'validation.objectId' })
const vec3 = <T extends z.ZodType<number>>(n: T) => z.tuple([n, n, n])

const objectBase = {
  id: objectIdSchema,
  name: textInput().trim().min(1).max(100),
  position: vec3(coordinate),
  rotation: vec3(angle),
  scale: vec3(factor),
  color: colorSchema,
  parentId: objectIdSchema.nullable(),
  visible: z.boolean(),
  /** The supplier item the object is made of; its quantity follows from the geometry. */
  supplierItemId: z.uuid().nullable().optional(),
  /** Hours of work, for an object whose supplier item is counted by the hour. */
  labourHours: z.number().finite().min(0).max(10_000).optional(),
}

/** An option's, a value's, a step's or a rule's id: what formulas and rules name it by. */
export const configIdSchema = z
  .string()
  .regex(/^[A-Za-z_][\w]{0,39}$/, { message: 'validation.configId' })
/** A formula as typed: `W / 2 - 50`, `max(L, 1200) * 0.8`, `leaf ? 40 : 0`. */
export const formulaSchema = textInput().trim().min(1, { message: 'validation.required' }).max(500)
/** What a dimension binding changes on an object. */
export const BINDING_TARGETS = [
  'params.width',
  'params.height',
  'params.depth',
  'params.radius',
  'position.x',
  'position.y',
  'position.z',
  'scale.x',
  'scale.y',
  'scale.z',
] as const
/** A parameter of a component instance, by the parameter's id: `values.height`. */
export const parameterTargetSchema = z
  .string()
  .regex(/^values\.[A-Za-z_]\w{0,39}$/) as z.ZodType<`values.${string}`>
export type BindingTarget = (typeof BINDING_TARGETS)[number] | `values.${string}`

export const bindingSchema = z.object({
  objectId: objectIdSchema,
  target: z.union([z.enum(BINDING_TARGETS), parameterTargetSchema]),
  /** Over the dimension and number options by id; the option's own value alone by default. */
  formula: formulaSchema,
})
export type Binding = z.infer<typeof bindingSchema>

/** Every object type with the parameters that apply to it (spec §2: Width, Height, Depth, Radius, Segments, Design ID). */
export const sceneObjectSchema = z.discriminatedUnion('type', [
  z.object({
    ...objectBase,
    type: z.literal('box'),
    params: z.object({ width: size, height: size, depth: size }),
  }),
  z.object({
    ...objectBase,
    type: z.literal('cylinder'),
    params: z.object({ radius: size, height: size, segments }),
  }),
  z.object({
    ...objectBase,
    type: z.literal('sphere'),
    params: z.object({ radius: size, segments }),
  }),
  z.object({
    ...objectBase,
    type: z.literal('cone'),
    params: z.object({ radius: size, height: size, segments }),
  }),
  z.object({
    ...objectBase,
    type: z.literal('torus'),
    params: z.object({ radius: size, tube: size, segments }),
  }),
  z.object({
    ...objectBase,
    type: z.literal('plane'),
    params: z.object({ width: size, depth: size }),
  }),
  z.object({
    ...objectBase,
    type: z.literal('component'),
    params: z.object({
      designId: z.uuid(),
      /** This instance's values of the component's parameters, by id; the defaults otherwise. */
      values: z.record(configIdSchema, z.number().finite()).optional(),
    }),
  }),
  /** Nothing of its own: the objects under it move, turn and scale with it. */
  z.object({
    ...objectBase,
    type: z.literal('group'),
    params: z.object({}),
  }),
])
export type SceneObject = z.infer<typeof sceneObjectSchema>

export const sceneSettingsSchema = z.object({
  background: colorSchema,
  lighting: z.enum(LIGHTING),
  units: z.enum(UNITS),
  /** Grid spacing in millimetres. */
  gridSize: z.number().finite().min(1).max(10_000),
})
export type SceneSettings = z.infer<typeof sceneSettingsSchema>

/**
 * A cost the geometry does not show (12 screws, 2 hours of assembly): a quantity of a supplier
 * item in its own unit, counted once for each time the design is placed.
 */
export const extraCostLineSchema = z.object({
  id: objectIdSchema,
  supplierItemId: z.uuid(),
  quantity: z.number().finite().positive().max(1_000_000),
  note: textInput().trim().max(200).default(''),
})
export type ExtraCostLine = z.infer<typeof extraCostLineSchema>

/**
 * A parameter of a component (Height of a leg, Width of a top): a number each instance sets
 * between `min` and `max`, and formulas over the parameters that size and place the
 * component's objects, as a configurator's dimension option does.
 */
export const componentParameterSchema = z
  .object({
    id: configIdSchema,
    name: textInput().trim().min(1, { message: 'validation.required' }).max(60),
    min: z.number().finite(),
    max: z.number().finite(),
    default: z.number().finite(),
    bindings: z.array(bindingSchema).max(50).default([]),
  })
  .refine((p) => p.min <= p.default && p.default <= p.max, {
    message: 'validation.parameterRange',
    path: ['default'],
  })
export type ComponentParameter = z.infer<typeof componentParameterSchema>

export const sceneSchema = z
  .object({
    settings: sceneSettingsSchema,
    /** A component's parameters; a design places its instances with their own values. */
    parameters: z.array(componentParameterSchema).max(20).optional(),
    objects: z
      .array(sceneObjectSchema)
      .max(SCENE_LIMITS.maxObjects, { message: 'validation.tooManyObjects' }),
    costLines: z.array(extraCostLineSchema).max(200).optional(),
  })
  .superRefine((scene, ctx) => {
    const parameterIds = new Set<string>()
    scene.parameters?.forEach((p, i) => {
      if (parameterIds.has(p.id))
        ctx.addIssue({
          code: 'custom',
          path: ['parameters', i, 'id'],
          message: 'validation.duplicateId',
        })
      parameterIds.add(p.id)
    })
    for (const issue of sceneTreeIssues(scene.objects)) {
      ctx.addIssue({
        code: 'custom',
        path: ['objects', issue.index, issue.key],
        message: issue.message,
      })
    }
  })
export type Scene = z.infer<typeof sceneSchema>

/**
 * What makes a scene's objects one tree: ids used once, every parent among them, no object its
 * own ancestor. In one pass over the objects (each parent chain walked once), so a whole save
 * and a co-editing batch on a 5,000-object scene both check it cheaply.
 */
export function sceneTreeIssues(
  objects: readonly { id: string; parentId: string | null }[],
): { index: number; key: 'id' | 'parentId'; message: ValidationKey }[] {
  const issues: { index: number; key: 'id' | 'parentId'; message: ValidationKey }[] = []
  const seen = new Set<string>()
  /** Where each id is (its last use, when a duplicate is reported anyway). */
  const at = new Map<string, number>()
  objects.forEach((o, i) => {
    if (seen.has(o.id)) issues.push({ index: i, key: 'id', message: 'validation.duplicateId' })
    seen.add(o.id)
    at.set(o.id, i)
  })
  // Each chain of parents is walked once: 1 while on the chain, then 2 (ends at a root or at a
  // parent that is not there) or 3 (runs into a loop), which the objects below inherit.
  const state = new Uint8Array(objects.length)
  objects.forEach((_, start) => {
    const chain: number[] = []
    let i: number | undefined = start
    let result = 2
    while (i !== undefined) {
      if (state[i] === 1) result = 3
      if (state[i]) {
        if (state[i] !== 1) result = state[i]!
        break
      }
      state[i] = 1
      chain.push(i)
      const parent: string | null = objects[i]!.parentId
      i = parent === null ? undefined : at.get(parent)
    }
    for (const c of chain) state[c] = result
  })
  objects.forEach((o, i) => {
    if (o.parentId === null) return
    if (!at.has(o.parentId) || o.parentId === o.id) {
      issues.push({ index: i, key: 'parentId', message: 'validation.unknownParent' })
    } else if (state[i] === 3) {
      issues.push({ index: i, key: 'parentId', message: 'validation.parentCycle' })
    }
  })
  return issues
}

/** The designs a scene places as components, in order of first use, each once. */
export function componentIdsOf(scene: Pick<Scene, 'objects'>): string[] {
  const ids = new Set<string>()
  for (const o of scene.objects) if (o.type === 'component') ids.add(o.params.designId)
  return [...ids]
}

export const DEFAULT_SCENE: Scene = {
  settings: { background: '#f4f4f5', lighting: 'studio', units: 'mm', gridSize: 100 },
  objects: [],
}

export const designSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  type: designTypeSchema,
  scene: sceneSchema,
  version: z.number().int(),
  thumbnailUrl: z.string().nullable(),
  createdBy: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  updatedBy: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
})
export type Design = z.infer<typeof designSchema>

/**
 * Where a picture rendered on the server stands: there (`ready`), being made now or soon
 * (`rendering`: show that it is coming, it appears by itself), or neither (`none`: no renderer
 * here, or it failed; show the placeholder).
 */
export const PICTURE_STATUSES = ['ready', 'rendering', 'none'] as const
export const pictureStatusSchema = z.enum(PICTURE_STATUSES)
export type PictureStatus = z.infer<typeof pictureStatusSchema>

export const designListItemSchema = designSchema.omit({ scene: true, createdBy: true }).extend({
  objectCount: z.number().int(),
  thumbnailStatus: pictureStatusSchema,
})
export type DesignListItem = z.infer<typeof designListItemSchema>

export const DESIGN_SORTS = sortValues(['updated', 'name'])
export const designListQuerySchema = listQuerySchema(DESIGN_SORTS, '-updated').extend({
  type: designTypeSchema.optional(),
})
export type DesignListQuery = z.input<typeof designListQuerySchema>

const designName = textInput()
  .trim()
  .min(1, { message: 'validation.required' })
  .max(120, { message: 'validation.tooLong' })
const designDescription = textInput().trim().max(2000, { message: 'validation.tooLong' })

export const designCreateSchema = z.object({
  name: designName,
  description: designDescription.default(''),
  type: designTypeSchema,
  /** Start from a copy of this design's scene. */
  fromDesignId: z.uuid().nullable().optional(),
})
export type DesignCreateInput = z.input<typeof designCreateSchema>

export const designUpdateSchema = z.object({ name: designName, description: designDescription })

/** A copy's name; without one the copy is named after the original. */
export const designDuplicateSchema = z.object({ name: designName.optional() })
export type DesignUpdateInput = z.input<typeof designUpdateSchema>

export const sceneSaveSchema = z.object({ version: z.number().int().min(1), scene: sceneSchema })
export const sceneSavedSchema = z.object({ version: z.number().int(), updatedAt: z.iso.datetime() })

export const designRefSchema = z.object({ id: z.uuid(), name: z.string(), type: designTypeSchema })
export type DesignRef = z.infer<typeof designRefSchema>

export const designSummarySchema = z.object({
  designs: z.number().int(),
  components: z.number().int(),
  recent: z.array(designListItemSchema),
})
export type DesignSummary = z.infer<typeof designSummarySchema>

export const THUMBNAIL_MAX_BYTES = 1_000_000
