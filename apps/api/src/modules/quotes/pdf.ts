import { type Locale, lineAmount, type Money, type Quote } from '@designer/contract'
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib'
import { formatMoney, quoteNumber } from './mails'

/**
 * A quote as an A4 PDF, in the customer's language: the studio, the number and dates, the
 * configuration, the lines, discount, tax and total. Standard PDF fonts (Helvetica) in WinAnsi
 * cover English, Spanish and French, € included, so nothing is embedded and files stay small.
 */

const TEXTS = {
  en: {
    quote: 'Quote',
    date: 'Date',
    valid: 'Valid until',
    for: 'For',
    configuration: 'Configuration',
    item: 'Item',
    qty: 'Qty',
    unit: 'Unit price',
    amount: 'Amount',
    discount: 'Discount',
    tax: (p: number, included: boolean) => (included ? `Of which tax (${p}%)` : `Tax (${p}%)`),
    total: 'Total',
    notes: 'Notes',
  },
  es: {
    quote: 'Presupuesto',
    date: 'Fecha',
    valid: 'Válido hasta',
    for: 'Para',
    configuration: 'Configuración',
    item: 'Concepto',
    qty: 'Cant.',
    unit: 'Precio unidad',
    amount: 'Importe',
    discount: 'Descuento',
    tax: (p: number, included: boolean) =>
      included ? `De los cuales impuestos (${p} %)` : `Impuestos (${p} %)`,
    total: 'Total',
    notes: 'Notas',
  },
  fr: {
    quote: 'Devis',
    date: 'Date',
    valid: 'Valable jusqu’au',
    for: 'Pour',
    configuration: 'Configuration',
    item: 'Désignation',
    qty: 'Qté',
    unit: 'Prix unitaire',
    amount: 'Montant',
    discount: 'Remise',
    tax: (p: number, included: boolean) => (included ? `Dont TVA (${p} %)` : `TVA (${p} %)`),
    total: 'Total',
    notes: 'Notes',
  },
} satisfies Record<Locale, unknown>

const TAGS: Record<Locale, string> = { en: 'en-GB', es: 'es-ES', fr: 'fr-FR' }

/** Characters Helvetica cannot draw in WinAnsi become '?', never an exception. */
function drawable(font: PDFFont, text: string) {
  let out = ''
  for (const ch of text.replace(/[\u2018\u2019]/g, "'").replace(/[\u201c\u201d]/g, '"')) {
    try {
      font.encodeText(ch)
      out += ch
    } catch {
      out += '?'
    }
  }
  return out
}

export async function quotePdf(
  quote: Quote,
  company: { name: string; logoUrl: string | null },
): Promise<Buffer> {
  const t = TEXTS[quote.language]
  const doc = await PDFDocument.create()
  doc.setTitle(`${t.quote} ${quoteNumber(quote.number)}`)
  doc.setAuthor(company.name)
  const regular = await doc.embedFont(StandardFonts.Helvetica)
  const bold = await doc.embedFont(StandardFonts.HelveticaBold)
  const money = (amount: Money) => formatMoney(amount, quote.language)
  const day = (iso: string) =>
    new Intl.DateTimeFormat(TAGS[quote.language], { dateStyle: 'long' }).format(new Date(iso))

  const margin = 50
  let page: PDFPage = doc.addPage([595.28, 841.89])
  let y = page.getHeight() - margin
  const width = page.getWidth() - 2 * margin
  const grey = rgb(0.42, 0.45, 0.5)

  const text = (
    s: string,
    x: number,
    size = 10,
    font = regular,
    color = rgb(0.07, 0.09, 0.15),
    alignRight = false,
  ) => {
    const shown = drawable(font, s)
    const w = font.widthOfTextAtSize(shown, size)
    page.drawText(shown, { x: alignRight ? x - w : x, y, size, font, color })
  }
  const newLine = (h: number) => {
    y -= h
    if (y < margin + 40) {
      page = doc.addPage([595.28, 841.89])
      y = page.getHeight() - margin
    }
  }
  /** Wraps a paragraph to the page's width. */
  const paragraph = (s: string, size = 10) => {
    for (const raw of s.split('\n')) {
      let line = ''
      for (const word of raw.split(' ')) {
        const next = line ? `${line} ${word}` : word
        if (regular.widthOfTextAtSize(drawable(regular, next), size) > width && line) {
          text(line, margin, size)
          newLine(size + 4)
          line = word
        } else line = next
      }
      text(line, margin, size)
      newLine(size + 4)
    }
  }

  text(company.name, margin, 18, bold)
  text(`${t.quote} ${quoteNumber(quote.number)}`, margin + width, 18, bold, undefined, true)
  newLine(26)
  text(
    `${t.date}: ${day(quote.sentAt ?? quote.createdAt)}`,
    margin + width,
    10,
    regular,
    grey,
    true,
  )
  if (quote.customer) text(`${t.for}: ${quote.customer.name}`, margin, 10)
  newLine(14)
  if (quote.validUntil)
    text(`${t.valid}: ${day(quote.validUntil)}`, margin + width, 10, regular, grey, true)
  if (quote.customer) text(quote.customer.email, margin, 10, regular, grey)
  newLine(28)

  if (quote.configuration.length) {
    text(t.configuration, margin, 12, bold)
    newLine(16)
    for (const c of quote.configuration) {
      text(c.option, margin, 10, regular, grey)
      text(c.value, margin + 180, 10)
      newLine(14)
    }
    newLine(12)
  }

  const cols = { qty: margin + width - 190, unit: margin + width - 90, amount: margin + width }
  text(t.item, margin, 10, bold)
  text(t.qty, cols.qty, 10, bold, undefined, true)
  text(t.unit, cols.unit, 10, bold, undefined, true)
  text(t.amount, cols.amount, 10, bold, undefined, true)
  newLine(6)
  page.drawLine({
    start: { x: margin, y },
    end: { x: margin + width, y },
    thickness: 0.5,
    color: grey,
  })
  newLine(14)
  for (const l of quote.lines) {
    text(l.label.length > 60 ? `${l.label.slice(0, 59)}…` : l.label, margin, 10)
    text(String(l.quantity), cols.qty, 10, regular, undefined, true)
    text(money(l.unitPrice), cols.unit, 10, regular, undefined, true)
    text(money(lineAmount(l)), cols.amount, 10, regular, undefined, true)
    newLine(16)
  }
  page.drawLine({
    start: { x: margin, y: y + 8 },
    end: { x: margin + width, y: y + 8 },
    thickness: 0.5,
    color: grey,
  })
  newLine(6)
  const sum = (label: string, amount: Money, font = regular) => {
    text(label, cols.unit, 10, font, undefined, true)
    text(money(amount), cols.amount, 10, font, undefined, true)
    newLine(16)
  }
  if (quote.discount.amount) sum(t.discount, { ...quote.discount, amount: -quote.discount.amount })
  if (quote.taxPercent) sum(t.tax(quote.taxPercent, quote.taxIncluded), quote.tax)
  sum(t.total, quote.total, bold)

  if (quote.notes) {
    newLine(16)
    text(t.notes, margin, 12, bold)
    newLine(16)
    paragraph(quote.notes)
  }
  return Buffer.from(await doc.save())
}
