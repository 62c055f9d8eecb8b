import type { Locale, Money } from '@designer/contract'
import { minorUnitDigits } from '@designer/contract'
import { escapeHtml } from '../lib/html'

/**
 * The public configurator's page as the server writes it (docs/decisions/041-page-metadata.md):
 * the head that link previews, search engines and shops read, and the first paint.
 */

export type ConfiguratorHead = {
  id: string
  frameAncestors: string[]
  name: string
  /** The studio's description of the product, in `language`. */
  description: string
  language: Locale
  company: string
  logoUrl: string | null
  posterUrl: string | null
  /** The scene's background colour, behind the poster as behind the 3D view. */
  background: string | null
  /** The lowest and highest price the live version quotes, when it has one. */
  price: { min: Money; max: Money } | null
}

/** Open Graph's locale names for the page's languages. */
const OG_LOCALES: Record<Locale, string> = { en: 'en_GB', es: 'es_ES', fr: 'fr_FR' }

/** An amount as schema.org wants it: a plain decimal in major units, `1250.00`. */
export function decimalAmount(money: Money): string {
  const digits = minorUnitDigits(money.currency)
  const sign = money.amount < 0 ? '-' : ''
  const abs = Math.abs(money.amount)
  if (digits === 0) return `${sign}${abs}`
  const major = Math.floor(abs / 10 ** digits)
  const minor = String(abs % 10 ** digits).padStart(digits, '0')
  return `${sign}${major}.${minor}`
}

/**
 * schema.org `Product` for search engines and shopping crawlers: the price range as an
 * `AggregateOffer`, the picture, the studio as the brand, and the 3D file of the default
 * configuration as a `3DModel`.
 */
export function productJsonLd(head: ConfiguratorHead, publicUrl: string) {
  const page = `${publicUrl}/configurator/${head.id}`
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: head.name,
    ...(head.description ? { description: head.description } : {}),
    url: page,
    brand: { '@type': 'Brand', name: head.company },
    ...(head.posterUrl ? { image: `${publicUrl}${previewPath(head.id)}` } : {}),
    ...(head.price
      ? {
          offers: {
            '@type': 'AggregateOffer',
            priceCurrency: head.price.min.currency,
            lowPrice: decimalAmount(head.price.min),
            highPrice: decimalAmount(head.price.max),
            availability: 'https://schema.org/InStock',
            url: page,
          },
        }
      : {}),
    subjectOf: {
      '@type': '3DModel',
      name: head.name,
      encoding: {
        '@type': 'MediaObject',
        contentUrl: `${publicUrl}/v1/public/configurators/${head.id}/model.glb`,
        encodingFormat: 'model/gltf-binary',
      },
    },
  }
}

/** Where the 1200 × 630 link-preview picture of a configurator is. */
export const previewPath = (id: string) => `/v1/public/configurators/${id}/preview.png`

/** JSON inside a script element: nothing in it may close the element or open a comment. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026')

/**
 * The public configurator's page with its own title and description, what link previews show
 * (Open Graph and X cards: name, description, a 1200 × 630 picture), its canonical address and
 * language versions, schema.org Product data, and the poster asked for before the script runs,
 * so it can paint first.
 */
export function withHead(html: string, head: ConfiguratorHead, publicUrl: string, url: string) {
  const title = escapeHtml(`${head.name} · ${head.company}`)
  const description = escapeHtml(head.description)
  const canonical = `${publicUrl}/configurator/${head.id}`
  const preview = head.posterUrl ? escapeHtml(`${publicUrl}${previewPath(head.id)}`) : null
  const tags = [
    `<title>${title}</title>`,
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    `<meta property="og:type" content="product" />`,
    `<meta property="og:title" content="${title}" />`,
    ...(head.description
      ? [
          `<meta property="og:description" content="${description}" />`,
          `<meta name="twitter:description" content="${description}" />`,
        ]
      : []),
    `<meta property="og:site_name" content="${escapeHtml(head.company)}" />`,
    `<meta property="og:url" content="${escapeHtml(`${publicUrl}${url}`)}" />`,
    `<meta property="og:locale" content="${OG_LOCALES[head.language]}" />`,
    `<meta name="twitter:title" content="${title}" />`,
    ...(preview
      ? [
          `<meta property="og:image" content="${preview}" />`,
          `<meta property="og:image:type" content="image/png" />`,
          `<meta property="og:image:width" content="1200" />`,
          `<meta property="og:image:height" content="630" />`,
          `<meta property="og:image:alt" content="${escapeHtml(`${head.name}, ${head.company}`)}" />`,
          `<meta name="twitter:card" content="summary_large_image" />`,
          `<meta name="twitter:image" content="${preview}" />`,
          `<link rel="preload" as="image" href="${escapeHtml(head.posterUrl!)}" fetchpriority="high" />`,
        ]
      : [`<meta name="twitter:card" content="summary" />`]),
    `<script type="application/ld+json">${scriptJson(productJsonLd(head, publicUrl))}</script>`,
  ]
  let page = html.replace(/<title>[^<]*<\/title>/, tags.join('\n    '))
  if (head.description) {
    page = page.replace(
      /<meta name="description" content="[^"]*" \/>/,
      `<meta name="description" content="${description}" />`,
    )
  }
  return page
    .replace(/<html lang="[^"]*">/, `<html lang="${head.language}">`)
    .replace('<div id="root"></div>', `<div id="root">${firstPaint(head)}</div>`)
}

/**
 * What the page shows before its script has run: the header and the poster where the app puts
 * them, so the product is on screen at the first paint (Largest Contentful Paint) rather than
 * after the JavaScript. The app replaces it when its data is in. The classes are the app's own
 * (public-configurator/components/page-header.tsx, configurator-page.tsx), so the stylesheet
 * has them and nothing moves when the app takes over.
 */
function firstPaint(head: ConfiguratorHead) {
  const company = escapeHtml(head.company)
  const mark = head.logoUrl
    ? `<img src="${escapeHtml(head.logoUrl)}" alt="" class="size-10 shrink-0 rounded-lg border bg-background object-contain p-0.5" />`
    : `<span aria-hidden="true" class="grid size-10 shrink-0 place-items-center rounded-lg bg-foreground font-semibold text-background text-lg">${escapeHtml(head.company.trim().charAt(0).toUpperCase())}</span>`
  const colour =
    head.background && /^#[0-9a-f]{3,8}$/i.test(head.background) ? head.background : null
  const background = colour ? ` style="background:${colour}"` : ''
  const poster = head.posterUrl
    ? `<img src="${escapeHtml(head.posterUrl)}" alt="" fetchpriority="high" class="absolute inset-y-0 left-1/2 h-full w-auto max-w-none -translate-x-1/2" />`
    : ''
  return [
    '<div class="min-h-dvh bg-muted/40" aria-busy="true">',
    '<header class="sticky top-0 z-30 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">',
    `<div class="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 lg:px-6">${mark}`,
    '<div class="min-w-0 flex-1">',
    `<p class="truncate text-muted-foreground text-xs leading-tight sm:text-sm">${company}</p>`,
    `<h1 class="truncate font-semibold text-base leading-tight tracking-tight sm:text-lg">${escapeHtml(head.name)}</h1>`,
    '</div></div></header>',
    '<main class="mx-auto max-w-7xl lg:grid lg:grid-cols-[minmax(0,1fr)_26rem] lg:gap-6 lg:px-6 lg:py-6">',
    '<div class="lg:sticky lg:top-22 lg:self-start">',
    `<div class="relative isolate overflow-hidden aspect-[4/3] sm:aspect-[16/10] lg:aspect-auto lg:h-[calc(100dvh-7rem)] lg:min-h-[28rem] lg:rounded-2xl lg:border lg:shadow-sm"${background}>${poster}</div>`,
    '</div></main></div>',
  ].join('')
}
