import type { DesignSummary, User } from '@designer/contract'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, expect, test, vi } from 'vitest'
import { session } from '@/lib/session'
import { DashboardPage } from './dashboard-page'

afterEach(() => vi.unstubAllGlobals())

const companyId = '00000000-0000-4000-8000-0000000000c1'
const user: User = {
  id: '00000000-0000-4000-8000-0000000000aa',
  name: 'Dana Designer',
  email: 'dana@example.com',
  profileUrl: null,
  companyIds: [companyId],
  onTrial: false,
  locale: 'en',
  hasPassword: true,
  emailVerified: true,
  pendingEmail: null,
}

function renderWith(
  summary: DesignSummary,
  members: unknown[] = [{}],
  published = 0,
  events: unknown[] = [],
) {
  const answers: Record<string, unknown> = {
    '/v1/calendar/events': events,
    '/v1/designs/summary': summary,
    '/v1/members': members,
    '/v1/company-invites': [],
    '/v1/configurators': { items: [], total: published },
    '/v1/quotes': {
      items: [],
      total: 0,
      counts: { requested: 0, draft: 0, sent: 0, accepted: 0, declined: 0, expired: 0 },
    },
  }
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const path = new URL(String(input), 'http://localhost').pathname
      return path in answers
        ? new Response(JSON.stringify(answers[path]), { status: 200 })
        : new Response('{}', { status: 404 })
    }),
  )
  session.setUser(user)
  session.selectCompany(companyId)
  const router = createMemoryRouter([{ path: '/admin', element: <DashboardPage /> }], {
    initialEntries: ['/admin'],
  })
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
}

test('the counts link to their lists and the recent designs show their pictures', async () => {
  const recent = {
    id: '00000000-0000-4000-8000-000000000001',
    name: 'Dining table',
    description: '',
    type: 'design' as const,
    version: 3,
    thumbnailUrl: '/v1/thumbnails/00000000-0000-4000-8000-000000000001/abcdefghijklmnopqrstuv.png',
    objectCount: 5,
    thumbnailStatus: 'ready' as const,
    updatedBy: { id: user.id, name: 'Dana Designer' },
    createdAt: '2030-01-01T10:00:00.000Z',
    updatedAt: new Date().toISOString(),
  }
  renderWith({ designs: 12, components: 3, recent: [recent] })

  const designs = await screen.findByTestId('dashboard-stat-designs')
  expect(await within(designs).findByText('12')).toBeInTheDocument()
  expect(designs).toHaveAttribute('href', '/admin/designs?type=design')
  const components = screen.getByTestId('dashboard-stat-components')
  expect(within(components).getByText('3')).toBeInTheDocument()
  expect(components).toHaveAttribute('href', '/admin/designs?type=component&view=grid')

  const card = screen.getByTestId(`recent-design-${recent.id}`)
  expect(card).toHaveAttribute('href', `/admin/designs/${recent.id}`)
  expect(card.querySelector('img')).toHaveAttribute('src', recent.thumbnailUrl)
  expect(within(card).getByTitle('now by Dana Designer')).toHaveTextContent('now')
  // The company has a design, so that step of the checklist is done.
  expect(within(screen.getByTestId('step-design')).getByText('Done')).toBeInTheDocument()
})

test('a new company is invited to create its first design', async () => {
  renderWith({ designs: 0, components: 0, recent: [] })
  const recent = screen.getByTestId('dashboard-recent-designs')
  expect(await within(recent).findByText('No designs yet')).toBeInTheDocument()
  expect(within(recent).getByRole('link', { name: 'New design' })).toHaveAttribute(
    'href',
    '/admin/designs/create',
  )
  expect(screen.getByTestId('step-design').tagName).toBe('A')
})

test('"Invite your team" is done once the company has a second member', async () => {
  renderWith({ designs: 0, components: 0, recent: [] }, [{}, {}])
  // The step turns from a link into a ticked row once the members have loaded.
  await waitFor(() =>
    expect(within(screen.getByTestId('step-team')).getByText('Done')).toBeInTheDocument(),
  )
})

test('"Publish a configurator" leads to making one, and is done once one is published', async () => {
  renderWith({ designs: 0, components: 0, recent: [] })
  const step = screen.getByTestId('step-configurator')
  expect(step).toHaveAttribute('href', '/admin/configurators/create')
  expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuemax', '5')
  cleanup()
  renderWith({ designs: 0, components: 0, recent: [] }, [{}], 1)
  await waitFor(() =>
    expect(within(screen.getByTestId('step-configurator')).getByText('Done')).toBeInTheDocument(),
  )
})

test("today's and the week's events are listed, cancelled ones left out", async () => {
  const soon = new Date(Date.now() + 2 * 3_600_000)
  const event = (title: string, status: string) => ({
    id: crypto.randomUUID(),
    recurringEventId: null,
    occurrenceStart: null,
    title,
    type: 'appointment',
    status,
    allDay: false,
    start: soon.toISOString(),
    end: new Date(soon.getTime() + 3_600_000).toISOString(),
    timeZone: 'Europe/Madrid',
    location: '',
    notes: '',
    color: null,
    customer: { id: crypto.randomUUID(), name: 'Ana García' },
    design: null,
    configurator: null,
    assignees: [],
    rrule: null,
    version: 1,
    createdAt: soon.toISOString(),
    updatedAt: soon.toISOString(),
  })
  renderWith({ designs: 0, components: 0, recent: [] }, [{}], 0, [
    event('Show the walnut samples', 'confirmed'),
    event('Call that was called off', 'cancelled'),
  ])
  const card = screen.getByTestId('dashboard-upcoming')
  expect(await within(card).findByText('Show the walnut samples')).toBeInTheDocument()
  expect(within(card).getByText(/Ana García/)).toBeInTheDocument()
  expect(within(card).queryByText('Call that was called off')).toBeNull()
  expect(within(card).getByRole('link', { name: 'Open the calendar' })).toHaveAttribute(
    'href',
    '/admin/calendar',
  )
})
