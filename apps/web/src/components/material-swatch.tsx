import type { MaterialAppearance } from '@designer/contract'
import type { CSSProperties } from 'react'
import { cn } from '@/lib/utils'

/** How much surface a swatch shows, edge to edge: the texture is drawn at this scale. */
export const SWATCH_MM = 300

/**
 * A material's look as CSS, no 3D: its texture (at its real-world size, for SWATCH_MM of
 * surface) tinted by its colour, as the 3D views draw it, under a light from the top left whose
 * highlight is small and bright on a glossy finish and broad and faint on a matt one; a metal
 * takes the light's colour in its highlight and gets darker at the edges.
 */
export function swatchStyle(
  look: MaterialAppearance,
  round: boolean,
  /** How much surface the swatch shows across: the texture's scale. */
  millimetres: number = SWATCH_MM,
): CSSProperties {
  const gloss = 1 - look.roughness
  const metal = look.metalness
  const highlight = `radial-gradient(circle at 32% 28%, rgba(255,255,255,${(0.15 + 0.7 * gloss).toFixed(2)}) 0%, rgba(255,255,255,0) ${Math.round(18 + 42 * look.roughness)}%)`
  const shade = round
    ? `radial-gradient(circle at 40% 35%, rgba(0,0,0,0) 35%, rgba(0,0,0,${(0.3 + 0.3 * metal).toFixed(2)}) 100%)`
    : `linear-gradient(135deg, rgba(255,255,255,0) 40%, rgba(0,0,0,${(0.12 + 0.25 * metal).toFixed(2)}) 100%)`
  const layers = [highlight, shade]
  const blends = ['normal', 'normal']
  const sizes = ['auto', 'auto']
  if (look.texture) {
    layers.push(`url("${look.texture.url}")`)
    blends.push('multiply')
    sizes.push(
      `${((look.texture.widthMm / millimetres) * 100).toFixed(1)}% ${((look.texture.heightMm / millimetres) * 100).toFixed(1)}%`,
    )
  }
  return {
    backgroundColor: look.color,
    backgroundImage: layers.join(', '),
    backgroundBlendMode: blends.join(', '),
    backgroundSize: sizes.join(', '),
    backgroundRepeat: 'repeat',
  }
}

/**
 * A material's look at a glance, a ball (`round`) or a tile, for lists, pickers and forms.
 * Decorative unless given a `label`.
 */
export function MaterialSwatch({
  look,
  round = true,
  label,
  className,
}: {
  look: MaterialAppearance
  round?: boolean
  /** What it shows, for a swatch that stands alone (not beside the material's name). */
  label?: string
  className?: string
}) {
  const shared = {
    'data-slot': 'material-swatch',
    className: cn(
      'inline-block size-5 shrink-0 border border-black/10',
      round ? 'rounded-full' : 'rounded-md',
      className,
    ),
    style: swatchStyle(look, round),
  }
  return label ? (
    <span role="img" aria-label={label} {...shared} />
  ) : (
    <span aria-hidden {...shared} />
  )
}
