import type { APIRequestContext } from '@playwright/test'
import { DEMO_PRODUCT, type Demo } from './admin-session'
import { expect } from './fixtures'

/**
 * The address of one of the demo studio's pages: `{design}` is its dining table, `{customer}`
 * a customer with an appointment in her timeline, `{configurator}` its published configurator,
 * `{view}` a view saved for the test (the demo has none), `{quote}` a request made for the test.
 */
export async function demoPage(
  request: APIRequestContext,
  demo: Demo,
  path: string,
): Promise<string> {
  const { headers } = demo
  const first = async (list: string) => {
    const res = await request.get(list, { headers })
    expect(res.status(), await res.text()).toBe(200)
    const { items } = (await res.json()) as { items: { id: string }[] }
    expect(items[0], list).toBeTruthy()
    return items[0]!.id
  }
  const design = () => first(`/v1/designs?q=${encodeURIComponent(DEMO_PRODUCT)}&type=design`)
  const ids = {
    design,
    customer: () => first('/v1/customers?q=Marta%20Soler'),
    configurator: async () => demo.configuratorId,
    // A request on the demo's configurator, as a visitor makes one (the demo has none).
    quote: async () => {
      const asked = await request.post(`/v1/public/configurators/${demo.configuratorId}/quotes`, {
        data: {
          selections: { W: 2000 },
          name: 'Lucía Ferrer',
          email: `quote-${Date.now().toString(36)}@example.es`,
          message: 'Could it be delivered in March?',
          consent: true,
        },
      })
      expect(asked.status(), await asked.text()).toBe(201)
      return ((await asked.json()) as { id: string }).id
    },
    view: async () => {
      const saved = await request.post('/v1/views', {
        headers,
        data: {
          name: 'From the window',
          designId: await design(),
          camera: { position: [2500, 1600, 2500], target: [0, 400, 0], fov: 45, mode: 'orbit' },
        },
      })
      expect(saved.status(), await saved.text()).toBe(201)
      return ((await saved.json()) as { id: string }).id
    },
  }
  const name = /\{(\w+)\}/.exec(path)?.[1] as keyof typeof ids | undefined
  return name ? path.replace(`{${name}}`, await ids[name]()) : path
}

/**
 * Every admin page of the route table (apps/web/src/lib/routes.ts), with the demo studio's rows
 * for those that show one: the pages the accessibility scans and the layout test visit.
 */
export const ADMIN_PAGES = [
  '/admin',
  '/admin/designs',
  '/admin/designs?view=grid',
  '/admin/designs?type=component',
  '/admin/designs/create',
  '/admin/designs/{design}',
  '/admin/designs/{design}/edit',
  '/admin/views',
  '/admin/views/create',
  '/admin/views/{view}/edit',
  '/admin/suppliers',
  '/admin/suppliers?tab=items',
  '/admin/suppliers/costs',
  '/admin/customers',
  '/admin/customers/create',
  '/admin/customers/{customer}',
  '/admin/quotes',
  '/admin/quotes?status=requested',
  '/admin/quotes/{quote}',
  '/admin/calendar',
  '/admin/calendar?view=month',
  '/admin/configurators',
  '/admin/configurators/create',
  '/admin/configurators/{configurator}/edit',
  '/admin/company',
  '/admin/company/billing',
  '/admin/company/members',
  '/admin/company/invite',
  '/admin/company/switch',
  '/admin/company/create',
  '/admin/invites',
  '/admin/profile',
  '/admin/trial-expired',
]
