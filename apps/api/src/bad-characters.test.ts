import { DEFAULT_SCENE } from '@designer/contract'
import { beforeAll, describe, expect, test } from 'vitest'
import { build } from '../test/build'
import { companyOwner } from '../test/companies'
import type { App } from './app'

/**
 * A NUL or half an emoji cannot be stored: every text field of every route family refuses it
 * as a field error (400 `validation.invalidCharacters`), where it used to fail the request
 * with a 500, a scene save included.
 */
const NUL = 'Chair\u0000'
const HALF_EMOJI = 'Chair \uD83D'

let app: App
let owner: Awaited<ReturnType<typeof companyOwner>>
let designId: string

beforeAll(async () => {
  app = await build()
  owner = await companyOwner(app)
  const res = await app.inject({
    method: 'POST',
    url: '/v1/designs',
    headers: owner.scoped,
    payload: { name: 'Stool', type: 'design' },
  })
  designId = res.json().id
})

type Case = {
  method: 'GET' | 'POST' | 'PUT'
  url: () => string
  payload?: () => unknown
  field: string
  as: 'anonymous' | 'user' | 'member'
}

const box = (name: string) => ({
  id: 'a',
  type: 'box',
  name,
  position: [0, 0, 0],
  rotation: [0, 0, 0],
  scale: [1, 1, 1],
  color: '#a0522d',
  parentId: null,
  visible: true,
  params: { width: 10, height: 10, depth: 10 },
})

const families: Record<string, Case[]> = {
  auth: [
    {
      method: 'POST',
      url: () => '/v1/auth/register',
      payload: () => ({ name: NUL, email: 'nul@example.com', password: 'correct horse battery' }),
      field: 'name',
      as: 'anonymous',
    },
    {
      method: 'POST',
      url: () => '/v1/auth/register?invite=%00',
      payload: () => ({ name: 'Ana', email: 'inv@example.com', password: 'correct horse battery' }),
      field: 'invite',
      as: 'anonymous',
    },
    {
      method: 'POST',
      url: () => '/v1/auth/login',
      payload: () => ({ email: owner.email, password: HALF_EMOJI }),
      field: 'password',
      as: 'anonymous',
    },
    {
      method: 'POST',
      url: () => '/v1/auth/refresh',
      payload: () => ({ refresh_token: NUL }),
      field: 'refresh_token',
      as: 'anonymous',
    },
    {
      method: 'POST',
      url: () => '/v1/auth/password-reset/confirm',
      payload: () => ({ token: `${NUL}123456789`, password: 'correct horse battery' }),
      field: 'token',
      as: 'anonymous',
    },
    {
      method: 'PUT',
      url: () => '/v1/auth/profile',
      payload: () => ({ name: HALF_EMOJI, email: owner.email, profileUrl: '', locale: 'en' }),
      field: 'name',
      as: 'user',
    },
  ],
  companies: [
    {
      method: 'POST',
      url: () => '/v1/companies',
      payload: () => ({ name: NUL, currency: 'EUR', country: 'ES' }),
      field: 'name',
      as: 'user',
    },
    {
      method: 'PUT',
      url: () => `/v1/companies/${owner.company.id}`,
      payload: () => ({ name: 'Atelier', currency: 'EUR', country: 'ES', city: HALF_EMOJI }),
      field: 'city',
      as: 'member',
    },
  ],
  invites: [
    {
      method: 'POST',
      url: () => '/v1/company-invites',
      payload: () => ({ email: `a${NUL}@example.com`, role: 'designer' }),
      field: 'email',
      as: 'member',
    },
  ],
  designs: [
    {
      method: 'GET',
      url: () => '/v1/designs?q=%00',
      field: 'q',
      as: 'member',
    },
    {
      method: 'POST',
      url: () => '/v1/designs',
      payload: () => ({ name: 'Desk', description: HALF_EMOJI, type: 'design' }),
      field: 'description',
      as: 'member',
    },
    {
      method: 'PUT',
      url: () => `/v1/designs/${designId}`,
      payload: () => ({ name: NUL, description: '' }),
      field: 'name',
      as: 'member',
    },
    {
      method: 'PUT',
      url: () => `/v1/designs/${designId}/scene`,
      payload: () => ({ version: 1, scene: { ...DEFAULT_SCENE, objects: [box(HALF_EMOJI)] } }),
      field: 'scene.objects.0.name',
      as: 'member',
    },
    {
      method: 'POST',
      url: () => `/v1/designs/${designId}/duplicate`,
      payload: () => ({ name: NUL }),
      field: 'name',
      as: 'member',
    },
  ],
  views: [
    {
      method: 'GET',
      url: () => '/v1/views?q=%00',
      field: 'q',
      as: 'member',
    },
    {
      method: 'POST',
      url: () => '/v1/views',
      payload: () => ({
        name: HALF_EMOJI,
        camera: { position: [1, 1, 1], target: [0, 0, 0], fov: 50, mode: 'orbit' },
      }),
      field: 'name',
      as: 'member',
    },
  ],
}

describe.each(Object.entries(families))('%s', (_family, cases) => {
  test.each(cases.map((c, i) => [`${i + 1}: ${c.method} ${c.field}`, c] as const))(
    '%s is refused on the field',
    async (_name, c) => {
      const headers = c.as === 'member' ? owner.scoped : c.as === 'user' ? owner.headers : undefined
      const res = await app.inject({
        method: c.method,
        url: c.url(),
        headers,
        ...(c.payload ? { payload: c.payload() as object } : {}),
      })
      expect(res.statusCode, res.body).toBe(400)
      expect(res.json()).toMatchObject({
        code: 'validation_failed',
        details: expect.arrayContaining([
          expect.objectContaining({ path: c.field, code: 'validation.invalidCharacters' }),
        ]),
      })
    },
  )
})

test('a scene with whole emoji and other characters in its names still saves', async () => {
  const res = await app.inject({
    method: 'PUT',
    url: `/v1/designs/${designId}/scene`,
    headers: owner.scoped,
    payload: { version: 1, scene: { ...DEFAULT_SCENE, objects: [box('Silla 🪑 ñ 椅子 \t')] } },
  })
  expect(res.statusCode, res.body).toBe(200)
})
