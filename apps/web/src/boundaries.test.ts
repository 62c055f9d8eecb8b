import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { expect, test } from 'vitest'

/**
 * Imports flow one way: shared code (components/, lib/) → features → app/. A feature never
 * imports another feature (what two share moves down), and shared code never reaches up into a
 * feature or the app. This reads every import of the web app and names each one that breaks it.
 */
const root = path.dirname(new URL(import.meta.url).pathname)

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return name === 'locales' ? [] : sources(full)
    return /\.(ts|tsx)$/.test(name) ? [full] : []
  })
}

/** Every module an import, export or dynamic import of the file names. */
function importsOf(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest)
  const found: string[] = []
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push(node.moduleSpecifier.text)
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push(node.arguments[0].text)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

/** The path below src/ an import points at, or null for a package. */
function target(file: string, specifier: string): string | null {
  if (specifier.startsWith('@/')) return specifier.slice(2)
  if (specifier.startsWith('.'))
    return path.relative(root, path.resolve(path.dirname(file), specifier))
  return null
}

/** What is wrong with one import, if anything. */
function violation(fromFile: string, specifier: string): string | null {
  const from = path.relative(root, fromFile).split(path.sep)
  const to = target(fromFile, specifier)?.split('/')
  if (!to) return null
  if (from[0] === 'features' && to[0] === 'features' && to[1] !== from[1]) {
    return `feature "${from[1]}" imports feature "${to[1]}": move what they share to components/ or lib/`
  }
  if (
    (from[0] === 'components' || from[0] === 'lib') &&
    (to[0] === 'features' || to[0] === 'app')
  ) {
    return `${from[0]}/ imports ${to[0]}/: shared code must not depend on what builds on it`
  }
  return null
}

test('imports flow one way: shared code → features → app, and no feature imports another', () => {
  const problems = sources(root).flatMap((file) =>
    importsOf(file).flatMap((specifier) => {
      const problem = violation(file, specifier)
      return problem ? [`${path.relative(root, file)}: '${specifier}' — ${problem}`] : []
    }),
  )
  expect(problems).toEqual([])
})

test('the rule names what it refuses', () => {
  const at = (p: string) => path.join(root, p)
  expect(
    violation(at('features/designs/designs-page.tsx'), '@/features/views/api/get-views'),
  ).toMatch(/feature "designs" imports feature "views"/)
  expect(violation(at('features/designs/x.tsx'), '../views/y')).toMatch(/imports feature "views"/)
  expect(violation(at('lib/auth.ts'), '@/app/router')).toMatch(/lib\/ imports app\//)
  expect(violation(at('components/ui/button.tsx'), '../../features/editor/x')).toMatch(
    /components\/ imports features\//,
  )
  expect(violation(at('features/designs/x.tsx'), './components/y')).toBeNull()
  expect(violation(at('app/router.tsx'), '@/features/designs/designs-page')).toBeNull()
  expect(violation(at('features/designs/x.tsx'), 'react')).toBeNull()
})
