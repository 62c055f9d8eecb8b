import type { Locale, Money, Quote } from '@designer/contract'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { build, mailThrough } from '../../../test/build'
import { testClock } from '../../../test/clock'
import { companyOwner } from '../../../test/companies'
import { configuratorFixtures } from '../../../test/configurators'
import { startMailbox } from '../../../test/mailbox.mjs'
import { type ReadPdf, readPdf, roles } from '../../../test/pdf'
import type { App } from '../../app'
import { formatMoney, quoteArrivedMail, quoteRequestedMail, quoteSentMail } from './mails'
import { quotePdf } from './pdf'

/**
 * The quote's PDF as an independent reader (pdf.js) sees it: the studio's details, totals equal
 * to the API's in each language, names in every script exactly as typed, fonts embedded and
 * subset, a logical structure; and the mails that go with it (decision 045).
 */

const clock = testClock(new Date('2026-11-23T08:00:00Z'))
let app: App
let mailbox: Awaited<ReturnType<typeof startMailbox>>
let owner: Awaited<ReturnType<typeof companyOwner>>
let configuratorId: string

const PROFILE = {
  name: 'Atelier Nord',
  currency: 'EUR',
  country: 'ES',
  addressLine1: 'Calle Mayor 1',
  city: 'Madrid',
  postalCode: '28001',
  legalName: 'Atelier Nord Muebles S.L.',
  taxId: 'B12345678',
  phone: '+34 912 345 678',
  email: 'hola@ateliernord.es',
  website: 'ateliernord.es',
  paymentTerms: {
    en: 'Half on order, the rest on delivery.',
    es: 'La mitad al pedir, el resto a la entrega.',
    fr: '',
  },
  quoteFooter: { en: 'Registered in Madrid, volume 1234.', es: '', fr: '' },
}

beforeAll(async () => {
  mailbox = await startMailbox()
  app = await build({ clock, config: { mail: mailThrough(mailbox) } })
  owner = await companyOwner(app, 'Atelier Nord')
  const saved = await call('PUT', `/v1/companies/${owner.company.id}`, PROFILE, owner.headers)
  expect(saved.statusCode, saved.body).toBe(200)
  const logo = await sharp({
    create: { width: 800, height: 240, channels: 4, background: '#4f46e5' },
  })
    .png()
    .toBuffer()
  const uploaded = await app.inject({
    method: 'PUT',
    url: `/v1/companies/${owner.company.id}/logo`,
    headers: { ...owner.headers, 'content-type': 'image/png' },
    payload: logo,
  })
  expect(uploaded.statusCode, uploaded.body).toBe(200)
  const { configurator } = await configuratorFixtures(app).published(owner, { name: 'Desk' })
  configuratorId = configurator.id
})
afterAll(() => mailbox.close())

const call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
  headers: Record<string, string> = owner.scoped,
) => app.inject({ method, url, headers, ...(payload ? { payload } : {}) })

let requests = 0
/** A customer's request in their language, then the studio's edit that makes it ≥ 1,000. */
async function quoteFor(name: string, language: Locale, extra = 600_000): Promise<Quote> {
  requests += 1
  const made = await app.inject({
    method: 'POST',
    url: `/v1/public/configurators/${configuratorId}/quotes`,
    remoteAddress: `10.0.0.${requests}`,
    payload: {
      selections: {},
      name,
      email: `customer${requests}@example.com`,
      consent: true,
      language,
    },
  })
  expect(made.statusCode, made.body).toBe(201)
  const q: Quote = (await call('GET', `/v1/quotes/${made.json().id}`)).json()
  const edited = await call('PUT', `/v1/quotes/${q.id}`, {
    status: q.status,
    lines: [...q.lines, { label: 'Fitting in the workshop', quantity: 1, unitPrice: eur(extra) }],
    discount: eur(2_500),
    validUntil: '2026-12-20',
    notes: 'Delivery in December.',
    version: q.version,
  })
  expect(edited.statusCode, edited.body).toBe(200)
  return edited.json()
}
const eur = (amount: number): Money => ({ amount, currency: 'EUR' })

async function pdfOf(q: Quote): Promise<ReadPdf> {
  const res = await call('GET', `/v1/quotes/${q.id}/pdf`)
  expect(res.statusCode, res.body).toBe(200)
  return readPdf(res.rawPayload)
}

/** A figure read back from the PDF's words: `6 000,00 €`, `6.000,00 €`, `€6,000.00` → cents. */
const cents = (text: string, locale: Locale) => {
  const decimal = locale === 'en' ? '.' : ','
  const digits = text.replace(new RegExp(`[^\\d${decimal === '.' ? '\\.' : ','}-]`, 'g'), '')
  return Math.round(Number(digits.replace(',', '.')) * 100)
}

describe('the quote PDF', () => {
  test.each([
    ['en', 'Quote', 'Tax ID B12345678', 'Half on order, the rest on delivery.'],
    ['es', 'Presupuesto', 'NIF B12345678', 'La mitad al pedir, el resto a la entrega.'],
    // No French terms: the English ones, the first the studio wrote.
    ['fr', 'Devis', 'N° TVA B12345678', 'Half on order, the rest on delivery.'],
  ] as const)(
    'in %s: the studio, the customer, and a total equal to the API’s',
    async (language, title, taxId, terms) => {
      const q = await quoteFor(`Client ${language}`, language)
      expect(q.total.amount).toBeGreaterThanOrEqual(100_000)
      const pdf = await pdfOf(q)
      const lines = pdf.text.split('\n')

      for (const detail of [
        'Atelier Nord Muebles S.L.',
        'Calle Mayor 1',
        '28001 Madrid',
        taxId,
        '+34 912 345 678',
        'hola@ateliernord.es',
        'ateliernord.es',
        `Client ${language}`,
        `${title} Q-${String(q.number).padStart(4, '0')}`,
        terms,
        'Delivery in December.',
      ])
        expect(lines, detail).toContain(detail)

      // The total as the API counts it, written as the mails write it: exactly (a narrow no-break
      // space in French is U+202F, drawn, not a '?'), and read back as the same number of cents.
      const total = formatMoney(q.total, language)
      if (language === 'fr') expect(total).toMatch(/^\d\u202f\d{3},\d{2}\u00a0€$/)
      expect(pdf.glyphs).toContain(total)
      const totalLine = lines.find((l) => l.startsWith('Total') && !l.startsWith('Total HT'))!
      expect(totalLine.replace(/\s/g, ' ')).toBe(`Total ${total.replace(/\s/g, ' ')}`)
      expect(cents(totalLine.slice('Total'.length), language)).toBe(q.total.amount)
      for (const amount of [q.subtotal, q.tax, ...q.lines.map((l) => l.unitPrice)])
        expect(pdf.glyphs, formatMoney(amount, language)).toContain(formatMoney(amount, language))
      expect(pdf.pages.flatMap((p) => p.missing)).toEqual([])

      // The dates in the customer's language, and the page numbers.
      const dates = {
        en: '20 December 2026',
        es: '20 de diciembre de 2026',
        fr: '20 décembre 2026',
      }
      expect(pdf.text).toContain(dates[language])
      const pageOf = { en: 'Page 1 of 1', es: 'Página 1 de 1', fr: 'Page 1 sur 1' }
      expect(lines).toContain(pageOf[language])
      // The footer written in English only is the one every language gets.
      expect(lines).toContain('Registered in Madrid, volume 1234.')
    },
  )

  test('names in Polish, Greek, Cyrillic, Chinese and Japanese come out exactly', async () => {
    const names = [
      'Zażółć gęślą jaźń',
      'Αλέξανδρος Παπαδόπουλος',
      'Фёдор Достоевский',
      '王小明',
      '山田 はなこ',
    ]
    for (const name of names) {
      const pdf = await pdfOf(await quoteFor(name, 'en'))
      expect(pdf.text.split('\n'), name).toContain(name)
      expect(
        pdf.pages.flatMap((p) => p.missing),
        name,
      ).toEqual([])
    }
  })

  test('every font is embedded, as a subset', async () => {
    const pdf = await pdfOf(await quoteFor('Фёдор 王小明', 'fr'))
    const fonts = pdf.pages.flatMap((p) => p.fonts)
    expect(fonts.length).toBeGreaterThan(2)
    for (const font of fonts) {
      expect(font, font.name).toMatchObject({ embedded: true })
      // The tag of a subset, and a program far smaller than the font it was cut from.
      expect(font.name).toMatch(/^[A-Z]{6}\+Noto/)
      expect(font.bytes).toBeLessThan(40_000)
    }
  })

  test('is tagged: a logical structure, marked, in the customer’s language, titled', async () => {
    const q = await quoteFor('Camille Durand', 'fr')
    const pdf = await pdfOf(q)
    expect(pdf.markInfo).toMatchObject({ Marked: true })
    expect(pdf.language).toBe('fr-FR')
    expect(pdf.title).toBe(`Devis Q-${String(q.number).padStart(4, '0')} · Atelier Nord`)
    expect(pdf.viewerPreferences).toMatchObject({ DisplayDocTitle: true })
    const found = roles(pdf.pages[0]!.structure)
    expect(found[0]).toBe('Document')
    expect(found).toContain('Figure[Logo de Atelier Nord]')
    for (const role of ['H1', 'H2', 'P', 'Table', 'THead', 'TBody', 'TR', 'TH', 'TD'])
      expect(found, role).toContain(role)
    // A table row per quote line, each with four cells.
    expect(found.filter((r) => r === 'TD').length).toBeGreaterThanOrEqual(q.lines.length * 4)
  })
})

describe('the document itself', () => {
  /** A picture as the server renders one: 1200 × 630, photographic (noise is the worst case). */
  const photo = () =>
    sharp(
      Buffer.alloc(1200 * 630 * 3).map(() => Math.floor(Math.random() * 256)),
      {
        raw: { width: 1200, height: 630, channels: 3 },
      },
    )
      .jpeg({ quality: 85 })
      .toBuffer()

  const sample = async (over: Partial<Quote> = {}) => {
    const q: Quote = (
      await call('GET', `/v1/quotes/${(await quoteFor('Lucía Pérez', 'es')).id}`)
    ).json()
    return { ...q, ...over }
  }
  const studio = {
    name: 'Atelier Nord',
    legalName: null,
    address: {
      line1: '',
      line2: '',
      city: 'Madrid',
      region: '',
      postalCode: '',
      country: 'ES' as const,
    },
    taxId: null,
    phone: null,
    email: null,
    website: null,
    paymentTerms: {},
    quoteFooter: {},
    logoUrl: null,
  }

  test('with the picture and a logo it stays under 1 MB; the picture has its words', async () => {
    const logo = await sharp({
      create: { width: 512, height: 512, channels: 4, background: '#a0522d' },
    })
      .png()
      .toBuffer()
    const quote = await sample()
    const bytes = await quotePdf({
      quote,
      studio: { ...studio, logo },
      customer: {
        name: 'Lucía Pérez',
        email: 'lucia@example.es',
        taxId: '',
        address: {
          line1: 'Calle de Alcalá 20',
          line2: '',
          city: 'Madrid',
          region: '',
          postalCode: '28014',
          country: 'ES',
        },
      },
      picture: await photo(),
      timeZone: 'Europe/Madrid',
    })
    expect(bytes.length).toBeLessThan(1024 * 1024)
    const pdf = await readPdf(bytes)
    const found = roles(pdf.pages[0]!.structure)
    const figure = found.find((r) => r.startsWith('Figure[Imagen de'))
    expect(figure).toContain('tal como se configuró')
    expect(pdf.text.split('\n')).toEqual(
      expect.arrayContaining(['Calle de Alcalá 20', '28014 Madrid', 'España']),
    )
  })

  test('without a picture there is no figure of it; long quotes go on to numbered pages', async () => {
    const base = await sample()
    const lines = Array.from({ length: 45 }, (_, i) => ({
      label: `Shelf ${i + 1} in oiled oak, cut to measure`,
      quantity: 2,
      unitPrice: eur(12_345),
    }))
    const quote = { ...base, lines }
    const pdf = await readPdf(
      await quotePdf({
        quote,
        studio: { ...studio, logo: null },
        customer: null,
        picture: null,
        timeZone: 'UTC',
      }),
    )
    expect(pdf.pageCount).toBeGreaterThan(1)
    expect(pdf.pages.at(-1)!.lines).toContain(`Página ${pdf.pageCount} de ${pdf.pageCount}`)
    const all = pdf.pages.flatMap((p) => roles(p.structure))
    expect(all.filter((r) => r.startsWith('Figure'))).toEqual([])
    // Every line is there once, whatever page it fell on.
    for (const l of lines)
      expect(pdf.text.split('\n').filter((t) => t.startsWith(l.label))).toHaveLength(1)
  })
})

describe('the mails', () => {
  test.each([
    ['en', '20 December 2026', 'Valid until'],
    ['es', '20 de diciembre de 2026', 'Válido hasta el'],
    ['fr', '20 décembre 2026', 'Valable jusqu’au'],
  ] as const)(
    'sent in %s: the date written out, "Total", the links and the studio',
    async (language, date, valid) => {
      const q = await quoteFor(`Mail ${language}`, language)
      const sent = await call('POST', `/v1/quotes/${q.id}/send`)
      expect(sent.statusCode, sent.body).toBe(200)
      const mail = mailbox.latestTo(q.customer!.email)!
      expect(mail).toContain(`${valid} ${date}`)
      expect(mail).toContain(`Total: ${formatMoney(q.total, language)}`)
      expect(mail).not.toMatch(/\b\d{4}-\d{2}-\d{2}\b/)
      expect(mail).not.toContain('Price shown')
      const { pdfUrl } = sent.json()
      expect(mail).toContain(pdfUrl.replaceAll('&', '&amp;'))
      expect(mail).toContain(`/configurator/${configuratorId}`)
      for (const detail of ['Atelier Nord Muebles S.L.', 'hola@ateliernord.es', 'ateliernord.es'])
        expect(mail).toContain(detail)
      expect(mail).toMatch(/<img src="http:\/\/localhost:3000\/v1\/company-logos\//)
    },
  )

  const requested = (locale: Locale, pictureUrl: string | null) =>
    quoteRequestedMail({
      to: 'lucia@example.es',
      locale,
      name: 'Lucía',
      company: 'Atelier Nord',
      product: 'Desk',
      number: 7,
      total: eur(95_299),
      configuration: [{ option: 'Wood', value: 'Walnut' }],
      appointment: { start: '2026-12-20T14:15:00Z', timeZone: 'Europe/Madrid' },
      link: 'https://studio.example/configurator/1',
      ics: null,
      pictureUrl,
    })

  test.each([
    ['en', '20 December 2026 at 15:15'],
    ['es', 'domingo, 20 de diciembre de 2026, 15:15'],
    ['fr', 'dimanche 20 décembre 2026 à 15:15'],
  ] as const)(
    'a request in %s: "Total", the meeting written out, the picture when there is one',
    (locale, when) => {
      const mail = requested(locale, 'https://studio.example/pictures/q7.jpg')
      expect(mail.text).toContain(`Total: ${formatMoney(eur(95_299), locale)}`)
      expect(mail.text).toContain(when)
      for (const body of [mail.text, mail.html]) expect(body).not.toMatch(/\d{4}-\d{2}-\d{2}/)
      expect(mail.html).toContain('<img src="https://studio.example/pictures/q7.jpg"')
      expect(requested(locale, null).html).not.toContain('<img')
    },
  )

  test('the studio hears of a request with its "Total", and the quote’s picture', () => {
    const mail = quoteArrivedMail({
      to: 'owner@studio.example',
      number: 7,
      product: 'Desk',
      visitor: { name: 'Lucía', email: 'lucia@example.es', phone: '', message: '' },
      total: eur(95_299),
      appointment: null,
      link: 'https://studio.example/admin/customers/1',
      pictureUrl: 'https://studio.example/pictures/q7.jpg',
    })
    expect(mail.text).toContain('Total: €952.99')
    expect(mail.text).not.toContain('Price shown')
    expect(mail.html).toContain('<img src="https://studio.example/pictures/q7.jpg"')
  })

  test('a sent quote’s dates follow the customer’s country: "December 20, 2026" in the US', () => {
    const mail = quoteSentMail({
      to: 'sam@example.com',
      locale: 'en',
      name: 'Sam',
      company: 'Atelier Nord',
      number: 7,
      total: eur(95_299),
      validUntil: '2026-12-20',
      link: 'https://studio.example/v1/public/quotes/1/pdf',
      country: 'US',
    })
    expect(mail.text).toContain('Valid until December 20, 2026.')
  })
})
