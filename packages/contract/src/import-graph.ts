import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

/**
 * Reading a codebase's imports, for the boundary tests of the API and the web app (one reader
 * for both). Not part of the product: nothing but a test imports this file.
 */

/** Every file below `dir` whose name matches, skipping folders named in `skip`. */
export function sourceFiles(dir: string, matches: RegExp, skip: string[] = []): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory())
      return skip.includes(name) ? [] : sourceFiles(full, matches, skip)
    return matches.test(name) ? [full] : []
  })
}

/**
 * Every module an import, export or dynamic import of the file names. Type-only imports count:
 * they tie the files together for a reader and a refactoring as much as a value import does.
 */
export function importsOf(file: string): string[] {
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

/** Each file's imports that `resolve` finds among the codebase's own files. */
export function importGraph(
  files: string[],
  resolve: (file: string, specifier: string) => string | null,
): Map<string, string[]> {
  return new Map(
    files.map((file) => [
      file,
      importsOf(file).flatMap((specifier) => {
        const to = resolve(file, specifier)
        return to ? [to] : []
      }),
    ]),
  )
}

/** Each cycle of a graph once, as the files around it (the first one repeated at the end). */
export function importCycles(graph: Map<string, string[]>): string[][] {
  const found: string[][] = []
  const done = new Set<string>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const walk = (file: string) => {
    stack.push(file)
    onStack.add(file)
    for (const next of graph.get(file) ?? []) {
      if (onStack.has(next)) found.push([...stack.slice(stack.indexOf(next)), next])
      else if (!done.has(next)) walk(next)
    }
    stack.pop()
    onStack.delete(file)
    done.add(file)
  }
  for (const file of [...graph.keys()].sort()) if (!done.has(file)) walk(file)
  return found
}

/**
 * What a boundary test reads of a codebase under `root`: every import a rule refuses, as
 * `file: 'specifier' — why`, and the import cycles with the number of edges found (a test that
 * found few edges read the wrong files). Paths are relative to `root`.
 */
export function boundaryReport(
  root: string,
  files: string[],
  rules: {
    violation: (file: string, specifier: string) => string | null
    resolve: (file: string, specifier: string) => string | null
  },
) {
  const relative = (file: string) => path.relative(root, file)
  const violations = files.flatMap((file) =>
    importsOf(file).flatMap((specifier) => {
      const problem = rules.violation(file, specifier)
      return problem ? [`${relative(file)}: '${specifier}' — ${problem}`] : []
    }),
  )
  const graph = importGraph(files, rules.resolve)
  return {
    violations,
    edges: [...graph.values()].reduce((n, to) => n + to.length, 0),
    cycles: importCycles(graph).map((cycle) => cycle.map(relative).join(' → ')),
  }
}
