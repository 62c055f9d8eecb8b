import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test, vi } from 'vitest'
import { ApiError } from '@/lib/api'
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
        { path: 'logoUrl', code: 'validation.httpsUrl', message: 'Enter an https:// address' },
      ]),
    )
  renderForm(onSubmit)
  const user = userEvent.setup()
  await user.type(screen.getByLabelText(/Company name/), 'Atelier Lumen')
  await user.type(screen.getByLabelText('Logo URL'), 'https://cdn.example.com/logo.png')
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
  const logo = screen.getByLabelText('Logo URL')
  expect(logo).toHaveAttribute('aria-invalid', 'true')
  expect(logo).toHaveAccessibleDescription(/Enter an https:\/\/ address, or leave it empty/)
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
  render(
    <CompanyForm
      company={{
        id: '00000000-0000-4000-8000-0000000000c1',
        name: 'Atelier Lumen',
        logoUrl: null,
        currency: 'EUR',
        country: 'FR',
        addressLine1: null,
        addressLine2: null,
        city: 'Lyon',
        postalCode: null,
        region: null,
        role: 'designer',
        subscriptionStatus: 'trialing',
        trialEndsAt: '2030-01-01T00:00:00.000Z',
        currentPeriodEnd: null,
        cancelAtPeriodEnd: false,
        usable: true,
        createdAt: '2029-12-18T00:00:00.000Z',
      }}
      readOnly
      submitLabel="Save"
      onSubmit={vi.fn()}
    />,
  )
  expect(screen.getByLabelText(/Company name/)).toBeDisabled()
  expect(screen.getByLabelText('City')).toHaveValue('Lyon')
  expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument()
})

test('a new company’s country and currency are guessed from the browser’s language', () => {
  expect(suggestedDefaults(['fr-FR', 'en'])).toEqual({ country: 'FR', currency: 'EUR' })
  expect(suggestedDefaults(['en-GB'])).toEqual({ country: 'GB', currency: 'GBP' })
  expect(suggestedDefaults(['pt-BR'])).toEqual({ country: 'BR', currency: undefined })
  expect(suggestedDefaults(['en'])).toEqual({})
})
