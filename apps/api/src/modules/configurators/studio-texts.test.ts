import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { PublicConfigurator, Quote } from '@designer/contract'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { build, mailThrough } from '../../../test/build'
import { testClock } from '../../../test/clock'
import { companyOwner } from '../../../test/companies'
import { configuratorFixtures } from '../../../test/configurators'
import { startMailbox } from '../../../test/mailbox.mjs'
import { readPdf } from '../../../test/pdf'
import type { App } from '../../app'

// Studio texts in the visitor's language (docs/decisions/038-studio-texts.md): typed in the
// configurator's draft, published with it, answered to the public page in the language it
// asks for (or its browser's), in link previews, and in the visitor's mail; the studio's own
// records keep its own words.

const clock = testClock(new Date('2026-11-23T08:00:00Z'))

let app: App
let owner: Awaited<ReturnType<typeof companyOwner>>
let mailbox: Awaited<ReturnType<typeof startMailbox>>
let webDir: string

beforeAll(async () => {
  // The built web app's public page, enough for the server to serve /configurator/{id}.
  webDir = mkdtempSync(path.join(tmpdir(), 'designer-texts-web-'))
  mkdirSync(path.join(webDir, 'assets'))
  const page =
    '<!doctype html><html lang="en"><head><title>Configurator</title></head><body><div id="root"></div></body></html>'
  writeFileSync(path.join(webDir, 'index.html'), page)
  writeFileSync(path.join(webDir, 'configurator.html'), page)
  mailbox = await startMailbox()
  app = await build({ clock, config: { webDistDir: webDir, mail: mailThrough(mailbox) } })
  owner = await companyOwner(app, 'Texts Studio')
})
afterAll(async () => {
  await mailbox.close()
  rmSync(webDir, { recursive: true, force: true })
})

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  app.inject({ method, url, headers: owner.scoped, ...(payload ? { payload } : {}) })
const visitor = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers })

/** The French and Spanish of the engine's dining table; the Spanish leaves most of it out. */
const TRANSLATIONS = {
  fr: {
    name: 'Table à manger',
    description: 'Une table massive, faite sur mesure',
    quoteIntro: 'Nous vous répondons sous 48 heures.',
    'steps.size.name': 'Dimensions',
    'steps.finish.name': 'Finition',
    'options.W.name': 'Longueur',
    'options.wood.name': 'Bois',
    'options.wood.values.oak.name': 'Chêne',
    'options.wood.values.walnut.name': 'Noyer',
    'options.wood.values.ash.name': 'Frêne',
    'options.leaf.name': 'Rallonge',
    'rules.longAndNarrow.actions.0.message':
      'Une table aussi longue demande une largeur de 850 mm ou plus',
  },
  es: {
    name: 'Mesa de comedor',
    'options.wood.name': 'Madera',
    'options.wood.values.walnut.name': 'Nogal',
  },
}

/** The engine's table as a studio writing in English made it, with its texts translated. */
async function translatedTable() {
  const fixtures = configuratorFixtures(app)
  const made = await fixtures.configurator(owner)
  const c = made.configurator
  const saved = await call('PUT', `/v1/configurators/${c.id}`, {
    name: 'Dining table',
    version: c.version,
    definition: {
      ...c.definition,
      description: 'A solid table, made to measure',
      quoteIntro: 'We answer within two working days.',
      translations: TRANSLATIONS,
    },
  })
  expect(saved.statusCode, saved.body).toBe(200)
  const published = await call('POST', `/v1/configurators/${c.id}/publish`)
  expect(published.statusCode, published.body).toBe(200)
  return published.json() as { id: string; version: number; definition: object }
}

const page = async (id: string, query = '', headers: Record<string, string> = {}) => {
  const res = await visitor(`/v1/public/configurators/${id}${query}`, headers)
  expect(res.statusCode, res.body).toBe(200)
  return res.json() as PublicConfigurator
}
const optionsOf = (p: PublicConfigurator) => p.definition.steps.flatMap((s) => s.options)
const option = (p: PublicConfigurator, id: string) => optionsOf(p).find((o) => o.id === id)!
const valueNames = (p: PublicConfigurator, id: string) => {
  const o = option(p, id)
  return o.kind === 'material' || o.kind === 'component' ? o.values.map((v) => v.name) : []
}

describe('the studio’s texts', () => {
  test('a draft with translations saves, drops those of what it no longer has, and publishes them', async () => {
    const made = await configuratorFixtures(app).configurator(owner)
    const c = made.configurator
    const res = await call('PUT', `/v1/configurators/${c.id}`, {
      name: 'Dining table',
      version: c.version,
      definition: {
        ...c.definition,
        language: 'en',
        description: 'A solid table',
        translations: {
          fr: {
            description: 'Une table massive',
            'options.wood.name': 'Bois',
            // A step and a value the definition does not have (deleted since), an action that
            // has no message, and an empty one: dropped, not refused.
            'steps.gone.name': 'Disparue',
            'options.wood.values.teak.name': 'Teck',
            'rules.longNoAsh.actions.0.message': 'Pas de message ici',
            'options.leaf.name': '   ',
          },
          es: { 'steps.gone.name': 'Desaparecida' },
        },
      },
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().definition.translations).toEqual({
      fr: { description: 'Une table massive', 'options.wood.name': 'Bois' },
    })
    // A key no text could have is the contract's to refuse, at its path.
    const odd = await call('PUT', `/v1/configurators/${c.id}`, {
      name: 'Dining table',
      version: res.json().version,
      definition: { ...c.definition, translations: { fr: { 'price.base': 'Prix' } } },
    })
    expect(odd.statusCode).toBe(400)
    expect(odd.json().details[0]).toMatchObject({ code: 'validation.textKey' })
    // So is a language the app does not speak.
    const german = await call('PUT', `/v1/configurators/${c.id}`, {
      name: 'Dining table',
      version: res.json().version,
      definition: { ...c.definition, language: 'de' },
    })
    expect(german.statusCode).toBe(400)

    const published = await call('POST', `/v1/configurators/${c.id}/publish`)
    expect(published.statusCode, published.body).toBe(200)
    const version = (await call('GET', `/v1/configurators/${c.id}/versions/1`)).json()
    expect(version.definition).toMatchObject({
      description: 'A solid table',
      translations: { fr: { description: 'Une table massive', 'options.wood.name': 'Bois' } },
    })
    expect(published.json().changed).toBe(false)

    // A translation typed after publishing waits in the draft; visitors read the live one.
    const later = await call('PUT', `/v1/configurators/${c.id}`, {
      name: 'Dining table',
      version: published.json().version,
      definition: {
        ...published.json().definition,
        translations: { fr: { description: 'Une table massive en chêne' } },
      },
    })
    expect(later.json().changed).toBe(true)
    expect((await page(c.id, '?lang=fr')).definition.description).toBe('Une table massive')
  })

  test('the public page answers in French or Spanish, each text the studio has not translated in its own', async () => {
    const c = await translatedTable()
    const english = await page(c.id, '?lang=en')
    const french = await page(c.id, '?lang=fr')
    const spanish = await page(c.id, '?lang=es')

    expect(french).toMatchObject({
      name: 'Table à manger',
      language: 'fr',
      definition: {
        language: 'en',
        description: 'Une table massive, faite sur mesure',
        quoteIntro: 'Nous vous répondons sous 48 heures.',
        translations: {},
      },
    })
    expect(french.definition.steps.map((s) => s.name)).toEqual(['Dimensions', 'Finition', 'Order'])
    expect(option(french, 'W').name).toBe('Longueur')
    expect(valueNames(french, 'wood')).toEqual(['Chêne', 'Noyer', 'Frêne'])
    const block = french.definition.rules.find((r) => r.id === 'longAndNarrow')!.actions[0]
    expect(block).toMatchObject({
      message: 'Une table aussi longue demande une largeur de 850 mm ou plus',
    })
    // Not translated: the studio's English.
    expect(option(french, 'legStyle').name).toBe('Base')
    expect(valueNames(french, 'legStyle')).toEqual(['Trestle', 'Four legs'])

    expect(spanish).toMatchObject({ name: 'Mesa de comedor', language: 'es' })
    expect(option(spanish, 'wood').name).toBe('Madera')
    expect(valueNames(spanish, 'wood')).toEqual(['Oak', 'Nogal', 'Ash'])
    expect(spanish.definition.description).toBe('A solid table, made to measure')
    expect(spanish.definition.steps.map((s) => s.name)).toEqual(['Size', 'Finish', 'Order'])

    expect(english).toMatchObject({ name: 'Dining table', language: 'en' })
    expect(english.definition.quoteIntro).toBe('We answer within two working days.')
    expect(valueNames(english, 'wood')).toEqual(['Oak', 'Walnut', 'Ash'])
    // Only texts change: ids, prices, bindings and rules are the same in every language.
    const shape = (p: PublicConfigurator) =>
      JSON.stringify(p.definition, (key, value) =>
        ['name', 'message', 'description', 'quoteIntro'].includes(key) ? undefined : value,
      )
    expect(shape(french)).toBe(shape(english))
    expect(shape(spanish)).toBe(shape(english))
    expect(french.priceBook).toEqual(english.priceBook)
  })

  test('without ?lang= the browser’s languages decide, else the studio’s; a language the app lacks is refused', async () => {
    const c = await translatedTable()
    const quebec = await page(c.id, '', { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.8' })
    expect(quebec).toMatchObject({ language: 'fr', name: 'Table à manger' })
    const weighed = await page(c.id, '', { 'accept-language': 'en;q=0.5, es;q=0.9' })
    expect(weighed).toMatchObject({ language: 'es', name: 'Mesa de comedor' })
    // ?lang= is the page's own choice: it wins over the browser's.
    expect((await page(c.id, '?lang=en', { 'accept-language': 'fr' })).language).toBe('en')

    // A German visitor reads the studio's own language, here Spanish.
    const made = await configuratorFixtures(app).configurator(owner)
    const saved = await call('PUT', `/v1/configurators/${made.configurator.id}`, {
      name: 'Mesa de comedor',
      version: made.configurator.version,
      definition: {
        ...made.configurator.definition,
        language: 'es',
        translations: { en: { name: 'Dining table' } },
      },
    })
    expect(saved.statusCode, saved.body).toBe(200)
    await call('POST', `/v1/configurators/${made.configurator.id}/publish`)
    const german = await page(made.configurator.id, '', { 'accept-language': 'de-DE,de;q=0.9' })
    expect(german).toMatchObject({ language: 'es', name: 'Mesa de comedor' })
    expect((await page(made.configurator.id)).language).toBe('es')
    const british = await page(made.configurator.id, '', { 'accept-language': 'en-GB' })
    expect(british).toMatchObject({ language: 'en', name: 'Dining table' })

    // The page only asks for the languages it has: anything else is a mistake, said as one.
    const unknown = await visitor(`/v1/public/configurators/${c.id}?lang=de`)
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json()).toMatchObject({ code: 'validation_failed' })
  })

  test('the page’s title and link preview are in the visitor’s language', async () => {
    const c = await translatedTable()
    const french = await visitor(`/configurator/${c.id}?lang=fr&W=2000`)
    expect(french.statusCode).toBe(200)
    expect(french.body).toContain('<html lang="fr">')
    expect(french.body).toContain('<title>Table à manger · Texts Studio</title>')
    expect(french.body).toContain('Table à manger</h1>')
    const spanish = await visitor(`/configurator/${c.id}`, { 'accept-language': 'es-ES,es' })
    expect(spanish.body).toContain('<html lang="es">')
    expect(spanish.body).toContain('<title>Mesa de comedor · Texts Studio</title>')
    expect(spanish.headers.vary).toContain('accept-language')
    // A language the app lacks in the address: the browser's decides, as on the page.
    const german = await visitor(`/configurator/${c.id}?lang=de`, { 'accept-language': 'fr' })
    expect(german.body).toContain('<title>Table à manger · Texts Studio</title>')
    const head = await app.services.publicConfigurators.pageHead(c.id, { lang: 'fr' })
    expect(head).toMatchObject({
      name: 'Table à manger',
      description: 'Une table massive, faite sur mesure',
      language: 'fr',
    })
  })

  test('a French visitor’s quote: the mail, the lines and the PDF in French, the studio’s record in its own words', async () => {
    const c = await translatedTable()
    const res = await app.inject({
      method: 'POST',
      url: `/v1/public/configurators/${c.id}/quotes`,
      payload: {
        selections: { wood: 'walnut', leaf: true },
        name: 'Camille Martin',
        email: 'camille@example.fr',
        consent: true,
        language: 'fr',
      },
    })
    expect(res.statusCode, res.body).toBe(201)
    const quote = (await call('GET', `/v1/quotes/${res.json().id}`)).json() as Quote
    expect(quote.configurator).toMatchObject({ name: 'Dining table' })
    expect(quote.language).toBe('fr')
    expect(quote.configuration).toEqual(
      expect.arrayContaining([
        { option: 'Wood', value: 'Walnut' },
        { option: 'Extension leaf', value: 'Yes' },
      ]),
    )
    // What goes to the customer is in their words: the lines, the choices their PDF prints.
    expect(quote.lines[0]).toMatchObject({ label: 'Table à manger' })
    expect(quote.lines.map((l) => l.label)).toContain('Bois: Noyer')
    expect(quote.customerConfiguration).toEqual(
      expect.arrayContaining([
        { option: 'Bois', value: 'Noyer' },
        { option: 'Rallonge', value: 'Oui' },
      ]),
    )
    const pdf = await call('GET', `/v1/quotes/${quote.id}/pdf`)
    expect(pdf.statusCode).toBe(200)
    const read = await readPdf(pdf.rawPayload)
    expect(read.text).toContain('Table à manger')
    expect(read.text).toContain('Bois: Noyer')
    expect(read.text).not.toContain('Walnut')
    const mail = mailbox.latestTo('camille@example.fr')!
    expect(mail).toContain('Table à manger')
    expect(mail).toContain('Bois: Noyer')
    expect(mail).toContain('Rallonge: Oui')
    expect(mail).not.toContain('Walnut')
  })
})
