import { lineAmount, objectQuantity, withWaste } from '@designer/configurator/cost'
import type { Scene, SceneObject, SupplierItem } from '@designer/contract'

type Vec3 = [number, number, number]

/**
 * What one object of the open scene takes of its supplier item and costs, by the same rules as
 * the API's roll-up (packages/configurator/src/cost.ts), for the properties panel. Its own scale
 * times its parents'; as placed in another design, an instance's scale multiplies it again.
 * `null` when nothing can be counted yet (hours not entered, no geometry).
 */
export function estimateObjectCost(
  scene: Scene,
  object: SceneObject,
  item: Pick<SupplierItem, 'unit' | 'densityKgM3' | 'unitCost' | 'wastePercent'>,
) {
  let scale: Vec3 = [...object.scale]
  let parentId = object.parentId
  for (let guard = 0; parentId && guard < 64; guard++) {
    const parent = scene.objects.find((o) => o.id === parentId)
    if (!parent) break
    scale = [scale[0] * parent.scale[0], scale[1] * parent.scale[1], scale[2] * parent.scale[2]]
    parentId = parent.parentId
  }
  const quantity = objectQuantity(object, item, scale)
  if (quantity === null) return null
  return {
    quantity,
    quantityWithWaste: withWaste(quantity, item.wastePercent),
    cost: {
      amount: lineAmount(item.unitCost.amount, quantity, item.wastePercent),
      currency: item.unitCost.currency,
    },
  }
}
