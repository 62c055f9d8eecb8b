import type { Company } from '@designer/contract'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, test, vi } from 'vitest'
import { changeLocale } from '@/lib/i18n'
import { companyFixture } from '@/test/companies'
import { COMPANY_ID, json, renderAt, stubApi } from '@/test/render'
import { CompanyProfilePage } from './company-profile-page'

afterEach(async () => {
  vi.unstubAllGlobals()
  await changeLocale('en')
})

const LOGO = `/v1/company-logos/${COMPANY_ID}/aaaaaaaaaaaaaaaaaaaaaa.png`

/** The profile page over a stubbed API that keeps what it is sent. */
function openProfile(over: Partial<Company> = {}, answer?: (path: string) => Response | undefined) {
  let company = companyFixture(over)
  const calls = stubApi(({ method, path, body }) => {
    const refused = answer?.(path)
    if (refused) return refused
    if (method === 'PUT' && path === `/companies/${COMPANY_ID}`) {
      company = { ...company, ...(body as Partial<Company>) }
    }
    if (method === 'PUT' && path === `/companies/${COMPANY_ID}/logo`) {
      company = { ...company, logoUrl: LOGO }
    }
    if (method === 'DELETE' && path === `/companies/${COMPANY_ID}/logo`) {
      company = { ...company, logoUrl: null }
    }
    if (path === '/companies') return [company]
    return company
  })
  renderAt(<CompanyProfilePage />, {
    path: '/admin/company/profile',
    url: '/admin/company/profile',
  })
  return calls
}

test('the details on quotes and the texts per language are shown, edited and saved', async () => {
  const calls = openProfile({
    legalName: 'Atelier Nord S.L.',
    taxId: 'B12345678',
    paymentTerms: { en: 'Half on order, the rest on delivery.', es: '', fr: '' },
  })
  const user = userEvent.setup()
  expect(await screen.findByLabelText('Legal name')).toHaveValue('Atelier Nord S.L.')
  expect(screen.getByLabelText('Tax ID')).toHaveValue('B12345678')
  expect(screen.getByRole('heading', { name: 'On your quotes' })).toBeInTheDocument()
  expect(screen.getByRole('heading', { name: 'Quote texts' })).toBeInTheDocument()

  await user.type(screen.getByLabelText('Phone'), '+34 912 345 678')
  await user.type(screen.getByLabelText('Email'), 'hola@ateliernord.es')
  await user.type(screen.getByLabelText('Website'), 'ateliernord.es')

  // English is written; Spanish is empty and says which text its customers get instead.
  expect(screen.getByLabelText('Payment terms (English)')).toHaveValue(
    'Half on order, the rest on delivery.',
  )
  await user.click(screen.getByRole('tab', { name: /Spanish/ }))
  const spanish = screen.getByLabelText('Payment terms (Spanish)')
  expect(spanish).toHaveAccessibleDescription(
    'Empty: customers who read Spanish get the text in English.',
  )
  await user.type(spanish, 'La mitad al pedir.')
  await user.type(screen.getByLabelText('Quote footer (Spanish)'), 'Inscrita en Madrid.')
  await user.click(screen.getByRole('button', { name: 'Save' }))

  await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true))
  expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({
    legalName: 'Atelier Nord S.L.',
    taxId: 'B12345678',
    phone: '+34 912 345 678',
    email: 'hola@ateliernord.es',
    website: 'https://ateliernord.es',
    paymentTerms: { en: 'Half on order, the rest on delivery.', es: 'La mitad al pedir.', fr: '' },
    quoteFooter: { en: '', es: 'Inscrita en Madrid.', fr: '' },
  })
  // Saved: what the server answered is what the form now holds, with nothing left to send.
  await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled())
})

test('problems are said in the reader’s language, and open the language that has one', async () => {
  await changeLocale('fr')
  const calls = openProfile()
  const user = userEvent.setup()
  await user.type(await screen.findByLabelText('E-mail'), 'pas une adresse')
  await user.click(screen.getByRole('tab', { name: /espagnol/ }))
  await user.click(screen.getByLabelText('Pied de page du devis (espagnol)'))
  await user.paste('x'.repeat(1001))
  await user.click(screen.getByRole('tab', { name: /anglais/ }))
  await user.click(screen.getByRole('button', { name: 'Enregistrer' }))

  expect(await screen.findByLabelText('E-mail')).toHaveAccessibleDescription(
    'Saisissez une adresse e-mail valide',
  )
  // The footer's problem is in Spanish: its tab opens by itself.
  const footer = await screen.findByLabelText('Pied de page du devis (espagnol)')
  expect(footer).toHaveAccessibleDescription(/C'est trop long$/)
  expect(screen.getByRole('tab', { name: /espagnol/ })).toHaveAttribute('aria-selected', 'true')
  expect(calls.filter((c) => c.method === 'PUT')).toEqual([])
})

test('a logo is sent as soon as it is chosen; a file of the wrong kind is refused at once', async () => {
  const calls = openProfile()
  const user = userEvent.setup({ applyAccept: false })
  const field = await screen.findByTestId('company-logo-field')
  expect(within(field).getByText('No logo yet')).toBeInTheDocument()

  const gif = new File(['GIF89a'], 'logo.gif', { type: 'image/gif' })
  await user.upload(screen.getByTestId('company-logo-file'), gif)
  expect(within(field).getByRole('alert')).toHaveTextContent('Choose a PNG or JPEG file.')
  expect(calls.some((c) => c.path.endsWith('/logo'))).toBe(false)

  const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', {
    type: 'image/png',
  })
  await user.upload(screen.getByTestId('company-logo-file'), png)
  expect(await within(field).findByRole('img', { name: 'Logo of Atelier Nord' })).toHaveAttribute(
    'src',
    LOGO,
  )
  expect(calls.filter((c) => c.path.endsWith('/logo')).map((c) => c.method)).toEqual(['PUT'])
  expect(within(field).queryByRole('alert')).not.toBeInTheDocument()

  await user.click(within(field).getByRole('button', { name: 'Remove' }))
  expect(await within(field).findByText('No logo yet')).toBeInTheDocument()
})

test('a logo the server refuses says why, in words of the logo', async () => {
  openProfile({}, (path) =>
    path.endsWith('/logo')
      ? json(400, { message: 'The file is not a readable picture', code: 'invalid_image' })
      : undefined,
  )
  const user = userEvent.setup()
  const field = await screen.findByTestId('company-logo-field')
  const png = new File(['not really'], 'logo.png', { type: 'image/png' })
  await user.upload(screen.getByTestId('company-logo-file'), png)
  expect(await within(field).findByRole('alert')).toHaveTextContent(
    'This file is not a readable picture. Choose a PNG or JPEG file.',
  )
})

test('a logo typed as an address before says to upload the file for quotes', async () => {
  openProfile({ logoUrl: 'https://cdn.example.com/logo.png' })
  const field = await screen.findByTestId('company-logo-field')
  expect(within(field).getByText(/This logo is a web address typed earlier/)).toBeInTheDocument()
  expect(within(field).getByRole('button', { name: 'Replace' })).toBeInTheDocument()
})
