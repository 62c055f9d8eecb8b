import { isLocale, type Locale } from '@designer/contract'

/**
 * The visitor's language among the app's (en, es, fr), from an `Accept-Language` header
 * (RFC 9110 §12.5.4): the language ranges in the order of their weights (`q`, 1 when not
 * given; 0 means "not this one"), a range matching a language or a regional variant of it
 * (`fr-CA` is French). Null when none of them is one the app speaks, or `*` alone.
 */
export function acceptedLocale(header: string | undefined): Locale | null {
  if (!header) return null
  const ranges = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params
        .map((p) => /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/i.exec(p)?.[1])
        .find(Boolean)
      return { tag: tag.trim().toLowerCase(), weight: q === undefined ? 1 : Number(q) }
    })
    .filter((r) => r.tag && r.weight > 0)
    // The sort is stable: equal weights keep the header's order.
    .sort((a, b) => b.weight - a.weight)
  for (const { tag } of ranges) {
    const primary = tag.split('-')[0]
    if (isLocale(primary)) return primary
  }
  return null
}

/**
 * The language to answer a studio's texts in: the one asked for by `?lang=` (the page knows
 * its own), else the best the visitor's browser accepts, else the one the studio typed them in.
 */
export function visitorLocale(
  asked: { lang?: unknown; acceptLanguage?: string },
  studio: Locale,
): Locale {
  if (isLocale(asked.lang)) return asked.lang
  return acceptedLocale(asked.acceptLanguage) ?? studio
}
