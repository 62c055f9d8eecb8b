import { existsSync } from 'node:fs'
import path from 'node:path'
import { boundaryReport, sourceFiles } from '@designer/contract/import-graph'
import { expect, test } from 'vitest'

/**
 * Imports flow one way: shared code (lib/ → components/) → features → app/ → main.tsx. A feature
 * never imports another feature (what two share moves down), shared code never reaches up, and
 * only the entry main.tsx imports app/: it is what mounts the app, so it sits above it.
 * public-configurator/ is the second entry (configurator.html), the public page: it shares
 * components/, lib/ and the packages, but none of the signed-in app — no feature, no app/, not
 * the signed-in HTTP client or session (it has its own `api.ts`). Nothing imports it back.
 * No import cycles either. This reads every import of the web app and names each one that breaks
 * a rule.
 */
const root = path.dirname(new URL(import.meta.url).pathname)

/** The path below src/ an import points at, or null for a package. */
function target(file: string, specifier: string): string | null {
  if (specifier.startsWith('@/')) return specifier.slice(2)
  if (specifier.startsWith('.'))
    return path
      .relative(root, path.resolve(path.dirname(file), specifier))
      .split(path.sep)
      .join('/')
  return null
}

/** The lib/ files that belong to the signed-in app: the public page has its own client. */
const SIGNED_IN_ONLY = [
  'lib/api',
  'lib/auth',
  'lib/session',
  'lib/use-session',
  'lib/current-company',
]

/** What is wrong with one import, if anything. */
function violation(fromFile: string, specifier: string): string | null {
  const from = path.relative(root, fromFile).split(path.sep)
  const toPath = target(fromFile, specifier)?.replace(/\.tsx?$/, '')
  if (toPath === undefined) return null
  const to = toPath.split('/')
  if (from[0] === to[0] && from[0] !== 'features') return null
  if (to[0] === 'main') return 'main.tsx is the entry: nothing imports it'
  if (to[0] === 'public-configurator') {
    return `${from[0]}/ imports public-configurator/: it is a separate entry, nothing imports it — move what is shared to components/ or lib/`
  }
  if (from[0] === 'public-configurator') {
    if (to[0] === 'features' || to[0] === 'app') {
      return `public-configurator/ imports ${to[0]}/: the public page shares only components/, lib/ and the packages`
    }
    if (SIGNED_IN_ONLY.includes(toPath)) {
      return `public-configurator/ imports ${toPath}: that is the signed-in app's; the public page has its own api.ts`
    }
    return null
  }
  if (to[0] === 'app' && from[0] !== 'main.tsx') {
    return `${from[0]}/ imports app/: only the entry main.tsx may — what others need from it moves down to lib/`
  }
  if (from[0] === 'features' && to[0] === 'features' && to[1] !== from[1]) {
    return `feature "${from[1]}" imports feature "${to[1]}": move what they share to components/ or lib/`
  }
  if ((from[0] === 'components' || from[0] === 'lib') && to[0] === 'features') {
    return `${from[0]}/ imports features/: shared code must not depend on what builds on it`
  }
  if (from[0] === 'lib' && to[0] === 'components') {
    return 'lib/ imports components/: components build on lib, not the other way — move the piece down to lib/ or the contract'
  }
  return null
}

/** The source file an import names, or null for a package or something that is not a source. */
function resolve(file: string, specifier: string): string | null {
  const to = target(file, specifier)
  if (to === null) return null
  const base = path.join(root, to)
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]
  return candidates.find((c) => /\.tsx?$/.test(c) && existsSync(c)) ?? null
}

const files = sourceFiles(root, /\.tsx?$/, ['locales'])
const report = boundaryReport(root, files, { violation, resolve })

test('it reads the whole app', () => {
  // A wrong root or a broken walk would find nothing and pass every rule below.
  expect(files.length).toBeGreaterThan(300)
  for (const zone of ['app', 'components', 'features', 'lib', 'public-configurator']) {
    expect(files.some((f) => path.relative(root, f).startsWith(`${zone}${path.sep}`))).toBe(true)
  }
})

test('imports flow one way: lib → components → features → app → main.tsx, and the public page apart', () => {
  expect(report.violations).toEqual([])
})

test('no import cycles', () => {
  expect(report.edges).toBeGreaterThan(1000)
  expect(report.cycles).toEqual([])
})

test('the rules name what they refuse', () => {
  const at = (p: string) => path.join(root, p)
  expect(
    violation(at('features/designs/designs-page.tsx'), '@/features/views/api/get-views'),
  ).toMatch(/feature "designs" imports feature "views"/)
  expect(violation(at('features/designs/x.tsx'), '../views/y')).toMatch(/imports feature "views"/)
  expect(violation(at('lib/auth.ts'), '@/app/router')).toMatch(/lib\/ imports app\//)
  expect(violation(at('features/designs/x.tsx'), '@/app/router')).toMatch(
    /features\/ imports app\//,
  )
  expect(violation(at('components/ui/button.tsx'), '../../features/editor/x')).toMatch(
    /components\/ imports features\//,
  )
  expect(violation(at('lib/design-query.ts'), '@/components/scene/scene-objects')).toMatch(
    /lib\/ imports components\//,
  )
  expect(violation(at('public-configurator/app.tsx'), '@/features/designs/x')).toMatch(
    /public-configurator\/ imports features\//,
  )
  expect(violation(at('public-configurator/components/x.tsx'), '../../app/router')).toMatch(
    /public-configurator\/ imports app\//,
  )
  expect(violation(at('public-configurator/api.ts'), '@/lib/api')).toMatch(/signed-in app's/)
  expect(violation(at('components/x.tsx'), '@/public-configurator/api')).toMatch(
    /components\/ imports public-configurator\//,
  )
  expect(violation(at('main.tsx'), './app/app')).toBeNull()
  expect(violation(at('public-configurator/main.tsx'), './app')).toBeNull()
  expect(violation(at('public-configurator/x.tsx'), '@/components/ui/button')).toBeNull()
  expect(violation(at('features/designs/x.tsx'), './components/y')).toBeNull()
  expect(violation(at('app/router.tsx'), '@/features/designs/designs-page')).toBeNull()
  expect(violation(at('features/designs/x.tsx'), 'react')).toBeNull()
})
