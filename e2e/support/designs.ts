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
    scene: {
      objects: {
        name: string
        type: string
        position: number[]
        params: Record<string, number | string>
      }[]
    }
  }
}

type SceneObjectInput = {
  id: string
  name: string
  type: string
  position: number[]
  params: Record<string, number | string>
} & Partial<{
  rotation: number[]
  scale: number[]
  color: string
  parentId: string | null
  visible: boolean
  supplierItemId: string
}>

/** Saves a scene of the given objects (version 1 → 2); objects get plain defaults for the rest. */
export async function saveScene(
  request: APIRequestContext,
  headers: Headers,
  designId: string,
  objects: SceneObjectInput[],
) {
  const res = await request.put(`/v1/designs/${designId}/scene`, {
    headers,
    data: {
      version: 1,
      scene: {
        settings: { background: '#f4f4f5', lighting: 'studio', units: 'mm', gridSize: 100 },
        objects: objects.map((o) => ({
          rotation: [0, 0, 0],
          scale: [1, 1, 1],
          color: '#8a5a3c',
          parentId: null,
          visible: true,
          ...o,
        })),
      },
    },
  })
  if (!res.ok()) throw new Error(`scene save failed: ${res.status()} ${await res.text()}`)
}

/** A box standing on the floor. */
export const box = (id: string, name: string, [width, height, depth]: number[]) => ({
  id,
  name,
  type: 'box',
  position: [0, height! / 2, 0],
  params: { width: width!, height: height!, depth: depth! },
})
