import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, test, vi } from 'vitest'
import { changeLocale } from '@/lib/i18n'
import { ScopeDialog } from './scope-dialog'

afterEach(() => changeLocale('en'))

function renderDialog(action: 'change' | 'delete') {
  const onChoose = vi.fn()
  const onCancel = vi.fn()
  render(<ScopeDialog open action={action} onChoose={onChoose} onCancel={onCancel} />)
  return { onChoose, onCancel }
}

test('each answer chooses its occurrences, and only that', async () => {
  const user = userEvent.setup()
  const { onChoose, onCancel } = renderDialog('change')
  expect(screen.getByRole('heading', { name: 'Change a repeating event' })).toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: 'This and following events' }))
  expect(onChoose).toHaveBeenLastCalledWith('following')
  await user.click(screen.getByRole('button', { name: 'This event' }))
  expect(onChoose).toHaveBeenLastCalledWith('this')
  await user.click(screen.getByRole('button', { name: 'All events' }))
  expect(onChoose).toHaveBeenLastCalledWith('all')
  expect(onCancel).not.toHaveBeenCalled()
})

test('closing without an answer cancels', async () => {
  const { onChoose, onCancel } = renderDialog('delete')
  expect(screen.getByRole('heading', { name: 'Delete a repeating event' })).toBeInTheDocument()
  await userEvent.setup().keyboard('{Escape}')
  expect(onCancel).toHaveBeenCalledOnce()
  expect(onChoose).not.toHaveBeenCalled()
})

test('the question is asked in the reader’s language', async () => {
  await changeLocale('es')
  renderDialog('delete')
  expect(screen.getByRole('heading', { name: 'Eliminar un evento periódico' })).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Este evento y los siguientes' })).toBeInTheDocument()
})
