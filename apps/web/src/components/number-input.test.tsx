import { fireEvent, render, screen } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { NumberInput } from './number-input'

test('typing passes every good number on at once; leaving clamps', () => {
  const onValueChange = vi.fn()
  render(
    <NumberInput aria-label="Fov" value={40} min={10} max={120} onValueChange={onValueChange} />,
  )
  const input = screen.getByLabelText('Fov')
  fireEvent.change(input, { target: { value: '55' } })
  expect(onValueChange).toHaveBeenLastCalledWith(55)
  fireEvent.change(input, { target: { value: '500' } })
  expect(onValueChange).toHaveBeenCalledTimes(1)
  fireEvent.blur(input)
  expect(onValueChange).toHaveBeenLastCalledWith(120)
})

test('in an editor, the number is passed on once, with Enter; Escape puts it back', () => {
  const onValueChange = vi.fn()
  render(
    <NumberInput
      aria-label="Width"
      value={500}
      min={1}
      max={1000}
      integer
      commitOn="enter"
      onValueChange={onValueChange}
    />,
  )
  const input = screen.getByLabelText('Width') as HTMLInputElement
  fireEvent.change(input, { target: { value: '8' } })
  fireEvent.change(input, { target: { value: '82' } })
  fireEvent.change(input, { target: { value: '820.4' } })
  expect(onValueChange).not.toHaveBeenCalled()
  fireEvent.keyDown(input, { key: 'Enter' })
  expect(onValueChange).toHaveBeenCalledTimes(1)
  expect(onValueChange).toHaveBeenLastCalledWith(820)
  fireEvent.change(input, { target: { value: '3' } })
  fireEvent.keyDown(input, { key: 'Escape' })
  expect(input.value).toBe('500')
  fireEvent.keyDown(input, { key: 'ArrowUp', shiftKey: true })
  expect(onValueChange).toHaveBeenLastCalledWith(510)
})
