import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs'

/**
 * A PDF as Mozilla's pdf.js reads it: an independent reader, not the library that wrote it.
 * Per page: its text as lines (pdf.js's text, whose spaces are plain spaces), the exact
 * characters its glyphs say they are (from the fonts' ToUnicode maps, so a narrow no-break
 * space is U+202F), whether each glyph drawn is in its font, the fonts with their embedded
 * programs, and the page's logical structure; and the document's language, title and marks.
 */

export type StructNode = {
  role?: string
  alt?: string
  type?: string
  children?: StructNode[]
}

export type ReadPdf = Awaited<ReturnType<typeof readPdf>>

export async function readPdf(bytes: Uint8Array) {
  const pdf = await getDocument({
    data: new Uint8Array(bytes),
    fontExtraProperties: true,
    isEvalSupported: false,
    verbosity: 0,
  }).promise
  const info = (await pdf.getMetadata()).info as Record<string, unknown>
  const pages = []
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n)
    const content = await page.getTextContent()
    const lines: string[] = []
    let line = ''
    for (const item of content.items) {
      if (!('str' in item)) continue
      line += item.str
      if (item.hasEOL) {
        lines.push(line)
        line = ''
      }
    }
    if (line) lines.push(line)

    const operators = await page.getOperatorList()
    let glyphs = ''
    const missing: string[] = []
    const fontNames = new Set<string>()
    for (const [i, fn] of operators.fnArray.entries()) {
      const args = operators.argsArray[i] as unknown[]
      if (fn === OPS.setFont) fontNames.add(args[0] as string)
      if (fn !== OPS.showText) continue
      for (const glyph of args[0] as ({ unicode: string; isInFont: boolean } | number)[]) {
        if (typeof glyph === 'number') continue
        glyphs += glyph.unicode
        // pdf.js marks a space glyph as not "in" the font: it draws nothing.
        if (!glyph.isInFont && glyph.unicode.trim()) missing.push(glyph.unicode)
      }
    }
    const fonts = [...fontNames].map((name) => {
      const font = page.commonObjs.get(name) as {
        name: string
        missingFile: boolean
        data?: Uint8Array
        type?: string
      }
      return {
        name: font.name,
        embedded: !font.missingFile && (font.data?.length ?? 0) > 0,
        bytes: font.data?.length ?? 0,
        type: font.type,
      }
    })
    const structure = (await page.getStructTree()) as StructNode | null
    pages.push({ lines, glyphs, missing, fonts, structure })
  }
  const result = {
    pageCount: pdf.numPages,
    pages,
    /** Every page's lines, in order. */
    text: pages.flatMap((p) => p.lines).join('\n'),
    /** Every glyph's own character, in drawing order, the pages apart. */
    glyphs: pages.map((p) => p.glyphs).join('\n'),
    title: info.Title as string | undefined,
    language: info.Language as string | undefined,
    markInfo: await pdf.getMarkInfo(),
    viewerPreferences: await pdf.getViewerPreferences(),
  }
  await pdf.destroy()
  return result
}

/**
 * Every role of a page's structure tree under pdf.js's own root, depth first, with each
 * figure's alternative text: `['Document', 'Figure[Logo of …]', 'P', …]`.
 */
export function roles(node: StructNode | null): string[] {
  if (!node) return []
  const named = node.role && node.role !== 'Root'
  const own = named ? [node.alt !== undefined ? `${node.role}[${node.alt}]` : node.role!] : []
  return [...own, ...(node.children ?? []).flatMap(roles)]
}
