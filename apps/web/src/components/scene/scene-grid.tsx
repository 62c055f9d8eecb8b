import { Grid } from '@react-three/drei'

/**
 * The floor grid: cells of the scene's grid size, a heavier line every ten, fading out around
 * the design a few design-sizes away. drei's infinite grid stretches its plane by
 * (1 + fadeDistance), so the plane itself stays tiny (2 × 2, reaching just where the fade from
 * the origin ends): a plane as large as the design, stretched that much, puts its corners beyond
 * what floats can project, and the grid near the camera disappears.
 */
export function SceneGrid({ size, cellSize }: { size: number; cellSize: number }) {
  return (
    <Grid
      args={[2, 2]}
      fadeFrom={0}
      infiniteGrid
      cellSize={cellSize}
      sectionSize={cellSize * 10}
      cellThickness={0.7}
      sectionThickness={1.1}
      cellColor="#c4c4cc"
      sectionColor="#9090a0"
      fadeDistance={Math.max(size * 6, cellSize * 60)}
      fadeStrength={1.2}
    />
  )
}
