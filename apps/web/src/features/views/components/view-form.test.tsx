import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test, vi } from 'vitest'
import { ApiError } from '@/lib/api'
import { aDesign } from '../testing'
import { ViewForm } from './view-form'

// No design is chosen in these tests, so the 3D preview (three.js) never loads in jsdom.
const renderForm = (onSubmit: (values: unknown) => Promise<unknown>) =>
  render(
    <ViewForm
      designs={[aDesign({ name: 'Dining table' })]}
      onSubmit={onSubmit}
      onCancel={vi.fn()}
      submitLabel="Create view"
    />,
  )

async function retype(label: string, value: string) {
  const user = userEvent.setup()
  const input = screen.getByRole('textbox', { name: label })
  await user.clear(input)
  await user.type(input, value)
}

test('without a design, a note says so and the camera typed as numbers is what is sent', async () => {
  const onSubmit = vi.fn().mockResolvedValue(undefined)
  renderForm(onSubmit)
  expect(screen.getByTestId('no-design-note')).toHaveTextContent('No design chosen')

  const user = userEvent.setup()
  await user.type(screen.getByLabelText(/Name/), ' Front three-quarter ')
  await user.type(screen.getByLabelText('Description'), 'For the catalogue')
  await retype('Position X', '3000')
  await retype('Position Y', '1200,5')
  await retype('Target Z', '-250')
  fireEvent.change(screen.getByRole('slider', { name: 'Field of view' }), {
    target: { value: '55' },
  })
  expect(screen.getByRole('textbox', { name: 'Field of view in degrees' })).toHaveValue('55')
  await user.click(screen.getByRole('button', { name: 'Create view' }))

  expect(onSubmit).toHaveBeenCalledWith({
    name: 'Front three-quarter',
    description: 'For the catalogue',
    designId: null,
    camera: { position: [3000, 1200.5, 2400], target: [0, 0, -250], fov: 55, mode: 'orbit' },
  })
})

test('a number out of bounds is brought back in bounds, and one that is not a number undone', async () => {
  const onSubmit = vi.fn().mockResolvedValue(undefined)
  renderForm(onSubmit)
  const user = userEvent.setup()
  await user.type(screen.getByLabelText(/Name/), 'Wide')
  await retype('Field of view in degrees', '500')
  await retype('Target X', 'abc')
  await user.tab()
  expect(screen.getByRole('textbox', { name: 'Field of view in degrees' })).toHaveValue('120')
  expect(screen.getByRole('textbox', { name: 'Target X' })).toHaveValue('0')
  await user.click(screen.getByRole('button', { name: 'Create view' }))
  expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
    camera: { target: [0, 0, 0], fov: 120 },
  })
})

test('the contract’s rules are checked before anything is sent', async () => {
  const onSubmit = vi.fn()
  renderForm(onSubmit)
  await userEvent.setup().click(screen.getByRole('button', { name: 'Create view' }))
  expect(onSubmit).not.toHaveBeenCalled()
  expect(screen.getByLabelText(/Name/)).toHaveAccessibleDescription('This field is required')
})

test('the server’s field errors land on their fields, and nothing typed is lost', async () => {
  const onSubmit = vi.fn().mockRejectedValue(
    new ApiError(400, 'validation_failed', 'Some fields are invalid', [
      { path: 'name', code: 'validation.tooLong', message: 'This is too long' },
      { path: 'designId', code: 'validation.unknownDesign', message: 'Unknown design' },
    ]),
  )
  renderForm(onSubmit)
  const user = userEvent.setup()
  await user.type(screen.getByLabelText(/Name/), 'Dining table, seen from the door')
  await retype('Position Z', '1800')
  await user.click(screen.getByRole('button', { name: 'Create view' }))

  const name = await screen.findByLabelText(/Name/)
  expect(name).toHaveAttribute('aria-invalid', 'true')
  expect(name).toHaveAccessibleDescription('This is too long')
  expect(name).toHaveValue('Dining table, seen from the door')
  expect(screen.getByRole('combobox', { name: 'Design' })).toHaveAccessibleDescription(
    /This design does not exist in the company/,
  )
  expect(screen.getByRole('textbox', { name: 'Position Z' })).toHaveValue('1800')
  expect(screen.queryByText('Some fields are invalid')).not.toBeInTheDocument()
})

test('an error that is about no field is shown above the form', async () => {
  renderForm(vi.fn().mockRejectedValue(new TypeError('Failed to fetch')))
  const user = userEvent.setup()
  await user.type(screen.getByLabelText(/Name/), 'Top')
  await user.click(screen.getByRole('button', { name: 'Create view' }))
  expect(await screen.findByRole('alert')).toHaveTextContent('Cannot reach the server')
  expect(screen.getByLabelText(/Name/)).toHaveValue('Top')
})
