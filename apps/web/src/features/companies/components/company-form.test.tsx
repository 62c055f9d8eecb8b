import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test, vi } from 'vitest'
import { ApiError } from '@/lib/api'
import { companyFixture } from '@/test/companies'
import { renderAt } from '@/test/render'
import { CompanyForm, suggestedDefaults } from './company-form'

function renderForm(onSubmit: Parameters<typeof CompanyForm>[0]['onSubmit']) {
  render(
    <CompanyForm
      initial={{ currency: 'EUR', country: 'FR' }}
      submitLabel="Create company"
      onSubmit={onSubmit}
    />,
  )
}

test('the server’s field errors land on their fields, and what was typed stays', async () => {
  const onSubmit = vi
    .fn()
    .mockRejectedValue(
      new ApiError(400, 'validation_failed', 'Some fields are invalid', [
        { path: 'postalCode', code: 'validation.tooLong', message: 'This is too long' },
      ]),
    )
  renderForm(onSubmit)
  const user = userEvent.setup()
  await user.type(screen.getByLabelText(/Company name/), 'Atelier Lumen')
  await user.type(screen.getByLabelText('Postal code'), '69001')
  await user.type(screen.getByLabelText('City'), 'Lyon')
  await user.click(screen.getByRole('button', { name: 'Create company' }))

  expect(onSubmit).toHaveBeenCalledWith(
    expect.objectContaining({
      name: 'Atelier Lumen',
      currency: 'EUR',
      country: 'FR',
      city: 'Lyon',
    }),
  )
  const postalCode = screen.getByLabelText('Postal code')
  expect(postalCode).toHaveAttribute('aria-invalid', 'true')
  expect(postalCode).toHaveAccessibleDescription('This is too long')
  expect(screen.getByLabelText(/Company name/)).toHaveValue('Atelier Lumen')
  expect(screen.getByLabelText('City')).toHaveValue('Lyon')
})

test('an error that belongs to no field is shown above the form', async () => {
  renderForm(vi.fn().mockRejectedValue(new ApiError(403, 'forbidden', 'Not allowed')))
  const user = userEvent.setup()
  await user.type(screen.getByLabelText(/Company name/), 'Atelier Lumen')
  await user.click(screen.getByRole('button', { name: 'Create company' }))
  expect(await screen.findByRole('alert')).toHaveTextContent('You are not allowed to do this')
  expect(screen.getByLabelText(/Company name/)).toHaveValue('Atelier Lumen')
})

test('the contract’s rules are checked before anything is sent', async () => {
  const onSubmit = vi.fn()
  render(<CompanyForm submitLabel="Create company" onSubmit={onSubmit} />)
  await userEvent.setup().click(screen.getByRole('button', { name: 'Create company' }))
  expect(onSubmit).not.toHaveBeenCalled()
  expect(screen.getByLabelText(/Company name/)).toHaveAccessibleDescription(
    'This field is required',
  )
  expect(screen.getByRole('combobox', { name: /Currency/ })).toHaveAttribute('aria-invalid', 'true')
})

test('a read-only form cannot be changed or sent', () => {
  renderAt(
    <CompanyForm
      company={companyFixture({ name: 'Atelier Lumen', city: 'Lyon', role: 'designer' })}
      readOnly
      submitLabel="Save"
      onSubmit={vi.fn()}
    />,
    { path: '/', url: '/' },
  )
  expect(screen.getByLabelText(/Company name/)).toBeDisabled()
  expect(screen.getByLabelText('City')).toHaveValue('Lyon')
  expect(screen.getByLabelText('Legal name')).toBeDisabled()
  expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument()
  expect(screen.queryByRole('button', { name: 'Upload logo' })).not.toBeInTheDocument()
})

test('a new company’s country and currency are guessed from the browser’s language', () => {
  expect(suggestedDefaults(['fr-FR', 'en'])).toEqual({ country: 'FR', currency: 'EUR' })
  expect(suggestedDefaults(['en-GB'])).toEqual({ country: 'GB', currency: 'GBP' })
  expect(suggestedDefaults(['pt-BR'])).toEqual({ country: 'BR', currency: undefined })
  expect(suggestedDefaults(['en'])).toEqual({})
})
