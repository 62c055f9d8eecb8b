// Builds the web app and prints the gzip size of every chunk; for each page (the admin app,
// the public configurator) its first load, whether three.js reached it, and for the public
// page what it weighs once its 3D view has loaded too (issue 16 aims at ≤ 350 KB gzip with
// three.js). Figures to watch, not a pass/fail test.
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
        dynamicImports: file.dynamicImports,
        name: file.name,
        modules: file.moduleIds ?? Object.keys(file.modules ?? {}),
        gzip: gzipSync(file.code, { level: 9 }).length,
        raw: Buffer.byteLength(file.code),
      })
    }
  },
}

await build({ root: webRoot, logLevel: 'warn', plugins: [collect], build: { outDir: 'dist' } })

const byFile = new Map(chunks.map((c) => [c.file, c]))
const entries = chunks.filter((c) => c.isEntry)
// What a page's first load downloads: its entry and everything that imports statically.
const staticClosure = (file, into = new Set()) => {
  if (into.has(file)) return into
  into.add(file)
  for (const imported of byFile.get(file)?.imports ?? []) staticClosure(imported, into)
  return into
}
const initial = new Set(entries.flatMap((e) => [...staticClosure(e.file)]))

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
const gzipOf = (files) => [...files].reduce((sum, f) => sum + byFile.get(f).gzip, 0)
for (const entry of entries) {
  const first = staticClosure(entry.file)
  const threeIn = [...first].some((f) => hasThree(byFile.get(f)))
  console.log(`\n${entry.name} page (${entry.file})`)
  console.log(`  entry chunk: ${kb(entry.gzip)} gzip`)
  console.log(
    `  first load (entry + static imports, ${first.size} files): ${kb(gzipOf(first))} gzip`,
  )
  console.log(`  three.js in the first load: ${threeIn ? 'yes' : 'no'}`)
  const zodIn = [...first].some((f) =>
    byFile.get(f).modules.some((m) => m.includes('/node_modules/zod/')),
  )
  console.log(`  zod in the first load: ${zodIn ? 'yes' : 'no'}`)
  const largest = [...first].map((f) => byFile.get(f)).sort((a, b) => b.gzip - a.gzip)
  console.log(
    `  largest: ${largest
      .slice(0, 5)
      .map((c) => `${c.file.replace(/^assets\//, '')} ${kb(c.gzip)}`)
      .join(', ')}`,
  )
  // The public page loads its 3D view (three.js) right after the first paint.
  const viewers = [...first].flatMap((f) => byFile.get(f).dynamicImports ?? [])
  const viewer = viewers.find((f) =>
    byFile.get(f)?.modules.some((m) => m.includes('components/scene/scene-viewer')),
  )
  if (entry.name === 'configurator' && viewer) {
    const withViewer = staticClosure(viewer, new Set(first))
    console.log(`  with the 3D view (${withViewer.size} files): ${kb(gzipOf(withViewer))} gzip`)
  }
}
if (
  entries.some(
    (e) => e.name === 'main' && [...staticClosure(e.file)].some((f) => hasThree(byFile.get(f))),
  )
)
  console.log("\nthree.js reached the admin app's first load — it must be lazy")
