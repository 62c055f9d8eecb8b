import { describe, expect, test } from 'vitest'
import { safeRedirect } from '@/lib/routes'
import { type GuardInput, guard } from './guard'

const no = async (): Promise<boolean> => false

const base = (over: Partial<GuardInput>): GuardInput => ({
  access: 'company',
  pathname: '/admin/designs',
  fullPath: '/admin/designs?view=grid',
  tokenValid: async () => true,
  isLoggedIn: true,
  hasPendingInvites: false,
  hasCompany: true,
  ...over,
})

describe('the guard applies the spec order: login, invites, company, guest-only', () => {
  test.each([
    // [what, input, expected]
    [
      'signed out, company route → login with the full path',
      { tokenValid: no, isLoggedIn: false },
      '/auth/login?redirect=%2Fadmin%2Fdesigns%3Fview%3Dgrid',
    ],
    [
      'signed out, login route → login',
      {
        access: 'login',
        pathname: '/admin/profile',
        fullPath: '/admin/profile',
        tokenValid: no,
        isLoggedIn: false,
      },
      '/auth/login?redirect=%2Fadmin%2Fprofile',
    ],
    [
      'token check fails even though a user is known → login',
      { tokenValid: no },
      '/auth/login?redirect=%2Fadmin%2Fdesigns%3Fview%3Dgrid',
    ],
    [
      'login beats invites and company',
      { tokenValid: no, isLoggedIn: false, hasPendingInvites: true, hasCompany: false },
      '/auth/login?redirect=%2Fadmin%2Fdesigns%3Fview%3Dgrid',
    ],
    [
      'pending invites → invites, before the company check',
      { hasPendingInvites: true, hasCompany: false },
      '/admin/invites',
    ],
    [
      'pending invites do not loop on the invites page',
      {
        access: 'login',
        pathname: '/admin/invites',
        fullPath: '/admin/invites',
        hasPendingInvites: true,
        hasCompany: false,
      },
      null,
    ],
    [
      'pending invites also leave guest pages for the invites page',
      {
        access: 'guest',
        pathname: '/auth/login',
        fullPath: '/auth/login',
        hasPendingInvites: true,
      },
      '/admin/invites',
    ],
    ['no company on a company route → switch', { hasCompany: false }, '/admin/company/switch'],
    [
      'no company on a login-only route → proceed',
      { access: 'login', pathname: '/admin/company/create', hasCompany: false },
      null,
    ],
    [
      'guest-only while signed in → /admin',
      { access: 'guest', pathname: '/auth/register', fullPath: '/auth/register' },
      '/admin',
    ],
    [
      'guest-only while signed out → proceed',
      { access: 'guest', pathname: '/auth/login', isLoggedIn: false, tokenValid: no },
      null,
    ],
    ['everything in order → proceed', {}, null],
    [
      'public pages have no guard',
      { access: 'public', tokenValid: no, isLoggedIn: false, hasPendingInvites: true },
      null,
    ],
  ] as const)('%s', async (_what, over, expected) => {
    expect(await guard(base(over as Partial<GuardInput>))).toBe(expected)
  })

  test('the token is only checked for routes that need a session', async () => {
    let checked = 0
    const tokenValid = async () => {
      checked++
      return false
    }
    await guard(base({ access: 'guest', tokenValid, isLoggedIn: false }))
    await guard(base({ access: 'public', tokenValid }))
    expect(checked).toBe(0)
    await guard(base({ access: 'login', tokenValid }))
    expect(checked).toBe(1)
  })
})

test.each([
  ['/admin/designs?x=1', '/admin/designs?x=1'],
  [null, '/admin'],
  ['https://evil.example', '/admin'],
  ['//evil.example/admin', '/admin'],
  ['/\\evil.example', '/admin'],
])('a redirect after sign-in to %s goes to %s', (target, expected) => {
  expect(safeRedirect(target)).toBe(expected)
})
