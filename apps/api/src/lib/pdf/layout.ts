import { type PDFDocument, type PDFImage, type PDFPage, type RGB, rgb } from 'pdf-lib'
import { type FontBook, runsWidth, type Weight } from './fonts'
import type { StructElement, Tagger } from './tags'

/**
 * Text on pages that flow: lines drawn with the font book's runs, paragraphs wrapped to a
 * width, a new page when the next thing does not fit above the page's foot.
 */

export type Style = { size: number; weight?: Weight; color?: RGB }
export const INK = rgb(0.07, 0.09, 0.15)
export const lineHeight = (s: Style) => s.size * 1.4

/** Chinese and Japanese write no spaces: a line may end between any two of their characters. */
const TOKENS =
  /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}]|[^\s\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}]+|\s+/gu

export function createLayout({
  doc,
  book,
  tags,
  size,
  margin,
}: {
  doc: PDFDocument
  book: FontBook
  tags: Tagger
  size: [number, number]
  margin: number
}) {
  const pages: PDFPage[] = []
  const width = size[0] - 2 * margin
  const at = { page: undefined as unknown as PDFPage, y: 0, bottom: margin }
  const newPage = () => {
    at.page = doc.addPage(size)
    pages.push(at.page)
    at.y = size[1] - margin
  }
  newPage()

  /** Draws one line of text, its top at `top`, from `x` (or ending at it, or centred on it). */
  async function line(
    text: string,
    x: number,
    top: number,
    style: Style,
    align: 'left' | 'right' | 'center' = 'left',
    page = at.page,
  ) {
    const runs = await book.runs(text, style.weight)
    const w = runsWidth(runs, style.size)
    let cx = align === 'right' ? x - w : align === 'center' ? x - w / 2 : x
    const y = top - style.size * 0.95
    for (const r of runs) {
      page.drawText(r.text, { x: cx, y, size: style.size, font: r.font, color: style.color ?? INK })
      cx += r.font.widthOfTextAtSize(r.text, style.size)
    }
    return w
  }

  const measure = async (text: string, style: Style) =>
    runsWidth(await book.runs(text, style.weight), style.size)

  /**
   * The text cut into lines no wider than `maxWidth`: at spaces, and between Chinese or
   * Japanese characters; a word wider than a line is cut where it must be.
   */
  async function wrap(text: string, maxWidth: number, style: Style) {
    const out: string[] = []
    const fits = async (t: string) => (await measure(t, style)) <= maxWidth
    for (const paragraph of text.split(/\r?\n/)) {
      let current = ''
      for (const token of paragraph.match(TOKENS) ?? []) {
        if (current.trim() && !(await fits((current + token).trimEnd()))) {
          out.push(current.trimEnd())
          current = token.trimStart()
        } else current += token
        // A word wider than a line: as much of it as fits, then the rest.
        let chars = Array.from(current)
        while (chars.length > 1 && !(await fits(current))) {
          let cut = chars.length - 1
          while (cut > 1 && !(await fits(chars.slice(0, cut).join('')))) cut -= 1
          out.push(chars.slice(0, cut).join(''))
          chars = chars.slice(cut)
          current = chars.join('')
        }
      }
      out.push(current.trim())
    }
    return out
  }

  return {
    at,
    pages,
    width,
    left: margin,
    right: margin + width,
    line,
    measure,
    wrap,

    /** Goes to a new page unless `height` fits above the page's foot; whether it did. */
    room(height: number) {
      if (at.y - height >= at.bottom) return false
      newPage()
      return true
    },

    /** A paragraph's lines, each on the page it fits on, as content of `element`. */
    async paragraph(element: StructElement, text: string, style: Style) {
      for (const l of await wrap(text, width, style)) {
        this.room(lineHeight(style))
        await tags.marked(at.page, element, () => line(l, margin, at.y, style))
        at.y -= lineHeight(style)
      }
    },

    /** A horizontal rule: an artifact, not content. */
    rule(y: number, color: RGB, thickness = 0.6, from = margin, to = margin + width) {
      const page = at.page
      return tags.artifact(page, () =>
        page.drawLine({ start: { x: from, y }, end: { x: to, y }, thickness, color }),
      )
    },

    /** A shaded box: an artifact, not content. */
    shade(x: number, y: number, w: number, h: number, color: RGB) {
      const page = at.page
      return tags.artifact(page, () => page.drawRectangle({ x, y, width: w, height: h, color }))
    },
  }
}
export type Layout = ReturnType<typeof createLayout>

/** An image's bytes as pdf-lib embeds them: PNG or JPEG by their first bytes; null else. */
export async function embedImage(doc: PDFDocument, bytes: Buffer | null) {
  if (!bytes) return null
  const isPng = bytes.subarray(0, 4).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47]))
  try {
    return isPng ? await doc.embedPng(bytes) : await doc.embedJpg(bytes)
  } catch {
    return null
  }
}

/** An image's size scaled to fit a box, never enlarged. */
export const fit = (image: PDFImage, maxWidth: number, maxHeight: number) => {
  const scale = Math.min(maxWidth / image.width, maxHeight / image.height, 1)
  return { width: image.width * scale, height: image.height * scale }
}
