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
