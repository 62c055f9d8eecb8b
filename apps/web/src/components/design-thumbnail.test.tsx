import { render, screen } from '@testing-library/react'
import { Camera } from 'lucide-react'
import { expect, test } from 'vitest'
import { DesignThumbnail } from './design-thumbnail'

const url = '/v1/thumbnails/00000000-0000-4000-8000-000000000001/abcdefghijklmnopqrstuv.png'
const frame = () => document.querySelector('[data-slot="design-thumbnail"]')!

test('a picture being rendered says so instead of the placeholder', () => {
  render(<DesignThumbnail url={null} type="design" status="rendering" caption="4 objects" />)
  expect(frame()).toHaveAttribute('data-status', 'rendering')
  expect(screen.getByText('Rendering picture…')).toBeInTheDocument()
  expect(screen.queryByText('4 objects')).not.toBeInTheDocument()
  expect(frame().querySelector('.animate-pulse')).not.toBeNull()
})

test('nothing coming (no renderer, or it failed): the placeholder, never a spinner', () => {
  render(<DesignThumbnail url={null} type="design" status="none" caption="4 objects" />)
  expect(frame()).toHaveAttribute('data-status', 'none')
  expect(screen.getByText('4 objects')).toBeInTheDocument()
  expect(screen.queryByText('Rendering picture…')).not.toBeInTheDocument()
  expect(frame().querySelector('[data-slot="spinner"]')).toBeNull()
})

test('a picture that is there is shown, whatever else is said', () => {
  render(<DesignThumbnail url={url} type="design" status="rendering" />)
  expect(frame()).toHaveAttribute('data-status', 'ready')
  expect(frame().querySelector('img')).toHaveAttribute('src', url)
  expect(screen.queryByText('Rendering picture…')).not.toBeInTheDocument()
})

test('small, it only turns; a view placeholder shows a camera', () => {
  const { unmount } = render(
    <DesignThumbnail url={null} type="design" status="rendering" compact />,
  )
  expect(frame().querySelector('[data-slot="spinner"]')).not.toBeNull()
  expect(screen.queryByText('Rendering picture…')).not.toBeInTheDocument()
  unmount()
  render(<DesignThumbnail url={null} type="design" icon={Camera} compact />)
  expect(frame().querySelector('svg.lucide-camera')).not.toBeNull()
})
