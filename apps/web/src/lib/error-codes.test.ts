import { errorCodes, LOCALES, validationMessages } from '@designer/contract'
import { expect, test } from 'vitest'
import { allResources } from './i18n'

/**
 * The web shows an API error by its code (`errors.<code>`) and a field problem by its key
 * (`validation.*`): every code and key the contract lists needs a text in every language.
 */
test.each(LOCALES)('every error code and validation key has a text in %s', async (locale) => {
  const resources = await allResources()
  const texts = resources[locale]!.translation as Record<string, Record<string, unknown>>
  const missing = [
    ...errorCodes
      .filter((code) => typeof texts.errors?.[code] !== 'string')
      .map((c) => `errors.${c}`),
    ...Object.keys(validationMessages).filter(
      (key) => typeof texts.validation?.[key.replace(/^validation\./, '')] !== 'string',
    ),
  ]
  expect(missing).toEqual([])
})
