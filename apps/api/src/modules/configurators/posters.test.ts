import sharp from 'sharp'
import { beforeAll, describe, expect, test } from 'vitest'
import { build } from '../../../test/build'
import { companyOwner } from '../../../test/companies'
import { configuratorFixtures } from '../../../test/configurators'
import { renderingApp } from '../../../test/rendering'
import type { App } from '../../app'

// The poster of a published configurator (decision 040): its live version's default
// configuration, drawn by the screenshot page as the public page's 3D view draws it, kept per
// version, painted first by the page and named in its HTML.

type Owner = Awaited<ReturnType<typeof companyOwner>>
const png = Buffer.from('89504e470d0a1a0a', 'hex')
/** The smallest file that starts as a JPEG does: the service checks the signature only. */
const jpeg = Buffer.from('ffd8ffe000104a46494600', 'hex')

describe('without Chromium', () => {
  let app: App
  let owner: Owner
  let other: Owner
  beforeAll(async () => {
    app = await build()
    owner = await companyOwner(app, 'Poster Studio')
    other = await companyOwner(app, 'Other Studio')
  })
  const visitor = (url: string) => app.inject({ method: 'GET', url })
  const published = (who: Owner) => configuratorFixtures(app).published(who)
  const scenePath = (designId: string, query: string) =>
    `/v1/screenshots/${designId}/scene?${query}`
  const signed = (designId: string, configurator: string) =>
    app.services.screenshots
      .signPage(designId, { size: '1200x630', bg: 'f4f4f5', configurator }, 60)
      .split('?')[1]!

  test('the screenshot page is given the live version’s default configuration, by a signed address', async () => {
    const made = await published(owner)
    const { configurator: c, design } = made
    const res = await visitor(scenePath(design.id, signed(design.id, c.id)))
    expect(res.statusCode, res.body).toBe(200)
    const shot = res.json()
    expect(shot).toMatchObject({ id: design.id, poster: true, camera: null })
    // The default wood (oak, #c8a165) on the parts the option names; the design's are grey.
    const top = shot.scene.objects.find((o: { id: string }) => o.id === 'top')
    expect(top.color).toBe('#c8a165')
    // The leaf is an optional part, off by default: hidden as the page first shows it.
    expect(shot.scene.objects.find((o: { id: string }) => o.id === 'leaf').visible).toBe(false)
    expect(Object.keys(shot.components)).toContain(made.trestle.id)

    // The configurator is signed with the rest: swapped, it is refused.
    const otherOne = (await published(owner)).configurator
    const tampered = signed(design.id, c.id).replace(c.id, otherOne.id)
    expect((await visitor(scenePath(design.id, tampered))).statusCode).toBe(403)
    // Signed, but not this configurator's design, or not published: nothing.
    const wrongDesign = made.trestle.id
    expect((await visitor(scenePath(wrongDesign, signed(wrongDesign, c.id)))).statusCode).toBe(404)
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/v1/configurators/${c.id}/unpublish`,
          headers: owner.scoped,
        })
      ).statusCode,
    ).toBe(200)
    expect((await visitor(scenePath(design.id, signed(design.id, c.id)))).statusCode).toBe(404)
  })

  test('until its poster is rendered the page paints the design’s picture; then the poster, of the live version only', async () => {
    const { configurator: c, design } = await published(owner)
    const page = async () => (await visitor(`/v1/public/configurators/${c.id}`)).json()
    expect((await page()).posterUrl).toBeNull()
    await app.services.designs.saveThumbnail(owner.company.id, design.id, png)
    expect((await page()).posterUrl).toMatch(new RegExp(`^/v1/thumbnails/${design.id}/`))
    // Published configurators without a poster of their live version are found after a start.
    expect(await app.services.posters.unpostered()).toContainEqual({
      companyId: owner.company.id,
      id: c.id,
    })

    const url = await app.services.posters.savePoster(owner.company.id, c.id, 1, jpeg)
    expect(url).toMatch(new RegExp(`^/v1/public/configurators/${c.id}/poster/[\\w-]{22}\\.jpg$`))
    expect((await page()).posterUrl).toBe(url)
    const served = await visitor(url)
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/jpeg')
    expect(served.rawPayload.equals(jpeg)).toBe(true)
    expect(await app.services.posters.unpostered()).not.toContainEqual(
      expect.objectContaining({ id: c.id }),
    )

    // A new version: its poster is not rendered yet, and the old one shows what was.
    const again = await app.inject({
      method: 'POST',
      url: `/v1/configurators/${c.id}/publish`,
      headers: owner.scoped,
    })
    expect(again.statusCode, again.body).toBe(200)
    expect((await page()).posterUrl).toMatch(/^\/v1\/thumbnails\//)
    expect(await app.services.posters.unpostered()).toContainEqual(
      expect.objectContaining({ id: c.id }),
    )
    const second = await app.services.posters.savePoster(owner.company.id, c.id, 2, jpeg)
    // The old address stops answering; the new one is the page's and its HTML's.
    expect((await visitor(url)).statusCode).toBe(404)
    expect((await page()).posterUrl).toBe(second)
    expect((await app.services.publicConfigurators.pageHead(c.id))?.posterUrl).toBe(second)
  })

  test('a poster’s key opens only its own; another company cannot keep one for it', async () => {
    const mine = (await published(owner)).configurator
    const theirs = (await published(other)).configurator
    const url = await app.services.posters.savePoster(owner.company.id, mine.id, 1, jpeg)
    const key = url.split('/').at(-1)!
    expect((await visitor(`/v1/public/configurators/${theirs.id}/poster/${key}`)).statusCode).toBe(
      404,
    )
    const guessed = `${'A'.repeat(22)}.jpg`
    expect(
      (await visitor(`/v1/public/configurators/${mine.id}/poster/${guessed}`)).statusCode,
    ).toBe(404)
    await expect(
      app.services.posters.savePoster(other.company.id, mine.id, 1, jpeg),
    ).rejects.toMatchObject({ statusCode: 404 })
    await expect(
      app.services.posters.savePoster(owner.company.id, mine.id, 1, png),
    ).rejects.toMatchObject({ statusCode: 415 })
  })

  test('without a renderer publishing schedules no poster, and the page keeps the design’s picture', async () => {
    const { configurator: c } = await published(owner)
    expect(app.services.thumbnails.rendering('poster', c.id)).toBe(false)
    expect((await app.services.thumbnails.backfill()).posters).toBe(0)
  })
})

// Chromium renders the built web app's screenshot page, served by this very app.
describe('rendered with Chromium when published', () => {
  let app: App
  let owner: Owner
  beforeAll(async () => {
    app = await renderingApp()
    owner = await companyOwner(app, 'Rendering Posters')
  }, 60_000)

  /** How much of a picture is warm wood: red clearly above blue (the design's parts are grey). */
  const wood = async (image: Buffer) => {
    const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true })
    let warm = 0
    for (let i = 0; i < data.length; i += info.channels) {
      if (data[i]! - data[i + 2]! > 40) warm++
    }
    return { info, data, share: warm / (info.width * info.height) }
  }

  test('the poster is the default configuration: the default wood’s colour, on the scene’s background, 1200×630', async () => {
    const { configurator: c } = await configuratorFixtures(app).published(owner)
    expect(app.services.thumbnails.rendering('poster', c.id)).toBe(true)
    const page = async () =>
      (await app.inject({ method: 'GET', url: `/v1/public/configurators/${c.id}` })).json()
    let posterUrl: string | null = null
    for (let i = 0; i < 400 && !posterUrl?.includes('/poster/'); i++) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      posterUrl = (await page()).posterUrl
    }
    expect(posterUrl).toMatch(/\/poster\/[\w-]{22}\.jpg$/)
    const res = await app.inject({ method: 'GET', url: posterUrl! })
    expect(res.headers['content-type']).toBe('image/jpeg')
    const picture = await wood(res.rawPayload)
    expect([picture.info.width, picture.info.height]).toEqual([1200, 630])
    // The oak the option gives by default covers the top and the legs: a good part of the frame.
    expect(picture.share, 'share of oak-coloured pixels').toBeGreaterThan(0.04)
    // The corner is the scene's background (#f4f4f5), as behind the page's 3D view.
    const corner = [picture.data[0]!, picture.data[1]!, picture.data[2]!]
    for (const [value, expected] of corner.map((v, i) => [v, [0xf4, 0xf4, 0xf5][i]!])) {
      expect(Math.abs(value! - expected!)).toBeLessThanOrEqual(2)
    }
    // The design's own picture, unconfigured, is grey: the poster is not it.
    const design = await app.services.screenshots.thumbnail(owner.company.id, c.designId, '#f4f4f5')
    expect((await wood(design)).share).toBeLessThan(0.005)
  }, 120_000)
})
