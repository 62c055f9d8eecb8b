import { expect, test } from 'vitest'
import { href, matchRoute, routes } from './routes'

test('links are built from route names with params and query', () => {
  expect(href('admin.dashboard')).toBe('/admin')
  expect(href('admin.designs', undefined, { type: 'component', view: 'grid' })).toBe(
    '/admin/designs?type=component&view=grid',
  )
  expect(href('admin.designs.edit', { designId: 'a b' })).toBe('/admin/designs/a%20b/edit')
})

test('a path finds its named route, fixed segments before parameters', () => {
  expect(matchRoute('/admin/designs/create')).toBe('admin.designs.create')
  expect(matchRoute('/admin/designs/123')).toBe('admin.designs.show')
  expect(matchRoute('/admin/designs/123/edit')).toBe('admin.designs.edit')
  expect(matchRoute('/admin/company/')).toBe('admin.company.profile')
  expect(matchRoute('/nowhere')).toBeUndefined()
})

test('the access levels of spec §2', () => {
  expect(routes['admin.dashboard'].access).toBe('company')
  expect(routes['admin.invites'].access).toBe('login')
  expect(routes['admin.company.switch'].access).toBe('login')
  expect(routes['admin.profile'].access).toBe('login')
  expect(routes['admin.trial-expired'].access).toBe('login')
  expect(routes['auth.callback'].access).toBe('guest')
  expect(routes.screenshot.access).toBe('public')
  expect(routes.configurator.access).toBe('public')
})
