import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { expect, test } from 'vitest'

/**
 * A module (modules/<area>/) is reached by others only through its service.ts, the area's
 * public surface; its routes, tests and helpers are its own. Infrastructure that several areas
 * use (mail, tokens, lists) lives in lib/. This reads every import of the API and names each one
 * that breaks it.
 */
const root = path.dirname(new URL(import.meta.url).pathname)

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return sources(full)
    return name.endsWith('.ts') ? [full] : []
  })
}

function importsOf(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest)
  return source.statements.flatMap((s) =>
    (ts.isImportDeclaration(s) || ts.isExportDeclaration(s)) &&
    s.moduleSpecifier &&
    ts.isStringLiteral(s.moduleSpecifier)
      ? [s.moduleSpecifier.text]
      : [],
  )
}

function violation(fromFile: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null
  const from = path.relative(root, fromFile).split(path.sep)
  const to = path.relative(root, path.resolve(path.dirname(fromFile), specifier)).split(path.sep)
  if (from[0] !== 'modules' || to[0] !== 'modules' || from[1] === to[1]) return null
  if (to.length === 3 && to[2]!.replace(/\.ts$/, '') === 'service') return null
  return `module "${from[1]}" reaches into module "${to[1]}" (${to.slice(2).join('/')}): only its service.ts is public`
}

test("no module reaches into another module's internals", () => {
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
  expect(violation(at('modules/auth/service.ts'), '../invites/routes')).toMatch(
    /module "auth" reaches into module "invites" \(routes\)/,
  )
  expect(violation(at('modules/auth/service.ts'), '../invites/service')).toBeNull()
  expect(violation(at('modules/auth/routes.ts'), './service')).toBeNull()
  expect(violation(at('services.ts'), './modules/designs/service')).toBeNull()
})
