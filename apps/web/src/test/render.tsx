// Rendering a page against a stubbed API, for the features' component tests.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, renderHook } from '@testing-library/react'
import type { ReactElement, ReactNode } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { vi } from 'vitest'
import { session } from '@/lib/session'

export const COMPANY_ID = '00000000-0000-4000-8000-0000000000c1'

export const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  })

type Call = { method: string; path: string; body: unknown }

/**
 * Answers the request helper's calls by stubbing `fetch`: the handler gets the method and the
 * path after /v1 (with its query) and returns a body for a 200, or a Response of its own.
 */
export function stubApi(
  handler: (call: Call) => unknown | Response | Promise<unknown | Response>,
): Call[] {
  const calls: Call[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost')
      const call = {
        method: init?.method ?? 'GET',
        path: `${url.pathname.replace(/^\/v1/, '')}${url.search}`,
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      }
      calls.push(call)
      const answer = await handler(call)
      return answer instanceof Response ? answer : json(200, answer)
    }),
  )
  return calls
}

/** Renders one page at a URL, with a router and a fresh query cache, in a selected company. */
export function renderAt(page: ReactElement, { path, url }: { path: string; url: string }) {
  session.selectCompany(COMPANY_ID)
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const router = createMemoryRouter(
    [
      { path, element: page },
      { path: '*', element: <p>Another page</p> },
    ],
    { initialEntries: [url] },
  )
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return { router, queryClient }
}

/** Runs a hook of an area's API with a fresh query cache, in a selected company. */
export function renderQueryHook<R>(hook: () => R) {
  session.selectCompany(COMPANY_ID)
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  )
  return { ...renderHook(hook, { wrapper }), queryClient }
}

export const searchOf = (router: { state: { location: { search: string } } }) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search))
