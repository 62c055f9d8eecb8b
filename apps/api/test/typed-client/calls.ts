// Calls a studio's own software would make, typed by a client generated from the served
// document (openapi-typescript writes `api.gen.ts` beside this file during the test). The test
// type-checks this file against those types, then runs it against a listening app.
import createClient from 'openapi-fetch'
import type { components, operations, paths } from './api.gen'

type ApiError = components['schemas']['Error']

export async function realCalls(baseUrl: string, token: string, companyId: string) {
  const api = createClient<paths>({
    baseUrl,
    headers: { authorization: `Bearer ${token}`, 'company-id': companyId },
  })

  const created = await api.POST('/v1/customers', {
    body: { name: 'Lucía Ortega', email: 'lucia@example.com', stage: 'prospect' },
  })
  if (!created.data) throw new Error(`createCustomer: ${created.response.status}`)
  const customerId: string = created.data.id

  const listed = await api.GET('/v1/customers', {
    params: { query: { q: 'Lucía', pageSize: 10, sort: 'name' } },
  })
  const total: number | undefined = listed.data?.total

  const renamed = await api.PUT('/v1/customers/{id}', {
    params: { path: { id: customerId } },
    body: { name: 'Lucía Ortega Ruiz', email: 'lucia@example.com' },
  })

  const missing = await api.GET('/v1/customers/{id}', {
    params: { path: { id: '00000000-0000-4000-8000-000000000000' } },
  })
  const notFound: ApiError | undefined = missing.error

  const invalid = await api.POST('/v1/customers', { body: { name: '' } })
  const invalidCode: ApiError['code'] | undefined = invalid.error?.code

  const designs = await api.GET('/v1/designs', { params: { query: { type: 'component' } } })
  const designTotal: operations['listDesigns']['responses'][200]['content']['application/json']['total'] =
    designs.data?.total ?? -1

  const removed = await api.DELETE('/v1/customers/{id}', { params: { path: { id: customerId } } })

  return {
    customerId,
    total,
    renamedTo: renamed.data?.name,
    notFound: notFound?.code,
    invalidCode,
    invalidStatus: invalid.response.status,
    designTotal,
    removedStatus: removed.response.status,
  }
}

/** Calls the types must refuse: were the generated types `any`, these lines would not error. */
export function refusedByTheTypes(api: ReturnType<typeof createClient<paths>>) {
  // @ts-expect-error a customer's stage is one of the documented values
  void api.POST('/v1/customers', { body: { name: 'A', stage: 'maybe' } })
  // @ts-expect-error the page size is a number
  void api.GET('/v1/customers', { params: { query: { pageSize: 'ten' } } })
  // @ts-expect-error an address the document does not have
  void api.GET('/v1/customer', {})
  // @ts-expect-error a customer's path needs its id
  void api.GET('/v1/customers/{id}', {})
}
