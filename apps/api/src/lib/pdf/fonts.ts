import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import fontkit, { type Font } from '@pdf-lib/fontkit'
import type { PDFDocument, PDFFont } from 'pdf-lib'

type Fontkit = Parameters<PDFDocument['registerFontkit']>[0]

/**
 * The fonts a document draws with, chosen per character (docs/decisions/045-quote-document.md).
 *
 * Noto Sans and Noto Sans SC from the npm registry (@fontsource), as the WOFF files those
 * packages ship: each file holds one block of Unicode (Latin, Latin Extended, Greek, Cyrillic…
 * and a hundred blocks of CJK), and its `unicode.json` says which. A character is drawn with
 * the first file, in the order below, whose font has its glyph; runs of characters drawn with
 * one file become one `drawText`. Every file used is embedded as a subset of the glyphs drawn.
 */

export type Weight = 'regular' | 'bold'
const WEIGHTS: Record<Weight, number> = { regular: 400, bold: 700 }

const require = createRequire(import.meta.url)
const packageDir = (name: string) =>
  require.resolve(`${name}/unicode.json`).slice(0, -'unicode.json'.length)

type Source = {
  /** The file of a weight, without its extension: `.woff` is read, `.woff2` when it fails. */
  file: (weight: Weight) => string
  ranges: [number, number][]
}

/** `U+0000-00FF,U+0131` → [[0, 255], [305, 305]] */
function parseRanges(css: string): [number, number][] {
  return css.split(',').map((part) => {
    const [from, to] = part.trim().replace(/^U\+/i, '').split('-')
    return [Number.parseInt(from!, 16), Number.parseInt(to ?? from!, 16)]
  })
}

function sourcesOf(pkg: string, prefix: string, subsets: (keys: string[]) => string[]) {
  const dir = packageDir(pkg)
  const unicode: Record<string, string> = JSON.parse(readFileSync(`${dir}unicode.json`, 'utf8'))
  return subsets(Object.keys(unicode)).map(
    (subset): Source => ({
      file: (weight) =>
        `${dir}files/${prefix}-${subset.replace(/[[\]]/g, '')}-${WEIGHTS[weight]}-normal`,
      ranges: parseRanges(unicode[subset]!),
    }),
  )
}

const NOTO_SANS_ORDER = [
  'latin',
  'latin-ext',
  'greek',
  'greek-ext',
  'cyrillic',
  'cyrillic-ext',
  'vietnamese',
  'devanagari',
]

let sources: Source[] | undefined
/** Noto Sans's blocks first (Latin first of all), then Noto Sans SC's numbered CJK blocks. */
function allSources() {
  sources ??= [
    ...sourcesOf('@fontsource/noto-sans', 'noto-sans', (keys) =>
      NOTO_SANS_ORDER.filter((k) => keys.includes(k)),
    ),
    ...sourcesOf('@fontsource/noto-sans-sc', 'noto-sans-sc', (keys) =>
      keys
        .filter((k) => /^\[\d+\]$/.test(k))
        .sort((a, b) => Number(a.slice(1, -1)) - Number(b.slice(1, -1))),
    ),
  ]
  return sources
}

type Loaded = { path: string; bytes: Uint8Array; font: Font }
/** Files read and parsed once per process: reading the coverage of a font does not change it. */
const loaded = new Map<string, Loaded | null>()

function load(source: Source, weight: Weight): Loaded | null {
  const base = source.file(weight)
  if (loaded.has(base)) return loaded.get(base)!
  let found: Loaded | null = null
  // A few of the CJK blocks' WOFF files have a table fontkit cannot read; their WOFF2 can be.
  for (const path of [`${base}.woff`, `${base}.woff2`]) {
    try {
      const bytes = new Uint8Array(readFileSync(path))
      const font = fontkit.create(bytes)
      font.hasGlyphForCodePoint(0x20)
      found = { path, bytes, font }
      break
    } catch {
      // Try the next format.
    }
  }
  loaded.set(base, found)
  return found
}

const inRanges = (cp: number, ranges: [number, number][]) =>
  ranges.some(([from, to]) => cp >= from && cp <= to)

/**
 * Characters none of the fonts has, drawn with a glyph of the same look whose text is still
 * the character: U+202F, the narrow no-break space French writes between thousands
 * (`6 000,00 €`), is drawn as Noto Sans's thin space, and a text extractor reads U+202F.
 */
const STAND_INS = new Map<number, number>([[0x202f, 0x2009]])

/** A font file that draws `drawn` code points but says, in its text, that they are `shown`. */
const standInsOf = new WeakMap<Uint8Array, Map<number, number>>()

/**
 * fontkit, with one addition: a file given as a stand-in font has its stand-in glyphs made
 * first, with the code points they stand for. fontkit keeps a glyph with the code points it was
 * first made with, and pdf-lib writes those into the font's ToUnicode map.
 */
const standInFontkit: Fontkit = {
  create(bytes: Uint8Array, postscriptName?: string) {
    const font = fontkit.create(bytes, postscriptName)
    for (const [shown, id] of standInsOf.get(bytes) ?? []) font.getGlyph(id, [shown])
    return font
  },
}

type Choice = { key: string; file: Loaded; standIn: boolean }

export type Run = { text: string; font: PDFFont }

/** The fonts of one document: embedded as they are first needed, each as a subset. */
export function createFontBook(doc: PDFDocument) {
  doc.registerFontkit(standInFontkit)
  const embedded = new Map<string, Promise<PDFFont>>()

  function choose(cp: number, weight: Weight): Choice | null {
    for (const source of allSources()) {
      if (!inRanges(cp, source.ranges)) continue
      const file = load(source, weight)
      if (file?.font.hasGlyphForCodePoint(cp)) return { key: file.path, file, standIn: false }
    }
    const standIn = STAND_INS.get(cp)
    if (standIn !== undefined) {
      const choice = choose(standIn, weight)
      if (choice) return { key: `${choice.key}#stand-in`, file: choice.file, standIn: true }
    }
    return null
  }

  function embed(choice: Choice) {
    let font = embedded.get(choice.key)
    if (!font) {
      let bytes = choice.file.bytes
      if (choice.standIn) {
        // Its own copy of the file, so that only this font's text says U+202F.
        bytes = bytes.slice()
        standInsOf.set(
          bytes,
          new Map([...STAND_INS].map(([shown, drawn]) => [shown, glyphId(choice.file, drawn)])),
        )
      }
      // Ligatures off: a text extractor reads "fi" back from two glyphs, not from one. The name
      // carries the six-letter tag that marks a subset (ISO 32000-1, 9.6.4).
      font = doc.embedFont(bytes, {
        subset: true,
        features: { liga: false, clig: false },
        customName: `${subsetTag(embedded.size)}+${choice.file.font.postscriptName}`,
      })
      embedded.set(choice.key, font)
    }
    return font
  }

  return {
    /**
     * The text cut into runs that one font draws, in order. Line breaks and tabs are left
     * out (paragraphs are cut into lines before); a combining mark stays with its letter's font
     * when that font has it. A character no font has is drawn as Noto Sans's empty box.
     */
    async runs(text: string, weight: Weight = 'regular'): Promise<Run[]> {
      const parts: { choice: Choice; text: string }[] = []
      for (const ch of text.normalize('NFC').replace(/[\n\r\t]/g, ' ')) {
        const cp = ch.codePointAt(0)!
        const last = parts.at(-1)
        const mark = /\p{M}/u.test(ch) && last?.choice.file.font.hasGlyphForCodePoint(cp)
        const choice = mark ? last!.choice : (choose(cp, weight) ?? choose(0x20, weight)!)
        const drawn = choice.standIn ? String.fromCodePoint(STAND_INS.get(cp)!) : ch
        if (last && last.choice.key === choice.key) last.text += drawn
        else parts.push({ choice, text: drawn })
      }
      return Promise.all(parts.map(async (p) => ({ text: p.text, font: await embed(p.choice) })))
    },
  }
}
export type FontBook = ReturnType<typeof createFontBook>

/** AAAAAA, AAAAAB…: a different tag for each font of a document. */
function subsetTag(n: number) {
  let tag = ''
  for (let i = 0; i < 6; i++, n = Math.floor(n / 26)) tag = String.fromCharCode(65 + (n % 26)) + tag
  return tag
}

function glyphId(file: Loaded, cp: number) {
  return file.font.glyphForCodePoint(cp).id
}

/** The width of runs at a size, in points. */
export const runsWidth = (runs: Run[], size: number) =>
  runs.reduce((w, r) => w + r.font.widthOfTextAtSize(r.text, size), 0)
