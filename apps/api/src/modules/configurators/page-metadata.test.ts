import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { type DefaultTreeAdapterMap, parse } from 'parse5'
import sharp from 'sharp'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { build } from '../../../test/build'
import { companyOwner } from '../../../test/companies'
import { configuratorFixtures } from '../../../test/configurators'
import type { App } from '../../app'
import { configuratorPosters } from '../../db/schema/index'

/**
 * What other software reads of the public configurator's page: link previews (Open Graph, X
 * cards), search engines (canonical, robots, schema.org Product) and their picture. The HTML is
 * read back by parse5, the HTML standard's parser, not by looking for our own strings.
 */

let app: App
let owner: Awaited<ReturnType<typeof companyOwner>>
let webDir: string

beforeAll(async () => {
  webDir = mkdtempSync(path.join(tmpdir(), 'designer-page-web-'))
  mkdirSync(path.join(webDir, 'assets'))
  // As the build writes the page (apps/web/configurator.html): a language, a description.
  const page = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Configure the product in 3D, see its price and ask for a quote." />
    <title>Configurator</title>
  </head>
  <body><div id="root"></div></body>
</html>`
  writeFileSync(path.join(webDir, 'index.html'), page)
  writeFileSync(path.join(webDir, 'configurator.html'), page)
  app = await build({ config: { webDistDir: webDir } })
  owner = await companyOwner(app, 'Atelier <Nord> & Co')
})
afterAll(() => rmSync(webDir, { recursive: true, force: true }))

type Element = DefaultTreeAdapterMap['element']
type Node = DefaultTreeAdapterMap['node']

function elements(node: Node): Element[] {
  const found: Element[] = []
  const walk = (n: Node) => {
    if ('tagName' in n) found.push(n)
    const children = 'content' in n && n.content ? n.content.childNodes : []
    for (const c of [...('childNodes' in n ? n.childNodes : []), ...children]) walk(c as Node)
  }
  walk(node)
  return found
}
const attr = (e: Element, name: string) => e.attrs.find((a) => a.name === name)?.value

/** The page's head as a reader sees it: meta by property or name, links by rel, JSON-LD. */
function readHead(html: string) {
  const all = elements(parse(html) as unknown as Node)
  const meta = new Map<string, string>()
  for (const m of all.filter((e) => e.tagName === 'meta')) {
    const key = attr(m, 'property') ?? attr(m, 'name')
    if (key) meta.set(key, attr(m, 'content') ?? '')
  }
  const links = new Map(
    all.filter((e) => e.tagName === 'link').map((l) => [attr(l, 'rel'), attr(l, 'href')]),
  )
  const jsonLd = all
    .filter((e) => e.tagName === 'script' && attr(e, 'type') === 'application/ld+json')
    .map((s) => JSON.parse(s.childNodes.map((c) => ('value' in c ? c.value : '')).join('')))
  const html5 = all.find((e) => e.tagName === 'html')!
  const title = all.find((e) => e.tagName === 'title')
  return {
    meta,
    links,
    jsonLd,
    lang: attr(html5, 'lang'),
    title: title?.childNodes.map((c) => ('value' in c ? c.value : '')).join(''),
  }
}

async function publishedWithDescription(description: string) {
  const fixtures = configuratorFixtures(app)
  const made = await fixtures.configurator(owner, { name: 'Table "Roble" <2 m>' })
  const c = made.configurator
  const saved = await app.inject({
    method: 'PUT',
    url: `/v1/configurators/${c.id}`,
    headers: owner.scoped,
    payload: {
      name: c.name,
      version: c.version,
      definition: { ...c.definition, description, price: { ...c.definition.price, base: null } },
    },
  })
  expect(saved.statusCode, saved.body).toBe(200)
  const res = await app.inject({
    method: 'POST',
    url: `/v1/configurators/${c.id}/publish`,
    headers: owner.scoped,
  })
  expect(res.statusCode, res.body).toBe(200)
  return { ...made, configurator: res.json() }
}

test('link previews and search engines read the product: title, description, picture, price, 3D file', async () => {
  const { configurator: c, design } = await publishedWithDescription(
    'Solid oak & walnut, made to measure </script><b>',
  )
  // The poster: a 400 × 300 picture of the design, as the renderer leaves it.
  const poster = await sharp({
    create: { width: 400, height: 300, channels: 4, background: '#8b5a2b' },
  })
    .png()
    .toBuffer()
  await app.services.designs.saveThumbnail(owner.company.id, design.id, poster)

  const res = await app.inject({ method: 'GET', url: `/configurator/${c.id}?W=2000` })
  expect(res.statusCode).toBe(200)
  const head = readHead(res.body)
  const base = 'http://localhost:3000'
  expect(head.title).toBe('Table "Roble" <2 m> · Atelier <Nord> & Co')
  expect(head.lang).toBe('en')
  expect(head.meta.get('description')).toBe('Solid oak & walnut, made to measure </script><b>')
  expect(head.meta.get('og:title')).toBe('Table "Roble" <2 m> · Atelier <Nord> & Co')
  expect(head.meta.get('og:description')).toBe('Solid oak & walnut, made to measure </script><b>')
  expect(head.meta.get('og:type')).toBe('product')
  expect(head.meta.get('og:locale')).toBe('en_GB')
  expect(head.meta.get('og:url')).toBe(`${base}/configurator/${c.id}?W=2000`)
  // Every configuration of the product is one page to a search engine.
  expect(head.links.get('canonical')).toBe(`${base}/configurator/${c.id}`)
  expect(head.meta.get('twitter:card')).toBe('summary_large_image')
  expect(head.meta.get('og:image:width')).toBe('1200')
  expect(head.meta.get('og:image:height')).toBe('630')
  expect(head.meta.get('og:image:alt')).toBe('Table "Roble" <2 m>, Atelier <Nord> & Co')
  const image = head.meta.get('og:image')!
  expect(image).toBe(`${base}/v1/public/configurators/${c.id}/preview.png`)

  // The picture itself is 1200 × 630, the poster whole inside it.
  const picture = await app.inject({ method: 'GET', url: image.slice(base.length) })
  expect(picture.statusCode).toBe(200)
  expect(picture.headers['content-type']).toBe('image/png')
  const { width, height, format } = await sharp(picture.rawPayload).metadata()
  expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: 'png' })
  const { data } = await sharp(picture.rawPayload).raw().toBuffer({ resolveWithObject: true })
  const centre = (315 * 1200 + 600) * 4
  expect([...data.subarray(centre, centre + 3)]).toEqual([0x8b, 0x5a, 0x2b])

  // schema.org Product, as shopping crawlers read it.
  expect(head.jsonLd).toHaveLength(1)
  const product = head.jsonLd[0]
  expect(product).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: 'Table "Roble" <2 m>',
    description: 'Solid oak & walnut, made to measure </script><b>',
    url: `${base}/configurator/${c.id}`,
    image,
    brand: { '@type': 'Brand', name: 'Atelier <Nord> & Co' },
    subjectOf: {
      '@type': '3DModel',
      encoding: {
        '@type': 'MediaObject',
        contentUrl: `${base}/v1/public/configurators/${c.id}/model.glb`,
        encodingFormat: 'model/gltf-binary',
      },
    },
  })
  // The range the live version quotes, in major units as schema.org writes prices.
  const { min, max } = c.priceRange
  expect(min.amount).toBeLessThan(max.amount)
  expect(product.offers).toEqual({
    '@type': 'AggregateOffer',
    priceCurrency: 'EUR',
    lowPrice: (min.amount / 100).toFixed(2),
    highPrice: (max.amount / 100).toFixed(2),
    availability: 'https://schema.org/InStock',
    url: `${base}/configurator/${c.id}`,
  })
  // Once the live version's poster is rendered (its default configuration), previews show it.
  const rendered = await sharp({
    create: { width: 1200, height: 630, channels: 3, background: '#2b5a8b' },
  })
    .jpeg()
    .toBuffer()
  await app.db.insert(configuratorPosters).values({
    configuratorId: c.id,
    companyId: owner.company.id,
    version: c.publishedVersion!,
    key: 'k'.repeat(22),
    jpeg: rendered,
  })
  const again = await app.inject({ method: 'GET', url: image.slice(base.length) })
  const posterPixels = await sharp(again.rawPayload).raw().toBuffer()
  const [r, g, b] = [...posterPixels.subarray(centre, centre + 3)]
  expect(Math.abs(r! - 0x2b) + Math.abs(g! - 0x5a) + Math.abs(b! - 0x8b)).toBeLessThan(12)

  // Nothing the studio typed can close the script or the page's markup.
  expect(res.body).not.toContain('</script><b>')
  expect(head.meta.get('robots')).toBeUndefined()
})

test('without a picture yet, the card is a summary and no picture is promised', async () => {
  const { configurator: c } = await publishedWithDescription('')
  const res = await app.inject({ method: 'GET', url: `/configurator/${c.id}` })
  const head = readHead(res.body)
  expect(head.meta.get('twitter:card')).toBe('summary')
  expect(head.meta.has('og:image')).toBe(false)
  expect(head.meta.has('og:description')).toBe(false)
  // The build's own description stays rather than an empty one.
  expect(head.meta.get('description')).toContain('Configure the product in 3D')
  const preview = await app.inject({
    method: 'GET',
    url: `/v1/public/configurators/${c.id}/preview.png`,
  })
  expect(preview.statusCode).toBe(404)
})

test('unknown, unpublished and malformed configurators have no preview picture', async () => {
  const { configurator: draft } = await configuratorFixtures(app).configurator(owner)
  for (const id of [crypto.randomUUID(), draft.id, 'not-a-uuid']) {
    const res = await app.inject({
      method: 'GET',
      url: `/v1/public/configurators/${id}/preview.png`,
    })
    expect(res.statusCode).toBe(404)
    expect(res.json().code).toBe('configurator_unavailable')
  }
})
