import { worldTransform } from '@designer/configurator/transform'
import { type Scene, type SceneObject, sceneObjectSchema, sceneSchema } from '@designer/contract'
import { z } from 'zod'
import { type ComponentScenes, renewed, withDescendants } from './scene-ops'
import { topmost } from './selection'

/**
 * Copy and paste between designs of one company. A copy holds the selection with everything
 * inside it; its topmost objects stand where they stood in the scene (their parents' transforms
 * composed in), so they land in the same place in another design.
 */
export const clipSchema = z.object({
  version: z.literal(1),
  companyId: z.string(),
  designId: z.string(),
  objects: z.array(sceneObjectSchema).min(1),
  /** The scenes of the components the copy places, as far as they were loaded: a paste checks them for cycles. */
  components: z.record(z.string(), sceneSchema).default({}),
})
export type Clip = z.infer<typeof clipSchema>

export function copyClip(
  scene: Scene,
  ids: readonly string[],
  from: { companyId: string; designId: string; components: ComponentScenes },
): Clip | null {
  const roots = topmost(scene, ids)
  if (roots.length === 0) return null
  const rootIds = new Set(roots.map((o) => o.id))
  const objects = withDescendants(
    scene,
    roots.map((o) => o.id),
  ).map(({ object }) =>
    rootIds.has(object.id)
      ? ({ ...object, ...worldTransform(scene.objects, object.id), parentId: null } as SceneObject)
      : object,
  )
  const components: Record<string, Scene> = {}
  const collect = (list: readonly SceneObject[], depth: number) => {
    for (const o of list) {
      if (o.type !== 'component' || components[o.params.designId] || depth > 32) continue
      const inner = from.components[o.params.designId]
      if (!inner) continue
      components[o.params.designId] = inner
      collect(inner.objects, depth + 1)
    }
  }
  collect(objects, 0)
  return { version: 1, companyId: from.companyId, designId: from.designId, objects, components }
}

export type PasteRefusal = 'otherCompany' | 'cycle'

/** Does the component `designId` place `target`, itself or deeper down? */
function places(designId: string, target: string, components: ComponentScenes, depth = 0): boolean {
  if (designId === target) return true
  const inner = components[designId]
  if (!inner || depth > 32) return false
  return inner.objects.some(
    (o) => o.type === 'component' && places(o.params.designId, target, components, depth + 1),
  )
}

/**
 * The copy's objects as new objects of `scene` (new ids, names that do not repeat), or why
 * they cannot go there: another company's parts, or a component that would hold itself.
 * Pasted into the design they came from, they land a step beside the originals.
 */
export function pasteClip(
  scene: Scene,
  clip: Clip,
  into: { companyId: string; designId: string; components: ComponentScenes },
): { entries: { object: SceneObject; index: number }[] } | { refused: PasteRefusal } {
  if (clip.companyId !== into.companyId) return { refused: 'otherCompany' }
  const known = { ...clip.components, ...into.components }
  const cycle = clip.objects.some(
    (o) => o.type === 'component' && places(o.params.designId, into.designId, known),
  )
  if (cycle) return { refused: 'cycle' }
  const offset = clip.designId === into.designId ? scene.settings.gridSize : 0
  return { entries: renewed(scene, clip.objects, offset) }
}

const KEY = 'designer.editor-clipboard'

/** The copy, kept in this browser so another tab or another design can paste it. */
export const clipboardStorage = {
  read(): Clip | null {
    try {
      const parsed = clipSchema.safeParse(JSON.parse(localStorage.getItem(KEY) ?? 'null'))
      return parsed.success ? parsed.data : null
    } catch {
      return null
    }
  },
  write(clip: Clip) {
    try {
      localStorage.setItem(KEY, JSON.stringify(clip))
      return true
    } catch {
      return false
    }
  },
}
