import { Writable } from 'node:stream'
import { expect, test } from 'vitest'
import { createTestDatabase, testConfig } from '../../test/build'
import { buildApp } from '../app'
import { createLogger } from './logger'
import { redactText, redactUrl, redactValue, serializeError } from './redact'

test.each([
  ['/v1/auth/register?invite=abc123', '/v1/auth/register?invite=[redacted]'],
  ['/v1/x?token=t0k&page=2', '/v1/x?token=[redacted]&page=2'],
  [
    '/v1/auth/oidc/callback?code=c&state=s',
    '/v1/auth/oidc/callback?code=[redacted]&state=[redacted]',
  ],
  ['/v1/members?q=ana%40example.com&page=1', '/v1/members?q=[email]&page=1'],
  ['/v1/members?q=ana@example.com', '/v1/members?q=[email]'],
  ['/v1/users/ana%40example.com/x', '/v1/users/[email]/x'],
  ['/v1/designs?q=chair&sort=name', '/v1/designs?q=chair&sort=name'],
  ['/v1/bad?q=%E0%A4%A', '/v1/bad?q=%E0%A4%A'],
])('a logged URL: %s', (url, logged) => {
  expect(redactUrl(url)).toBe(logged)
})

test('free text loses its e-mail addresses', () => {
  expect(redactText('Failed query: insert … params: Ana.Lopez+x@mail.example.es,42')).toBe(
    'Failed query: insert … params: [email],42',
  )
})

test('bodies lose tokens and passwords at any depth, and e-mails in any string', () => {
  expect(
    redactValue({
      refresh_token: 'r',
      nested: [{ newPassword: 'p', currentPassword: 'c', note: 'write to a@b.co' }],
      name: 'Ana',
    }),
  ).toEqual({
    refresh_token: '[redacted]',
    nested: [
      { newPassword: '[redacted]', currentPassword: '[redacted]', note: 'write to [email]' },
    ],
    name: 'Ana',
  })
})

test('a logged error keeps its type, code and cause, without e-mails', () => {
  const err = Object.assign(new Error('duplicate key a@b.co', { cause: new Error('for c@d.co') }), {
    code: '23505',
  })
  const out = serializeError(err) as Record<string, unknown>
  expect(out).toMatchObject({ type: 'Error', code: '23505', message: 'duplicate key [email]' })
  expect(JSON.stringify(out)).not.toMatch(/a@b\.co|c@d\.co/)
  expect((out.cause as Record<string, unknown>).message).toBe('for [email]')
})

test('plugged into the logger, request and error lines carry no e-mail or token', async () => {
  const lines: string[] = []
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk))
      done()
    },
  })
  const app = await buildApp({
    config: testConfig(),
    database: await createTestDatabase(),
    logger: createLogger({ env: 'production', logLevel: 'debug' }, stream),
  })
  await app.inject({
    method: 'GET',
    url: '/v1/auth/register?invite=s3cr3t-invite&email=ana@example.com',
  })
  await app.inject({ method: 'GET', url: '/v1/nothing/ana%40example.com?token=s3cr3t-token' })
  await app.close()
  const log = lines.join('')
  expect(log).toContain('/v1/auth/register')
  expect(log).toContain('[redacted]')
  expect(log).not.toMatch(/ana@example\.com|ana%40example|s3cr3t/)
})
