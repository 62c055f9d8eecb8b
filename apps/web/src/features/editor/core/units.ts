import type { SceneSettings } from '@designer/contract'

/** Millimetres in one of each unit: scenes store millimetres; fields show the chosen unit. */
const MM_PER: Record<SceneSettings['units'], number> = { mm: 1, cm: 10, m: 1000, in: 25.4 }

export const toUnit = (mm: number, unit: SceneSettings['units']) => mm / MM_PER[unit]
export const fromUnit = (value: number, unit: SceneSettings['units']) => value * MM_PER[unit]
