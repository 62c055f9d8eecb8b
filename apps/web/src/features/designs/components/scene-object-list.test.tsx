import type { Design, SceneObject } from '@designer/contract'
import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { expect, test } from 'vitest'
import { SceneObjectList } from './scene-object-list'

const placed = {
  position: [0, 0, 0],
  rotation: [0, 0, 0],
  scale: [1, 1, 1],
  color: '#8a5a3c',
  visible: true,
} as const

const scene: Design['scene'] = {
  settings: { background: '#f4f4f5', lighting: 'studio', units: 'mm', gridSize: 100 },
  objects: [
    { ...placed, id: 'g', name: 'Drawer', type: 'group', parentId: null, params: {} },
    {
      ...placed,
      id: 'b',
      name: 'Front',
      type: 'box',
      parentId: 'g',
      params: { width: 600, height: 200, depth: 18 },
    },
  ] as SceneObject[],
}

test('a group shows no size of its own, where a shape shows its measures in millimetres', () => {
  render(
    <MemoryRouter>
      <SceneObjectList scene={scene} componentNames={{}} />
    </MemoryRouter>,
  )
  const group = screen.getByTestId('dimensions-g')
  // Before, a group's row read " mm": a unit with no measure.
  expect(group).not.toHaveTextContent('mm')
  expect(group).toHaveTextContent('A group has no size of its own: its parts do')
  // The short letters are shown, the words read out: "W Width 600 × …".
  expect(screen.getByTestId('dimensions-b')).toHaveTextContent(/600 × .*200 × .*18 mm$/)
})
