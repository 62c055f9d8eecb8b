import { DEFAULT_SCENE, type Scene, type SceneObject } from '@designer/contract'

/**
 * Builders of small scenes for tests, so the engine's tests and the API's cost tests describe
 * the same fixtures the same way. Not used by the product.
 */
const base = {
  rotation: [0, 0, 0],
  scale: [1, 1, 1],
  parentId: null,
  visible: true,
  color: '#888888',
  position: [0, 0, 0],
} as const

/** A box named by its id, width × height × depth in millimetres. */
export const box = (
  id: string,
  [width, height, depth]: number[],
  extra: Partial<SceneObject> = {},
): SceneObject =>
  ({
    ...base,
    id,
    name: id,
    type: 'box',
    params: { width: width!, height: height!, depth: depth! },
    ...extra,
  }) as SceneObject

/** An instance of a component design. */
export const place = (
  id: string,
  designId: string,
  extra: Partial<SceneObject> = {},
): SceneObject =>
  ({ ...base, id, name: id, type: 'component', params: { designId }, ...extra }) as SceneObject

export const scene = (objects: SceneObject[], costLines: Scene['costLines'] = []): Scene => ({
  ...DEFAULT_SCENE,
  objects,
  costLines,
})
