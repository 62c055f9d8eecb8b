import sharp from 'sharp'

/**
 * Wood grain for the demo's materials, drawn here rather than downloaded: a light, grey picture
 * of growth rings and pores that the material's colour tints (decision 037), so one generator
 * makes oak, walnut and ash. It tiles without a seam (every wave and every noise lattice repeats
 * exactly across the picture), because a board is longer than one picture.
 */
export type Grain = {
  /** Pixels; the picture's width runs along the grain. */
  width: number
  height: number
  /** Growth rings across the picture. */
  rings: number
  /** How far the rings wander, in rings. */
  figure: number
  /** How dark the ring lines and the pores are, 0 to 1. */
  contrast: number
  seed: number
}

/** A repeatable pseudo-random value in [0, 1) for a lattice point. */
function hash(x: number, y: number, seed: number): number {
  let h = Math.imul(x, 374_761_393) ^ Math.imul(y, 668_265_263) ^ Math.imul(seed, 2_147_483_647)
  h = Math.imul(h ^ (h >>> 13), 1_274_126_177)
  h ^= h >>> 16
  return (h >>> 0) / 4_294_967_296
}

const smooth = (t: number) => t * t * (3 - 2 * t)

/**
 * Value noise on a lattice of `px` × `py` cells that wraps, read at (u, v) in [0, 1). The
 * lattice's values are drawn once: a picture reads each noise half a million times.
 */
function noise(px: number, py: number, seed: number) {
  const values = new Float64Array(px * py)
  for (let j = 0; j < py; j++) for (let i = 0; i < px; i++) values[j * px + i] = hash(i, j, seed)
  return (u: number, v: number) => {
    const x = u * px
    const y = v * py
    const x0 = Math.floor(x)
    const y0 = Math.floor(y)
    const fx = smooth(x - x0)
    const fy = smooth(y - y0)
    const i0 = x0 % px
    const i1 = (x0 + 1) % px
    const j0 = (y0 % py) * px
    const j1 = ((y0 + 1) % py) * px
    const top = values[j0 + i0]! + (values[j0 + i1]! - values[j0 + i0]!) * fx
    const bottom = values[j1 + i0]! + (values[j1 + i1]! - values[j1 + i0]!) * fx
    return top + (bottom - top) * fy
  }
}

/** The grain as a PNG, grey levels from about 0.6 (ring lines) to 1. */
export function woodGrain(grain: Grain): Promise<Buffer> {
  const { width, height, rings, figure, contrast, seed } = grain
  const pixels = Buffer.alloc(width * height)
  const slow = noise(3, 2, seed)
  const faster = noise(9, 4, seed + 1)
  const pore = noise(6, Math.round(height / 2.5), seed + 2)
  const blotch = noise(24, 8, seed + 3)
  for (let y = 0; y < height; y++) {
    const v = y / height
    for (let x = 0; x < width; x++) {
      const u = x / width
      // The rings wander slowly along the board, and a little faster in places.
      const wander =
        figure * (slow(u, v) - 0.5) * 2 +
        0.35 * figure * (faster(u, v) - 0.5) +
        0.12 * Math.sin(2 * Math.PI * (2 * u + v))
      const ring = v * rings + wander
      // Each ring darkens a little towards its end and closes with a soft, darker line (late wood).
      const phase = ring - Math.floor(ring)
      const late = 0.35 * phase + Math.exp(-(((phase - 0.88) / 0.05) ** 2))
      // Pores: fine streaks, long along the grain and narrow across it.
      const pores = pore(u, v)
      const tone = 1 - contrast * (0.55 * late + 0.3 * pores ** 3) - 0.06 * blotch(u, v)
      pixels[y * width + x] = Math.round(255 * Math.max(0, Math.min(1, tone)))
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 1 } })
    .png({ compressionLevel: 9 })
    .toBuffer()
}
