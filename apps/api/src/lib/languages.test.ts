import { expect, test } from 'vitest'
import { acceptedLocale, visitorLocale } from './languages'

test("a browser's Accept-Language picks the app's language it weighs most", () => {
  expect(acceptedLocale('fr-FR,fr;q=0.9,en-US;q=0.8,en;q=0.7')).toBe('fr')
  expect(acceptedLocale('de-DE,de;q=0.9,es;q=0.5,en;q=0.4')).toBe('es')
  // Weights, not the order written, decide; equal weights keep the order.
  expect(acceptedLocale('en;q=0.3, fr-CA;q=0.8')).toBe('fr')
  expect(acceptedLocale('es, fr')).toBe('es')
  // q=0 is "not this one".
  expect(acceptedLocale('fr;q=0, es;q=0.1')).toBe('es')
  expect(acceptedLocale('ES-mx')).toBe('es')
})

test('a header naming none of the app’s languages, or none at all, decides nothing', () => {
  expect(acceptedLocale('de-DE,de;q=0.9')).toBeNull()
  expect(acceptedLocale('*')).toBeNull()
  expect(acceptedLocale('')).toBeNull()
  expect(acceptedLocale(undefined)).toBeNull()
  expect(acceptedLocale('frisian, english')).toBeNull()
})

test('?lang= first, then the browser, then the studio’s own language', () => {
  expect(visitorLocale({ lang: 'es', acceptLanguage: 'fr' }, 'en')).toBe('es')
  expect(visitorLocale({ lang: 'de', acceptLanguage: 'fr' }, 'en')).toBe('fr')
  expect(visitorLocale({ acceptLanguage: 'de' }, 'es')).toBe('es')
  expect(visitorLocale({}, 'fr')).toBe('fr')
})
