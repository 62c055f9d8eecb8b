import { z } from 'zod'
import { pictureStatusSchema, SCENE_LIMITS } from './designs'
import { listQuerySchema, sortValues } from './lists'
import { textInput } from './text'

const coordinate = z
  .number()
  .finite()
  .min(-SCENE_LIMITS.maxCoordinate * 10)
  .max(SCENE_LIMITS.maxCoordinate * 10)
const point = z.tuple([coordinate, coordinate, coordinate])

export const CAMERA_MODES = ['orbit', 'first-person'] as const

/** A camera: where it stands, what it looks at, its field of view, and how it moves. */
export const cameraSchema = z.object({
  position: point,
  target: point,
  fov: z.number().min(10).max(120),
  mode: z.enum(CAMERA_MODES),
})
export type Camera = z.infer<typeof cameraSchema>

export const viewInputSchema = z.object({
  name: textInput()
    .trim()
    .min(1, { message: 'validation.required' })
    .max(120, { message: 'validation.tooLong' }),
  description: textInput().trim().max(500, { message: 'validation.tooLong' }).default(''),
  designId: z.uuid().nullable().default(null),
  camera: cameraSchema,
})
export type ViewInput = z.input<typeof viewInputSchema>

export const viewSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  designId: z.uuid().nullable(),
  designName: z.string().nullable(),
  camera: cameraSchema,
  /** The design seen through this camera, rendered on the server; null without a design or before it is made. */
  pictureUrl: z.string().nullable(),
  pictureStatus: pictureStatusSchema,
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
})
export type View = z.infer<typeof viewSchema>

export const VIEW_SORTS = sortValues(['name', 'updated'])
export const viewListQuerySchema = listQuerySchema(VIEW_SORTS, 'name').extend({
  designId: z.uuid().optional(),
})
export type ViewListQuery = z.input<typeof viewListQuerySchema>
