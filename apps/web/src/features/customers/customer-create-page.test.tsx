import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { COMPANY_ID, json, renderAt, stubApi } from '@/test/render'
import { CustomerCreatePage } from './customer-create-page'

// Radix's switch measures itself; jsdom has no ResizeObserver.
beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  )
})
afterEach(() => vi.unstubAllGlobals())

// A large form typed into key by key: slower than the default 5 s on a busy machine.
const SLOW = { timeout: 20_000 }

const api = (onCreate: (body: unknown) => Response) =>
  stubApi((call) => {
    if (call.method === 'POST' && call.path === '/customers') return onCreate(call.body)
    if (call.path === '/customer-tags') return []
    if (call.path === '/members') return [{ userId: COMPANY_ID, name: 'Marta Ruiz' }]
    if (call.path.startsWith('/customers')) return { items: [], total: 0 }
    return {}
  })

function renderPage() {
  renderAt(<CustomerCreatePage />, {
    path: '/admin/customers/create',
    url: '/admin/customers/create',
  })
}

test(
  'an e-mail another customer has is marked on its field, with a link to it; nothing typed is lost',
  SLOW,
  async () => {
    const user = userEvent.setup()
    const calls = api(() =>
      json(409, {
        code: 'customer_email_taken',
        message: 'Another customer has this email: Ana García',
        details: { customer: { id: '00000000-0000-4000-8000-0000000000a1', name: 'Ana García' } },
      }),
    )
    renderPage()
    await user.type(screen.getByRole('textbox', { name: /Full name/ }), 'Ana G.')
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ana@example.com')
    await user.click(screen.getByRole('button', { name: 'Create customer' }))

    const email = screen.getByRole('textbox', { name: 'Email' })
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'))
    expect(screen.getByText('Another customer has this email')).toBeVisible()
    expect(screen.getByRole('link', { name: 'Ana García' })).toHaveAttribute(
      'href',
      '/admin/customers/00000000-0000-4000-8000-0000000000a1',
    )
    expect(email).toHaveValue('ana@example.com')
    expect(screen.getByRole('textbox', { name: /Full name/ })).toHaveValue('Ana G.')
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1)
  },
)

test(
  'a phone the server cannot read gets its message on that phone; the body sent is the contract input',
  SLOW,
  async () => {
    const user = userEvent.setup()
    const calls = api(() =>
      json(400, {
        code: 'validation_failed',
        message: 'Some fields are invalid',
        details: [
          {
            path: 'phones.1.number',
            code: 'validation.phone',
            message: 'Enter a phone number such as +34 612 345 678',
          },
        ],
      }),
    )
    renderPage()
    await user.type(screen.getByRole('textbox', { name: /Full name/ }), 'Two Phones')
    await user.click(screen.getByRole('button', { name: 'Add phone' }))
    await user.type(screen.getByRole('textbox', { name: 'Phone number 1' }), '612 345 678')
    await user.click(screen.getByRole('button', { name: 'Add phone' }))
    await user.type(screen.getByRole('textbox', { name: 'Phone number 2' }), 'call me')
    await user.click(screen.getByRole('button', { name: 'Create customer' }))

    const second = screen.getByRole('textbox', { name: 'Phone number 2' })
    await waitFor(() => expect(second).toHaveAttribute('aria-invalid', 'true'))
    expect(screen.getByRole('textbox', { name: 'Phone number 1' })).not.toHaveAttribute(
      'aria-invalid',
      'true',
    )
    expect(screen.getByText('Enter a phone number such as +34 612 345 678')).toBeVisible()
    const sent = calls.find((c) => c.method === 'POST')?.body
    expect(sent).toMatchObject({
      name: 'Two Phones',
      kind: 'person',
      stage: 'lead',
      phones: [
        { label: 'mobile', number: '612 345 678' },
        { label: 'mobile', number: 'call me' },
      ],
    })
  },
)
