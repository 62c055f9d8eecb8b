import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, expect, test } from 'vitest'
import { precompressDir } from './precompress'

const dir = mkdtempSync(path.join(tmpdir(), 'designer-precompress-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

test('writes brotli and gzip variants of text files, and leaves small and binary files alone', async () => {
  mkdirSync(path.join(dir, 'assets'))
  const script = `export const rows = [${Array.from({ length: 500 }, (_, i) => `"row ${i}"`).join(',')}]`
  writeFileSync(path.join(dir, 'assets', 'index-abc.js'), script)
  writeFileSync(path.join(dir, 'assets', 'tiny-abc.css'), 'a{color:red}')
  writeFileSync(path.join(dir, 'assets', 'photo-abc.png'), Buffer.alloc(4096, 7))

  await precompressDir(dir)

  const js = path.join(dir, 'assets', 'index-abc.js')
  expect(brotliDecompressSync(readFileSync(`${js}.br`)).toString()).toBe(script)
  expect(gunzipSync(readFileSync(`${js}.gz`)).toString()).toBe(script)
  expect(readFileSync(`${js}.br`).length).toBeLessThan(script.length / 3)
  expect(existsSync(path.join(dir, 'assets', 'tiny-abc.css.br'))).toBe(false)
  expect(existsSync(path.join(dir, 'assets', 'photo-abc.png.br'))).toBe(false)
})
