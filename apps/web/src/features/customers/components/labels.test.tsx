import { CUSTOMER_STAGES, TAG_COLORS } from '@designer/contract'
import { render, renderHook, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, test, vi } from 'vitest'
import { changeLocale } from '@/lib/i18n'
import { phoneText, StageBadge, TAG_SWATCHES, TagChip, useCustomerName } from './labels'

afterEach(() => changeLocale('en'))

test('a stored phone is shown grouped as its country writes it', () => {
  expect(phoneText('+34612345678')).toBe('+34 612 34 56 78')
  expect(phoneText('+33612345678')).toBe('+33 6 12 34 56 78')
  expect(phoneText('+14155552671')).toBe('+1 415 555 2671')
})

test('a phone that cannot be read is shown as it is, not dropped', () => {
  expect(phoneText('call me')).toBe('call me')
  expect(phoneText('')).toBe('')
})

test('an anonymised customer has no name left, in any language', async () => {
  const name = () => renderHook(() => useCustomerName()).result.current
  const gone = { name: '', anonymisedAt: '2026-11-01T10:00:00.000Z' }
  expect(name()({ name: 'Ana García', anonymisedAt: null })).toBe('Ana García')
  expect(name()(gone)).toBe('Anonymised customer')
  await changeLocale('fr')
  expect(name()(gone)).toBe('Client anonymisé')
  expect(name()({ name: 'Ana García', anonymisedAt: null })).toBe('Ana García')
})

test('stages are named in the reader’s language', async () => {
  const names = () => {
    const { container, unmount } = render(
      <div>
        {CUSTOMER_STAGES.map((stage) => (
          <StageBadge key={stage} stage={stage} />
        ))}
      </div>,
    )
    const text = [...container.querySelectorAll('span')].map((s) => s.textContent)
    unmount()
    return text
  }
  expect(names()).toEqual(['Lead', 'Prospect', 'Customer', 'Inactive'])
  await changeLocale('es')
  expect(names()).toEqual(['Posible cliente', 'Prospecto', 'Cliente', 'Inactivo'])
  await changeLocale('fr')
  expect(names()).toEqual(['Piste', 'Prospect', 'Client', 'Inactif'])
})

test('a chip can be taken off only where it offers to, by a button naming the tag', async () => {
  const onRemove = vi.fn()
  render(
    <>
      <TagChip tag={{ name: 'Kitchen', color: 'blue' }} onRemove={onRemove} />
      <TagChip tag={{ name: 'VIP', color: 'amber' }} />
    </>,
  )
  expect(screen.getAllByRole('button')).toHaveLength(1)
  await userEvent.setup().click(screen.getByRole('button', { name: 'Remove tag Kitchen' }))
  expect(onRemove).toHaveBeenCalledOnce()
})

test('every colour of the palette has a chip and a swatch', () => {
  expect(Object.keys(TAG_SWATCHES).sort()).toEqual([...TAG_COLORS].sort())
  for (const color of TAG_COLORS) {
    const { container, unmount } = render(<TagChip tag={{ name: color, color }} />)
    expect((container.firstChild as HTMLElement).className, color).toMatch(/\bbg-\w+-\d+/)
    unmount()
  }
})
