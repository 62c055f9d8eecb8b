import type { PublicConfigurator } from '@designer/contract'
import { act, renderHook, waitFor } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import { publicApi } from './api'
import { inLanguage, useStudioTexts } from './texts'

const configurator = (over: Partial<PublicConfigurator> = {}) =>
  ({
    id: '00000000-0000-4000-8000-000000000001',
    name: 'Dining table',
    language: 'en',
    version: 3,
    definition: { description: 'A solid table', steps: [] },
    scene: { objects: [] },
    components: {},
    priceBook: {},
    ...over,
  }) as unknown as PublicConfigurator

afterEach(() => {
  vi.restoreAllMocks()
  document.documentElement.lang = 'en'
})

test('another language of the same version changes the texts and nothing else', () => {
  const shown = configurator()
  const french = configurator({
    name: 'Table à manger',
    language: 'fr',
    definition: { description: 'Une table massive', steps: [] } as never,
    scene: { objects: [] } as never,
  })
  const merged = inLanguage(shown, french)
  expect(merged).toMatchObject({ name: 'Table à manger', language: 'fr' })
  expect(merged.definition).toBe(french.definition)
  // The scene the 3D view draws is the one it has: nothing to draw again.
  expect(merged.scene).toBe(shown.scene)
  // A version published meanwhile comes whole.
  const newer = configurator({ version: 4, language: 'fr' })
  expect(inLanguage(shown, newer)).toBe(newer)
})

test('switching the page to French asks for the French texts and shows them', async () => {
  const french = configurator({ name: 'Table à manger', language: 'fr' })
  const fetch = vi.spyOn(publicApi, 'configurator').mockResolvedValue(french)
  const show = vi.fn()
  const { rerender } = renderHook(
    ({ shown, language }: { shown: PublicConfigurator; language: 'en' | 'fr' }) =>
      useStudioTexts(shown, language, show),
    { initialProps: { shown: configurator(), language: 'en' } },
  )
  // In the language it has: nothing asked.
  expect(fetch).not.toHaveBeenCalled()
  expect(document.documentElement.lang).toBe('en')

  rerender({ shown: configurator(), language: 'fr' })
  expect(fetch).toHaveBeenCalledWith('00000000-0000-4000-8000-000000000001', 'fr')
  await waitFor(() => expect(show).toHaveBeenCalledTimes(1))
  expect(show.mock.calls[0]![0]).toMatchObject({ name: 'Table à manger', language: 'fr' })

  rerender({ shown: show.mock.calls[0]![0], language: 'fr' })
  expect(document.documentElement.lang).toBe('fr')
  expect(fetch).toHaveBeenCalledTimes(1)
})

test('a switch overtaken by another, or a failed request, leaves the page as it is', async () => {
  let answerFrench: (c: PublicConfigurator) => void = () => undefined
  const fetch = vi
    .spyOn(publicApi, 'configurator')
    .mockImplementationOnce(() => new Promise((resolve) => (answerFrench = resolve)))
    .mockRejectedValueOnce(new Error('offline'))
  const show = vi.fn()
  const { rerender } = renderHook(
    ({ language }: { language: 'en' | 'es' | 'fr' }) =>
      useStudioTexts(configurator(), language, show),
    { initialProps: { language: 'fr' } },
  )
  rerender({ language: 'es' })
  expect(fetch).toHaveBeenCalledTimes(2)
  await act(async () => answerFrench(configurator({ language: 'fr' })))
  // French came after Spanish was asked for: not shown. Spanish failed: nothing shown.
  expect(show).not.toHaveBeenCalled()
})
