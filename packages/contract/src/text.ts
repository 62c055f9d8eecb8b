import { z } from 'zod'

/**
 * A NUL, or half of a surrogate pair (a cut emoji), cannot be stored: PostgreSQL refuses NUL in
 * text and unpaired `\ud83d` escapes in jsonb. Nobody types them; they arrive from broken
 * clients and fuzzers, so they are refused as a field error instead of failing the whole save.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value)
}

/**
 * The start of every string a request carries (bodies, queries, parameters, nested scene
 * fields): chain `.trim()`, `.max()` … after it.
 */
export function textInput() {
  return z.string().refine(isStorableText, { message: 'validation.invalidCharacters' })
}
