import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test, vi } from 'vitest'
import { ApiError } from '@/lib/api'
import { listItem } from '../testing'
import { DesignCreateForm } from './design-create-form'

const renderForm = (
  onSubmit: (values: unknown) => Promise<unknown>,
  defaultType: 'design' | 'component' = 'design',
) =>
  render(
    <DesignCreateForm
      defaultType={defaultType}
      sources={[listItem({ name: 'Dining table' })]}
      onSubmit={onSubmit}
      onCancel={vi.fn()}
    />,
  )

test('name, type and description are sent; a blank scene is no source', async () => {
  const onSubmit = vi.fn().mockResolvedValue(undefined)
  renderForm(onSubmit)
  const user = userEvent.setup()
  await user.type(screen.getByLabelText(/Name/), '  Coffee table ')
  await user.click(screen.getByRole('radio', { name: /Component/ }))
  await user.type(screen.getByLabelText('Description'), 'Low, round')
  await user.click(screen.getByRole('button', { name: 'Create' }))
  expect(onSubmit).toHaveBeenCalledWith({
    name: 'Coffee table',
    type: 'component',
    description: 'Low, round',
    fromDesignId: null,
  })
})

test('the components filter preselects a component', () => {
  renderForm(vi.fn(), 'component')
  expect(screen.getByRole('radio', { name: /Component/ })).toBeChecked()
  expect(screen.getByRole('radio', { name: /Design/ })).not.toBeChecked()
})

test('the contract’s rules are checked before anything is sent', async () => {
  const onSubmit = vi.fn()
  renderForm(onSubmit)
  await userEvent.setup().click(screen.getByRole('button', { name: 'Create' }))
  expect(onSubmit).not.toHaveBeenCalled()
  expect(screen.getByLabelText(/Name/)).toHaveAccessibleDescription('This field is required')
})

test('the server’s field errors land on their fields, and what was typed stays', async () => {
  const onSubmit = vi
    .fn()
    .mockRejectedValue(
      new ApiError(400, 'validation_failed', 'Some fields are invalid', [
        { path: 'name', code: 'validation.tooLong', message: 'This is too long' },
      ]),
    )
  renderForm(onSubmit)
  const user = userEvent.setup()
  await user.type(screen.getByLabelText(/Name/), 'Dining table')
  await user.click(screen.getByRole('button', { name: 'Create' }))
  const name = await screen.findByLabelText(/Name/)
  expect(name).toHaveAttribute('aria-invalid', 'true')
  expect(name).toHaveAccessibleDescription('This is too long')
  expect(name).toHaveValue('Dining table')
  expect(screen.queryByText('Some fields are invalid')).not.toBeInTheDocument()
})
