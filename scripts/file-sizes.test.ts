import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from 'vitest'

const root = path.resolve(import.meta.dirname, '..')
const LIMIT = 500
const SOURCES = [
  'apps/api/src',
  'apps/web/src',
  'packages/contract/src',
  'packages/configurator/src',
]

/** Every TypeScript source file that is not a test or generated. */
function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`
    if (entry.isDirectory()) return sources(file)
    return /\.tsx?$/.test(entry.name) && !/\.(test|gen)\.tsx?$/.test(entry.name) ? [file] : []
  })
}

const lines = (file: string) => readFileSync(path.join(root, file), 'utf8').split('\n').length - 1
const listed = new Set(
  [...readFileSync(path.join(root, 'docs/large-files.md'), 'utf8').matchAll(/^- `([^`]+)`/gm)].map(
    (m) => m[1]!,
  ),
)

test('a source file over 500 lines is listed in docs/large-files.md, with its reason', () => {
  const files = SOURCES.flatMap(sources)
  expect(files.length).toBeGreaterThan(300)
  const long = files.filter((file) => lines(file) > LIMIT)
  expect(long.filter((file) => !listed.has(file))).toEqual([])
})

test('every file listed there is still over 500 lines (a split one comes off the list)', () => {
  const stale = [...listed].filter((file) => {
    try {
      return lines(file) <= LIMIT
    } catch {
      return true
    }
  })
  expect(listed.size).toBeGreaterThan(0)
  expect(stale).toEqual([])
})
