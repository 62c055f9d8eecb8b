import type { SceneObject } from './designs'

/**
 * A plain box for tests, on both sides: a 100 mm grey cube at the origin, at the top of the
 * tree; `over` changes any of it (another type, a parent, other params).
 */
export const testBox = (id: string, over: Partial<SceneObject> = {}): SceneObject =>
  ({
    id,
    name: id,
    type: 'box',
    position: [0, 0, 0],
    rotation: [0, 0, 0],
    scale: [1, 1, 1],
    color: '#aaaaaa',
    parentId: null,
    visible: true,
    params: { width: 100, height: 100, depth: 100 },
    ...over,
  }) as SceneObject
