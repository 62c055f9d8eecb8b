import { LOCALES } from '@designer/contract'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, render, waitFor } from '@testing-library/react'
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router'
import { afterEach, expect, test, vi } from 'vitest'
import { COMPANY_ID, stubApi } from '@/test/render'
import { useDocumentTitle, useDocumentTitleOfPage } from './document-title'
import { allResources, changeLocale } from './i18n'
import { type RouteName, routes } from './routes'
import { session } from './session'

afterEach(async () => {
  vi.unstubAllGlobals()
  session.clear({ forgetCompany: true })
  await changeLocale('en')
})

function Root() {
  useDocumentTitleOfPage()
  return <Outlet />
}

function DesignPage({ name }: { name?: string }) {
  useDocumentTitle(name)
  return null
}

/** The app's way: the root keeps the title, each route carries its name from the table. */
function openAt(url: string, pages: Partial<Record<RouteName, React.ReactNode>> = {}) {
  const router = createMemoryRouter(
    [
      {
        element: <Root />,
        children: (Object.keys(routes) as RouteName[]).map((name) => ({
          id: name,
          path: routes[name].path,
          element: pages[name] ?? null,
        })),
      },
    ],
    { initialEntries: [url] },
  )
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return router
}

function inCompany() {
  stubApi(({ path }) =>
    path === `/companies/${COMPANY_ID}` ? { id: COMPANY_ID, name: 'Demo Studio' } : {},
  )
  session.selectCompany(COMPANY_ID)
}

test('every route of the table has a title in every language', async () => {
  const resources = await allResources()
  for (const locale of LOCALES) {
    const pages = resources[locale]!.translation.pages as { titles: Record<string, string> }
    for (const name of Object.keys(routes)) {
      expect(pages.titles[name.replaceAll('.', '_')], `${locale}: ${name}`).toBeTruthy()
    }
  }
})

test('a company’s page is titled page · company · product', async () => {
  inCompany()
  openAt('/admin/customers')
  await waitFor(() => expect(document.title).toBe('Customers · Demo Studio · Designer'))
})

test('a page outside a company leaves the company out, in the person’s language', async () => {
  inCompany()
  openAt('/admin/company/switch')
  await waitFor(() => expect(document.title).toBe('Select company · Designer'))
  await act(() => changeLocale('es'))
  await waitFor(() => expect(document.title).toBe('Seleccionar empresa · Designer'))
})

test('a page about one thing is named after it, and the name goes with the page', async () => {
  inCompany()
  const router = openAt('/admin/designs/d1', {
    'admin.designs.show': <DesignPage name="Oak table" />,
  })
  await waitFor(() => expect(document.title).toBe('Oak table · Demo Studio · Designer'))
  await act(() => router.navigate('/admin/designs?type=component'))
  await waitFor(() => expect(document.title).toBe('Components · Demo Studio · Designer'))
})

test('until the thing has loaded, the route names the page', async () => {
  inCompany()
  openAt('/admin/designs/d1', { 'admin.designs.show': <DesignPage /> })
  await waitFor(() => expect(document.title).toBe('Design · Demo Studio · Designer'))
})

test('a guest page says only what it is', async () => {
  openAt('/auth/login')
  await waitFor(() => expect(document.title).toBe('Sign in · Designer'))
})
