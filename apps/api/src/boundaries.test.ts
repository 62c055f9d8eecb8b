import { existsSync } from 'node:fs'
import path from 'node:path'
import { boundaryReport, sourceFiles } from '@designer/contract/import-graph'
import { expect, test } from 'vitest'

/**
 * The API in layers, each importing only those below it:
 *   app.ts, server.ts, services.ts   compose everything (tests too: they build the app)
 *   demo/                            the demo studio, made before the server starts: beside
 *                                    them, it builds on services.ts only (no module's files, no
 *                                    tables), and only server.ts and tests start it
 *   modules/<area>/                  reached by other areas only through its service.ts
 *   plugins/                         Fastify plumbing the modules use
 *   lib/  db/                        infrastructure several areas use
 *   config.ts  version.ts            read by all
 * No import cycles either. This reads every import under src/ and names each one that breaks a
 * rule.
 */
const root = path.dirname(new URL(import.meta.url).pathname)

const COMPOSITION = ['app', 'server', 'services']

/** What is wrong with one import, if anything. */
function violation(fromFile: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null
  const fromPath = path.relative(root, fromFile).split(path.sep).join('/')
  const from = fromPath.split('/')
  const to = path
    .relative(root, path.resolve(path.dirname(fromFile), specifier))
    .replace(/\.ts$/, '')
    .split(path.sep)
  if (to[0] === '..') return null // the test helpers beside src/
  const isTest = fromFile.endsWith('.test.ts')
  if (to[0] === 'demo' && from[0] !== 'demo') {
    if (fromPath === 'server.ts' || isTest) return null
    return `${fromPath} imports demo/: only the server starts the demo (and tests check it)`
  }
  if (from[0] === 'demo') {
    if (to[0] === 'modules') {
      return `demo/ imports modules/ (${to.slice(1).join('/')}): the demo makes its rows through services.ts, as a person would`
    }
    if (to[0] === 'db' && to[1] === 'schema') {
      return 'demo/ imports db/schema: the demo writes no table itself, the services do'
    }
    if (to.length === 1 && to[0] === 'services') return null
  }
  if (to.length === 1 && COMPOSITION.includes(to[0]!)) {
    if (from.length === 1 || isTest) return null
    return `${from[0]}/ imports ${to[0]}.ts: the composition root builds on everything, nothing but a test builds on it`
  }
  if (from[0] === 'modules' && to[0] === 'modules') {
    if (from[1] === to[1] || (to.length === 3 && to[2] === 'service')) return null
    return `module "${from[1]}" reaches into module "${to[1]}" (${to.slice(2).join('/')}): only its service.ts is public`
  }
  const below = ['lib', 'db', 'plugins']
  if (below.includes(from[0]!) && to[0] === 'modules') {
    return `${from[0]}/ imports modules/: infrastructure must not depend on the areas built on it`
  }
  if ((from[0] === 'lib' || from[0] === 'db') && to[0] === 'plugins') {
    return `${from[0]}/ imports plugins/: the Fastify plugins build on ${from[0]}/, not the other way`
  }
  return null
}

/** The source file a relative import names, or null for a package or a file outside src/. */
function resolve(file: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null
  const base = path.resolve(path.dirname(file), specifier)
  if (path.relative(root, base).startsWith('..')) return null
  const candidates = [base, `${base}.ts`, `${base}/index.ts`]
  return candidates.find((c) => c.endsWith('.ts') && existsSync(c)) ?? null
}

const files = sourceFiles(root, /\.ts$/)
const report = boundaryReport(root, files, { violation, resolve })

test('it reads every file under src/', () => {
  // A wrong root or a broken walk would find nothing and pass every rule below.
  expect(files.length).toBeGreaterThan(100)
  for (const zone of ['db', 'demo', 'lib', 'modules', 'plugins']) {
    expect(files.some((f) => path.relative(root, f).startsWith(`${zone}${path.sep}`))).toBe(true)
  }
  expect(files).toContain(path.join(root, 'app.ts'))
})

test('imports flow down the layers, and no module reaches into another', () => {
  expect(report.violations).toEqual([])
})

test('no import cycles', () => {
  expect(report.edges).toBeGreaterThan(300)
  expect(report.cycles).toEqual([])
})

test('the rules name what they refuse', () => {
  const at = (p: string) => path.join(root, p)
  expect(violation(at('modules/auth/service.ts'), '../invites/routes')).toMatch(
    /module "auth" reaches into module "invites" \(routes\)/,
  )
  expect(violation(at('lib/mail/send.ts'), '../../modules/users/service')).toMatch(
    /lib\/ imports modules\//,
  )
  expect(violation(at('plugins/auth.ts'), '../modules/auth/service')).toMatch(
    /plugins\/ imports modules\//,
  )
  expect(violation(at('db/client.ts'), '../modules/customers/columns')).toMatch(
    /db\/ imports modules\//,
  )
  expect(violation(at('lib/errors.ts'), '../plugins/errors')).toMatch(/lib\/ imports plugins\//)
  expect(violation(at('modules/designs/routes.ts'), '../../services')).toMatch(
    /modules\/ imports services\.ts/,
  )
  expect(violation(at('demo/customers.ts'), '../modules/customers/columns')).toMatch(
    /demo\/ imports modules\/ \(customers\/columns\)/,
  )
  expect(violation(at('demo/index.ts'), '../modules/auth/service')).toMatch(
    /demo\/ imports modules\//,
  )
  expect(violation(at('demo/demo.test.ts'), '../db/schema/index')).toMatch(
    /demo\/ imports db\/schema/,
  )
  expect(violation(at('app.ts'), './demo/index')).toMatch(/app\.ts imports demo\//)
  expect(violation(at('db/client.ts'), '../demo/index')).toMatch(/db\/client\.ts imports demo\//)
  expect(violation(at('demo/index.ts'), '../services')).toBeNull()
  expect(violation(at('demo/index.ts'), '../db/client')).toBeNull()
  expect(violation(at('demo/calendar.ts'), './customers')).toBeNull()
  expect(violation(at('server.ts'), './demo/index')).toBeNull()
  expect(violation(at('demo/demo.test.ts'), '../../test/build')).toBeNull()
  expect(violation(at('modules/auth/service.ts'), '../invites/service')).toBeNull()
  expect(violation(at('modules/auth/routes.ts'), './service')).toBeNull()
  expect(violation(at('modules/auth/auth.test.ts'), '../../app')).toBeNull()
  expect(violation(at('services.ts'), './modules/designs/service')).toBeNull()
  expect(violation(at('app.ts'), './modules/designs/routes')).toBeNull()
  expect(violation(at('lib/references.ts'), '../db/client')).toBeNull()
})
