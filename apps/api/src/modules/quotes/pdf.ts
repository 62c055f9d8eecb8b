import {
  type Locale,
  lineAmount,
  type Money,
  type Quote,
  sumMoney,
  textFor,
} from '@designer/contract'
import { PDFDocument, rgb } from 'pdf-lib'
import { createFontBook } from '../../lib/pdf/fonts'
import {
  createLayout,
  embedImage,
  fit,
  type Layout,
  lineHeight,
  type Style,
} from '../../lib/pdf/layout'
import { createTagger, type StructElement, type Tagger } from '../../lib/pdf/tags'
import {
  addressLines,
  type DocumentCustomer,
  dateLocale,
  longDate,
  type Studio,
  studioLines,
  taxIdLine,
} from './document'
import { formatMoney, quoteNumber } from './mails'

/**
 * A quote as an A4 PDF in the customer's language (docs/decisions/045-quote-document.md): the
 * studio's logo and details, the customer's name and billing address, number, date and
 * validity, the picture of what was configured, one line per item with the configuration in
 * words, the subtotal before the discount, the discount, the tax, the total, payment terms,
 * notes, the studio's footer and page numbers. Its fonts are embedded and subset (Noto Sans;
 * Noto Sans SC for Chinese and Japanese); it is tagged for screen readers, with its language
 * and title set.
 */

const TEXTS = {
  en: {
    quote: 'Quote',
    date: 'Date',
    valid: 'Valid until',
    billTo: 'Bill to',
    description: 'Description',
    qty: 'Qty',
    unit: 'Unit price',
    amount: 'Amount',
    subtotal: 'Subtotal',
    discount: 'Discount',
    net: 'Net amount',
    tax: (p: string) => `Tax (${p})`,
    ofWhichTax: (p: string) => `Of which tax (${p})`,
    total: 'Total',
    terms: 'Payment terms',
    notes: 'Notes',
    page: (n: number, of: number) => `Page ${n} of ${of}`,
    logo: (studio: string) => `Logo of ${studio}`,
    picture: (product: string) => `Picture of ${product} as configured`,
  },
  es: {
    quote: 'Presupuesto',
    date: 'Fecha',
    valid: 'Válido hasta',
    billTo: 'Cliente',
    description: 'Descripción',
    qty: 'Cant.',
    unit: 'Precio unitario',
    amount: 'Importe',
    subtotal: 'Subtotal',
    discount: 'Descuento',
    net: 'Base imponible',
    tax: (p: string) => `IVA (${p})`,
    ofWhichTax: (p: string) => `IVA incluido (${p})`,
    total: 'Total',
    terms: 'Condiciones de pago',
    notes: 'Notas',
    page: (n: number, of: number) => `Página ${n} de ${of}`,
    logo: (studio: string) => `Logotipo de ${studio}`,
    picture: (product: string) => `Imagen de ${product} tal como se configuró`,
  },
  fr: {
    quote: 'Devis',
    date: 'Date',
    valid: 'Valable jusqu’au',
    billTo: 'Client',
    description: 'Désignation',
    qty: 'Qté',
    unit: 'Prix unitaire',
    amount: 'Montant',
    subtotal: 'Sous-total',
    discount: 'Remise',
    net: 'Total HT',
    tax: (p: string) => `TVA (${p})`,
    ofWhichTax: (p: string) => `Dont TVA (${p})`,
    total: 'Total',
    terms: 'Conditions de paiement',
    notes: 'Notes',
    page: (n: number, of: number) => `Page ${n} sur ${of}`,
    logo: (studio: string) => `Logo de ${studio}`,
    picture: (product: string) => `Image de ${product} tel que configuré`,
  },
} satisfies Record<Locale, unknown>

export type QuotePdfInput = {
  quote: Quote
  studio: Studio
  customer: DocumentCustomer | null
  /** The picture of what the customer configured (JPEG or PNG); null draws none. */
  picture: Buffer | null
  /** The studio's zone: the quote's date is the day it was there. */
  timeZone: string
}

const A4: [number, number] = [595.28, 841.89]
const MARGIN = 48
const MUTED = rgb(0.39, 0.42, 0.47)
const RULE = rgb(0.82, 0.84, 0.87)
const SHADE = rgb(0.95, 0.96, 0.97)
const ACCENT = rgb(0.31, 0.27, 0.9)

const BODY: Style = { size: 9.5 }
const STRONG: Style = { size: 9.5, weight: 'bold' }
const SMALL: Style = { size: 8.5, color: MUTED }
const LABEL: Style = { size: 8, weight: 'bold', color: MUTED }
const FOOT: Style = { size: 7.5, color: MUTED }
/** The lines of the studio's footer a page keeps room for. */
const FOOTER_LINES = 5
const FOOT_BASE = 24

type Texts = (typeof TEXTS)[Locale]
type Context = {
  L: Layout
  doc: PDFDocument
  tags: Tagger
  t: Texts
  quote: Quote
  locale: Locale
  money: (m: Money) => string
}

export async function quotePdf(input: QuotePdfInput): Promise<Buffer> {
  const { quote, studio, customer } = input
  const locale = quote.language
  const t = TEXTS[locale]
  const number = quoteNumber(quote.number)
  const dates = dateLocale(locale, customer?.address?.country)
  const issued = quote.sentAt ?? quote.createdAt

  const doc = await PDFDocument.create()
  const tags = createTagger(doc)
  const L = createLayout({ doc, book: createFontBook(doc), tags, size: A4, margin: MARGIN })
  const c: Context = { L, doc, tags, t, quote, locale, money: (m) => formatMoney(m, locale) }

  // The footer is known first: every page keeps the room it takes free.
  const footerText = textFor(studio.quoteFooter, locale)
  const footer = footerText ? (await L.wrap(footerText, L.width, FOOT)).slice(0, FOOTER_LINES) : []
  L.at.bottom = FOOT_BASE + 12 + footer.length * lineHeight(FOOT) + 16

  await header(c, studio)
  const heading = tags.element('H1')
  await tags.marked(L.at.page, heading, () =>
    L.line(`${t.quote} ${number}`, MARGIN, L.at.y, { size: 20, weight: 'bold' }),
  )
  L.at.y -= 38
  await parties(c, customer, [
    [t.date, longDate(issued, dates, input.timeZone)],
    ...(quote.validUntil ? [[t.valid, longDate(quote.validUntil, dates)] as [string, string]] : []),
  ])
  await picture(c, input.picture)
  await items(c)
  await totals(c)
  for (const [title, text] of [
    [t.terms, textFor(studio.paymentTerms, locale)],
    [t.notes, quote.notes.trim()],
  ] as const) {
    if (text) await section(c, title, text)
  }
  await feet(c, footer)

  const title = `${t.quote} ${number} · ${studio.name}`
  doc.setAuthor(studio.legalName || studio.name)
  doc.setSubject(title)
  doc.setCreator(studio.name)
  doc.setCreationDate(new Date(issued))
  doc.setModificationDate(new Date(quote.updatedAt))
  tags.finish({ language: dates, title })
  return Buffer.from(await doc.save())
}

/** The logo (or the studio's name) on the left, the studio's details on the right, a rule. */
async function header({ L, doc, tags, t, locale }: Context, studio: Studio) {
  const top = L.at.y
  let leftBottom: number
  const logo = await embedImage(doc, studio.logo)
  if (logo) {
    const size = fit(logo, 180, 64)
    const y = top - size.height
    const figure = tags.element('Figure', tags.root, {
      alt: t.logo(studio.name),
      bbox: [MARGIN, y, MARGIN + size.width, top],
    })
    await tags.marked(L.at.page, figure, () => L.at.page.drawImage(logo, { x: MARGIN, y, ...size }))
    leftBottom = y
  } else {
    const name = tags.element('P')
    await tags.marked(L.at.page, name, () =>
      L.line(studio.name, MARGIN, top, { size: 17, weight: 'bold' }),
    )
    leftBottom = top - 24
  }

  // The studio's details, right-aligned, in a column at most half the page wide.
  const details = studioLines(studio, locale)
  const block = tags.element('P')
  let y = top
  await tags.marked(L.at.page, block, async () => {
    for (const l of await L.wrap(details.name, L.width / 2, STRONG)) {
      await L.line(l, L.right, y, STRONG, 'right')
      y -= lineHeight(STRONG)
    }
    for (const text of [...details.address, ...details.contact]) {
      for (const l of await L.wrap(text, L.width / 2, SMALL)) {
        await L.line(l, L.right, y, SMALL, 'right')
        y -= lineHeight(SMALL)
      }
    }
  })
  L.at.y = Math.min(leftBottom, y) - 14
  await L.rule(L.at.y, ACCENT, 1.5)
  L.at.y -= 26
}

/** The customer on the left; the date and the validity on the right, as a table. */
async function parties(
  { L, tags, t, locale }: Context,
  customer: DocumentCustomer | null,
  facts: [string, string][],
) {
  const top = L.at.y
  let left = top
  if (customer) {
    const label = tags.element('H2')
    await tags.marked(L.at.page, label, () => L.line(t.billTo, MARGIN, left, LABEL))
    left -= lineHeight(LABEL) + 2
    const who = tags.element('P')
    const column = L.width / 2 - 12
    const lines: [string, Style][] = [
      [customer.name, { size: 10.5, weight: 'bold' }],
      ...(customer.address ? addressLines(customer.address, locale) : []).map(
        (l) => [l, BODY] as [string, Style],
      ),
      ...(customer.email ? [[customer.email, SMALL] as [string, Style]] : []),
      ...(customer.taxId ? [[taxIdLine(customer.taxId, locale), SMALL] as [string, Style]] : []),
    ]
    await tags.marked(L.at.page, who, async () => {
      for (const [text, style] of lines) {
        for (const l of await L.wrap(text, column, style)) {
          await L.line(l, MARGIN, left, style)
          left -= lineHeight(style)
        }
      }
    })
  }

  // Label and value side by side, the values ending at the right margin.
  const table = tags.element('Table')
  const labelX = L.right - 210
  let right = top
  for (const [label, value] of facts) {
    const row = tags.element('TR', table)
    const th = tags.element('TH', row, { scope: 'Row' })
    const td = tags.element('TD', row)
    await tags.marked(L.at.page, th, () => L.line(label, labelX, right, SMALL))
    await tags.marked(L.at.page, td, () => L.line(value, L.right, right, STRONG, 'right'))
    right -= lineHeight(BODY) + 2
  }
  L.at.y = Math.min(left, right) - 18
}

/** The picture of what the customer configured, as wide as the page allows. */
async function picture({ L, doc, tags, t, quote }: Context, bytes: Buffer | null) {
  const image = await embedImage(doc, bytes)
  if (!image) return
  const size = fit(image, L.width, 190)
  L.room(size.height + 12)
  const x = L.left + (L.width - size.width) / 2
  const y = L.at.y - size.height
  const product = quote.lines[0]?.label ?? quote.configurator?.name ?? ''
  const configured = quote.customerConfiguration.map((e) => `${e.option}: ${e.value}`).join(', ')
  const figure = tags.element('Figure', tags.root, {
    alt: configured ? `${t.picture(product)}. ${configured}` : t.picture(product),
    bbox: [x, y, x + size.width, L.at.y],
  })
  await tags.marked(L.at.page, figure, () => L.at.page.drawImage(image, { x, y, ...size }))
  L.at.y = y - 20
}

const PAD = 6

/** One row per line: description (and the configuration in words), quantity, unit price, amount. */
async function items({ L, tags, t, quote, locale, money }: Context) {
  const columns = { qty: L.right - 185, unit: L.right - 90, amount: L.right }
  const descriptionWidth = columns.qty - 40 - L.left - PAD
  const quantity = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 })
  const table = tags.element('Table')
  const head = tags.element('TR', tags.element('THead', table))
  const body = tags.element('TBody', table)
  const headers: [string, number, 'left' | 'right'][] = [
    [t.description, L.left + PAD, 'left'],
    [t.qty, columns.qty, 'right'],
    [t.unit, columns.unit, 'right'],
    [t.amount, columns.amount - PAD, 'right'],
  ]
  const cells = headers.map(() => tags.element('TH', head, { scope: 'Column' }))

  /** The header row; on a page the table continues on, drawn again as an artifact. */
  const headerRow = async (again: boolean) => {
    const h = lineHeight(LABEL) + 2 * PAD
    await L.shade(L.left, L.at.y - h, L.width, h, SHADE)
    for (const [i, [label, x, align]] of headers.entries()) {
      const draw = () => L.line(label, x, L.at.y - PAD, LABEL, align)
      if (again) await tags.artifact(L.at.page, draw)
      else await tags.marked(L.at.page, cells[i]!, draw)
    }
    L.at.y -= h + PAD
  }
  L.room(lineHeight(LABEL) + 2 * PAD + 3 * lineHeight(BODY))
  await headerRow(false)

  const configured = quote.customerConfiguration.map((e) => `${e.option}: ${e.value}`).join(' · ')
  for (const [i, line] of quote.lines.entries()) {
    const label = await L.wrap(line.label, descriptionWidth, BODY)
    const words = i === 0 && configured ? await L.wrap(configured, descriptionWidth, SMALL) : []
    const height = label.length * lineHeight(BODY) + words.length * lineHeight(SMALL) + PAD
    if (L.room(height + PAD)) await headerRow(true)
    const row = tags.element('TR', body)
    const top = L.at.y
    const description = tags.element('TD', row)
    await tags.marked(L.at.page, description, async () => {
      let y = top
      for (const l of label) {
        await L.line(l, L.left + PAD, y, BODY)
        y -= lineHeight(BODY)
      }
      for (const l of words) {
        await L.line(l, L.left + PAD, y, SMALL)
        y -= lineHeight(SMALL)
      }
    })
    const figures: [string, number][] = [
      [quantity.format(line.quantity), columns.qty],
      [money(line.unitPrice), columns.unit],
      [money(lineAmount(line)), columns.amount - PAD],
    ]
    for (const [text, x] of figures) {
      const cell = tags.element('TD', row)
      await tags.marked(L.at.page, cell, () => L.line(text, x, top, BODY, 'right'))
    }
    L.at.y = top - height
    await L.rule(L.at.y, RULE)
    L.at.y -= PAD
  }
  L.at.y -= 6
}

/**
 * The sums, right-aligned: the lines' subtotal before the discount, the discount, then the tax
 * and the total as the quote counts them (tax on top of the net amount, or included in it).
 */
async function totals({ L, tags, t, quote, locale, money }: Context) {
  const currency = quote.total.currency
  const gross = sumMoney(
    currency,
    quote.lines.map((l) => lineAmount(l)),
  )
  const rate = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(
    quote.taxPercent / 100,
  )
  const rows: [string, Money, 'plain' | 'total' | 'muted'][] = []
  // The lines' sum before the discount, and the discount, when there is one to take off.
  if (quote.discount.amount) {
    rows.push([t.subtotal, gross, 'plain'])
    rows.push([t.discount, { ...quote.discount, amount: -quote.discount.amount }, 'plain'])
  }
  if (quote.taxIncluded) {
    rows.push([t.total, quote.total, 'total'])
    if (quote.taxPercent) rows.push([t.ofWhichTax(rate), quote.tax, 'muted'])
  } else {
    if (quote.taxPercent)
      rows.push(
        [quote.discount.amount ? t.net : t.subtotal, quote.subtotal, 'plain'],
        [t.tax(rate), quote.tax, 'plain'],
      )
    rows.push([t.total, quote.total, 'total'])
  }
  const TOTAL: Style = { size: 12, weight: 'bold' }
  L.room(rows.length * lineHeight(BODY) + 30)
  const table = tags.element('Table')
  const labelX = L.right - 250
  for (const [label, amount, kind] of rows) {
    const style = kind === 'total' ? TOTAL : kind === 'muted' ? SMALL : BODY
    if (kind === 'total') {
      L.at.y -= 4
      await L.rule(L.at.y + 2, INK_RULE, 0.8, labelX, L.right)
      L.at.y -= 6
    }
    const row = tags.element('TR', table)
    const th = tags.element('TH', row, { scope: 'Row' })
    const td = tags.element('TD', row)
    await tags.marked(L.at.page, th, () => L.line(label, labelX, L.at.y, style))
    await tags.marked(L.at.page, td, () =>
      L.line(money(amount), L.right - PAD, L.at.y, style, 'right'),
    )
    L.at.y -= lineHeight(style) + 2
  }
  L.at.y -= 10
}
const INK_RULE = rgb(0.2, 0.22, 0.28)

/** A heading and its text. */
async function section({ L, tags }: Context, title: string, text: string) {
  L.at.y -= 8
  L.room(lineHeight(BODY) * 3 + 18)
  const heading = tags.element('H2')
  await tags.marked(L.at.page, heading, () =>
    L.line(title, MARGIN, L.at.y, { size: 10.5, weight: 'bold' }),
  )
  L.at.y -= 18
  await L.paragraph(tags.element('P'), text, BODY)
}

/**
 * Every page's foot: the studio's footer and "Page 1 of 2". Repeated, they are artifacts; the
 * last page's footer is content, so that a reader hears it once, at the end.
 */
async function feet({ L, tags, t }: Context, footer: string[]) {
  const element: StructElement | null = footer.length ? tags.element('P') : null
  for (const [i, page] of L.pages.entries()) {
    let y = FOOT_BASE + 12 + footer.length * lineHeight(FOOT)
    await tags.artifact(page, () =>
      page.drawLine({
        start: { x: L.left, y: y + 6 },
        end: { x: L.right, y: y + 6 },
        thickness: 0.6,
        color: RULE,
      }),
    )
    const drawFooter = async () => {
      for (const l of footer) {
        await L.line(l, A4[0] / 2, y, FOOT, 'center', page)
        y -= lineHeight(FOOT)
      }
    }
    if (element && i === L.pages.length - 1) await tags.marked(page, element, drawFooter)
    else await tags.artifact(page, drawFooter, 'Pagination')
    await tags.artifact(
      page,
      () => L.line(t.page(i + 1, L.pages.length), L.right, FOOT_BASE, FOOT, 'right', page),
      'Pagination',
    )
  }
}
