// Builds the web app and prints the gzip size of the entry chunk and of every lazy chunk,
// and whether three.js reached the entry. A figure to watch, not a pass/fail test.
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build } from 'vite'

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web')
const chunks = []
const collect = {
  name: 'collect-chunks',
  generateBundle(_options, bundle) {
    for (const file of Object.values(bundle)) {
      if (file.type !== 'chunk') continue
      chunks.push({
        file: file.fileName,
        isEntry: file.isEntry,
        isDynamicEntry: file.isDynamicEntry,
        imports: file.imports,
        modules: file.moduleIds ?? Object.keys(file.modules ?? {}),
        gzip: gzipSync(file.code, { level: 9 }).length,
        raw: Buffer.byteLength(file.code),
      })
    }
  },
}

await build({ root: webRoot, logLevel: 'warn', plugins: [collect], build: { outDir: 'dist' } })

const byFile = new Map(chunks.map((c) => [c.file, c]))
const entry = chunks.find((c) => c.isEntry)
// What the first page load downloads: the entry and everything it imports statically.
const initial = new Set()
const visit = (file) => {
  if (initial.has(file)) return
  initial.add(file)
  for (const imported of byFile.get(file)?.imports ?? []) visit(imported)
}
visit(entry.file)

const kb = (n) => `${(n / 1024).toFixed(1)} kB`
const hasThree = (c) => c.modules.some((m) => m.includes('/node_modules/three/'))
console.log('chunk'.padEnd(58), 'gzip'.padStart(10), 'raw'.padStart(10), '  three.js')
for (const c of [...chunks].sort(
  (a, b) => Number(b.isEntry) - Number(a.isEntry) || b.gzip - a.gzip,
)) {
  const kind = c.isEntry
    ? 'entry'
    : initial.has(c.file)
      ? 'initial'
      : c.isDynamicEntry
        ? 'lazy'
        : 'shared'
  console.log(
    `${kind.padEnd(8)} ${c.file.padEnd(49)} ${kb(c.gzip).padStart(10)} ${kb(c.raw).padStart(10)}  ${hasThree(c) ? 'yes' : ''}`,
  )
}
const initialGzip = [...initial].reduce((sum, f) => sum + byFile.get(f).gzip, 0)
const threeInInitial = [...initial].some((f) => hasThree(byFile.get(f)))
console.log(`\nentry chunk: ${kb(entry.gzip)} gzip`)
console.log(`first load (entry + static imports, ${initial.size} files): ${kb(initialGzip)} gzip`)
console.log(`three.js in the first load: ${threeInInitial ? 'YES — it must be lazy' : 'no'}`)
