import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { toast } from 'sonner'
import { afterEach, expect, test, vi } from 'vitest'
import { changeLocale } from '@/lib/i18n'
import { json, renderAt, stubApi } from '@/test/render'
import { FeedDialog } from './feed-dialog'

// Dialogs and pages clicked and typed into: slower than the default 5 s on a busy machine.
const SLOW = { timeout: 20_000 }

afterEach(async () => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  await changeLocale('en')
})

const URL_MADE = 'https://designer.example/v1/calendar/feed/abc123.ics'
const made = { url: URL_MADE, scope: 'mine', createdAt: '2026-11-01T10:00:00.000Z' }

/** The dialog as the page holds it: open, closed by Escape, opened again by a button. */
function Harness() {
  const [open, setOpen] = useState(true)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Reopen
      </button>
      <FeedDialog open={open} onOpenChange={setOpen} />
    </>
  )
}

const renderDialog = () =>
  renderAt(<Harness />, { path: '/admin/calendar', url: '/admin/calendar' })

test('an address is made for the events chosen and shown once, ready to copy', SLOW, async () => {
  const calls = stubApi(({ method }) => (method === 'POST' ? made : { active: false }))
  const success = vi.spyOn(toast, 'success')
  renderDialog()
  const user = userEvent.setup()
  await user.click(screen.getByRole('radio', { name: 'Only the events I take part in' }))
  await user.click(screen.getByRole('button', { name: 'Make my address' }))
  expect(await screen.findByRole('textbox', { name: 'Your address' })).toHaveValue(URL_MADE)
  expect(screen.getByText(/It is shown this once/)).toBeInTheDocument()
  expect(calls.find((c) => c.method === 'POST')).toEqual({
    method: 'POST',
    path: '/calendar/feed',
    body: { scope: 'mine' },
  })
  await user.click(screen.getByRole('button', { name: 'Copy' }))
  // user-event stands in for the clipboard.
  expect(await navigator.clipboard.readText()).toBe(URL_MADE)
  expect(success).toHaveBeenCalledWith('The address was copied')
})

test('closing forgets the address: it is never shown again', SLOW, async () => {
  stubApi(({ method }) => (method === 'POST' ? made : { active: false }))
  renderDialog()
  const user = userEvent.setup()
  await user.click(screen.getByRole('button', { name: 'Make my address' }))
  await screen.findByRole('textbox', { name: 'Your address' })
  await user.keyboard('{Escape}')
  await waitFor(() => expect(screen.queryByTestId('feed-dialog')).not.toBeInTheDocument())
  await user.click(screen.getByRole('button', { name: 'Reopen' }))
  expect(await screen.findByTestId('feed-dialog')).toBeInTheDocument()
  expect(screen.queryByRole('textbox', { name: 'Your address' })).not.toBeInTheDocument()
})

test('an address already made is said, can be replaced or revoked', SLOW, async () => {
  const calls = stubApi(({ method }) =>
    method === 'DELETE'
      ? json(204)
      : { active: true, scope: 'company', createdAt: '2026-11-01T10:00:00.000Z' },
  )
  const success = vi.spyOn(toast, 'success')
  renderDialog()
  expect(
    await screen.findByText(
      "You have an address for All the company's events, made on Nov 1, 2026.",
    ),
  ).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Make a new address' })).toBeInTheDocument()
  await userEvent.setup().click(screen.getByRole('button', { name: 'Revoke' }))
  await waitFor(() => expect(success).toHaveBeenCalledWith('The address no longer works'))
  expect(calls.some((c) => c.method === 'DELETE' && c.path === '/calendar/feed')).toBe(true)
})

test('in French the address is dated the French way', SLOW, async () => {
  await changeLocale('fr')
  stubApi(() => ({ active: true, scope: 'mine', createdAt: '2026-11-01T10:00:00.000Z' }))
  renderDialog()
  const text = await screen.findByText(/Vous avez une adresse/)
  expect(text.textContent?.replace(/[\u00a0\u202f]/g, ' ')).toBe(
    'Vous avez une adresse créée le 1 nov. 2026 (Seulement les événements auxquels je participe).',
  )
  expect(screen.getByRole('button', { name: 'Créer une nouvelle adresse' })).toBeInTheDocument()
})

test('an address that could not be made says why and shows none', SLOW, async () => {
  stubApi(({ method }) =>
    method === 'POST'
      ? json(429, { code: 'rate_limited', message: 'Too many requests' })
      : { active: false },
  )
  const error = vi.spyOn(toast, 'error')
  renderDialog()
  await userEvent.setup().click(screen.getByRole('button', { name: 'Make my address' }))
  await waitFor(() => expect(error).toHaveBeenCalledOnce())
  expect(screen.queryByRole('textbox', { name: 'Your address' })).not.toBeInTheDocument()
})
