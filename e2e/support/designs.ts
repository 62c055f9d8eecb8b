import type { APIRequestContext } from '@playwright/test'

type Headers = Record<string, string>

/** Creates a design (or component) through the API, for journeys that start from one. */
export async function createDesign(
  request: APIRequestContext,
  headers: Headers,
  name: string,
  type: 'design' | 'component' = 'design',
) {
  const res = await request.post('/v1/designs', { headers, data: { name, type } })
  if (!res.ok()) throw new Error(`design creation failed: ${res.status()} ${await res.text()}`)
  return (await res.json()) as { id: string; version: number; name: string }
}

export async function getDesign(request: APIRequestContext, headers: Headers, id: string) {
  const res = await request.get(`/v1/designs/${id}`, { headers })
  return (await res.json()) as {
    version: number
    thumbnailUrl: string | null
    scene: { objects: { name: string; type: string; params: Record<string, number | string> }[] }
  }
}
