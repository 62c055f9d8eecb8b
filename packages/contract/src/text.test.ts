import { expect, test } from 'vitest'
import { isStorableText, textInput } from './text'

test.each([
  ['plain', 'Chair', true],
  ['whole emoji and accents', 'Silla 🪑 ñ 椅子', true],
  ['tabs and new lines', 'a\tb\nc', true],
  ['NUL', 'a\u0000b', false],
  ['a high surrogate alone', 'a\uD83D', false],
  ['a low surrogate alone', '\uDE80b', false],
  ['two halves in the wrong order', '\uDE80\uD83D', false],
])('%s', (_name, value, storable) => {
  expect(isStorableText(value)).toBe(storable)
})

test('the refusal comes before trimming and limits, with its validation key', () => {
  const result = textInput().trim().max(3).safeParse(' \u0000 ')
  expect(result.error?.issues.map((i) => i.message)).toEqual(['validation.invalidCharacters'])
})
