import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin } from 'vite'

const brotli = promisify(brotliCompress)
const gz = promisify(gzip)

/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/
/** Below this, the headers weigh more than what compression saves. */
const MIN_BYTES = 1024

/**
 * Writes `file.br` and `file.gz` beside every compressible file of the build, at the strongest
 * settings, since it is done once per build and not per request. The server sends them to
 * browsers that accept them (apps/api/src/plugins/web.ts, @fastify/static `preCompressed`).
 * A variant is kept only when it is smaller than the file.
 */
export async function precompressDir(dir: string): Promise<{ files: number; saved: number }> {
  let files = 0
  let saved = 0
  for (const file of walk(dir)) {
    if (!COMPRESSIBLE.test(file)) continue
    const raw = readFileSync(file)
    if (raw.length < MIN_BYTES) continue
    const [br, gzipped] = await Promise.all([
      brotli(raw, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        },
      }),
      gz(raw, { level: 9 }),
    ])
    if (br.length < raw.length) writeFileSync(`${file}.br`, br)
    if (gzipped.length < raw.length) writeFileSync(`${file}.gz`, gzipped)
    files += 1
    saved += raw.length - Math.min(br.length, raw.length)
  }
  return { files, saved }
}

function* walk(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) yield* walk(full)
    else yield full
  }
}

export function precompress(): Plugin {
  let outDir = 'dist'
  return {
    name: 'designer:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    async closeBundle() {
      const { files, saved } = await precompressDir(outDir)
      this.info?.(`precompressed ${files} files (brotli saves ${Math.round(saved / 1024)} KiB)`)
    },
  }
}
