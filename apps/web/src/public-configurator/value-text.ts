import type { ConfigOption, SelectionValue } from '@designer/contract'
import type { Format } from '@/lib/format'
import type { ConfigurationEntry } from './components/quote-dialog'

/** A choice in words, as the visitor reads it: "1,800 mm", "Walnut", "Yes", the text typed. */
export function valueText(
  option: ConfigOption,
  value: SelectionValue | undefined,
  format: Format,
  words: { yes: string; no: string },
): string {
  switch (option.kind) {
    case 'dimension':
      return format.length(Number(value))
    case 'number':
      return format.number(Number(value))
    case 'material':
    case 'component':
      return option.values.find((v) => v.id === value)?.name ?? String(value ?? '')
    case 'part':
      return value === true ? words.yes : words.no
    case 'text':
      return String(value ?? '').trim()
  }
}

/**
 * The configuration in one sentence, the 3D view's description for people who cannot see it:
 * "Dining table: Length: 2,000 mm; Wood: Walnut; Leg style: Black steel".
 */
export function describeConfiguration(
  name: string,
  entries: ConfigurationEntry[],
  t: (key: string, values: Record<string, string>) => string,
): string {
  if (!entries.length) return name
  const choices = entries
    .map((e) => t('public-configurator.viewer.choice', { option: e.option, value: e.value }))
    .join('; ')
  return t('public-configurator.viewer.summary', { name, choices })
}
