import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { expect, test } from 'vitest'

/**
 * Every text a person reads comes from the locale files. This walks every component and
 * fails on words written straight into JSX: text between tags, and the attributes people
 * read (labels, placeholders, titles, alternative texts).
 */
const root = path.dirname(new URL(import.meta.url).pathname)
const READ_ATTRIBUTES = new Set([
  'aria-label',
  'placeholder',
  'title',
  'alt',
  'label',
  'aria-description',
])
// Words that are the same in every language: the product's name, units, language names.
const ALLOWED =
  /^(Designer|mm|cm|m|in|px|°|English|Español|Français|https?:\/\/|[A-Z]{2,4}|[\w.+-]+@[\w.-]+|[×·—–…/()+\-*:%#@.,0-9\s⌘⇧]+)$/

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return name === 'test' ? [] : files(full)
    // Test helpers render placeholders of their own; they are not the product.
    return full.endsWith('.tsx') && !/\.test\.tsx$|testing\.tsx$/.test(full) ? [full] : []
  })
}

function hardCodedTexts(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  )
  const found: string[] = []
  const report = (node: ts.Node, text: string) => {
    const clean = text.replace(/\s+/g, ' ').trim()
    if (!/[A-Za-zÀ-ÿ]{2,}/.test(clean) || ALLOWED.test(clean)) return
    const { line } = source.getLineAndCharacterOfPosition(node.getStart())
    found.push(`${path.relative(root, file)}:${line + 1} "${clean}"`)
  }
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) report(node, node.text)
    if (ts.isJsxAttribute(node) && READ_ATTRIBUTES.has(node.name.getText()) && node.initializer) {
      const init = node.initializer
      if (ts.isStringLiteral(init)) report(node, init.text)
      if (ts.isJsxExpression(init) && init.expression && ts.isStringLiteral(init.expression))
        report(node, init.expression.text)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

test('no component writes text a person reads outside the locale files', () => {
  const all = files(root)
  expect(all.length).toBeGreaterThan(50)
  expect(all.flatMap(hardCodedTexts)).toEqual([])
})

test('every literal key the components ask for exists in English', async () => {
  const { resources } = await import('./lib/i18n')
  const en = resources.en!.translation as Record<string, unknown>
  const has = (key: string) => {
    const walk = (node: unknown, parts: string[]): boolean => {
      if (parts.length === 0) return typeof node === 'string'
      if (typeof node !== 'object' || node === null) return false
      const [head, ...rest] = parts
      const record = node as Record<string, unknown>
      // i18next plural forms: a key `x` is served by `x_one` / `x_other`.
      if (rest.length === 0 && typeof record[`${head}_other`] === 'string') return true
      return walk(record[head!], rest)
    }
    return walk(en, key.split('.'))
  }
  const missing: string[] = []
  for (const file of [...files(root), ...tsFiles(root)]) {
    const source = ts.createSourceFile(
      file,
      readFileSync(file, 'utf8'),
      ts.ScriptTarget.Latest,
      true,
    )
    const visit = (node: ts.Node) => {
      if (
        ts.isCallExpression(node) &&
        ts.isIdentifier(node.expression) &&
        node.expression.text === 't' &&
        node.arguments[0] &&
        ts.isStringLiteral(node.arguments[0]) &&
        /^[\w-]+(\.[\w-]+)+$/.test(node.arguments[0].text) &&
        !has(node.arguments[0].text)
      ) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart())
        missing.push(`${path.relative(root, file)}:${line + 1} ${node.arguments[0].text}`)
      }
      ts.forEachChild(node, visit)
    }
    visit(source)
  }
  expect(missing).toEqual([])
})

function tsFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return tsFiles(full)
    return full.endsWith('.ts') && !full.endsWith('.test.ts') ? [full] : []
  })
}
