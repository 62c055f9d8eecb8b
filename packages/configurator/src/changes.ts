import type { ConfiguratorDefinition } from '@designer/contract'
import { allOptions } from './rules'

/**
 * What a draft changes from the published version, for the publish dialog: steps, options and
 * their values, rules and the price setup, each added, removed or changed (with the fields that
 * changed). Order within a list counts as a change of the step or option that holds it.
 */

export type DefinitionChange = {
  kind: 'added' | 'removed' | 'changed'
  subject: 'step' | 'option' | 'value' | 'rule' | 'price'
  id: string
  /** The name as it is now (as it was, when removed). */
  name: string
  /** The option a value belongs to. */
  parent?: string
  /** Which of its fields changed. */
  fields?: string[]
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  skip: string[] = [],
) {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)])
  return [...keys].filter((k) => !skip.includes(k) && !same(before[k], after[k]))
}

function diffLists<T extends { id: string }>(
  before: T[],
  after: T[],
  subject: DefinitionChange['subject'],
  nameOf: (item: T) => string,
  skip: string[] = [],
  parent?: string,
): DefinitionChange[] {
  const changes: DefinitionChange[] = []
  const old = new Map(before.map((i) => [i.id, i]))
  const now = new Set(after.map((i) => i.id))
  for (const item of after) {
    const was = old.get(item.id)
    const base = { subject, id: item.id, name: nameOf(item), ...(parent ? { parent } : {}) }
    if (!was) changes.push({ kind: 'added', ...base })
    else {
      const fields = changedFields(
        was as unknown as Record<string, unknown>,
        item as unknown as Record<string, unknown>,
        skip,
      )
      if (fields.length) changes.push({ kind: 'changed', ...base, fields })
    }
  }
  for (const item of before) {
    if (!now.has(item.id)) {
      changes.push({
        kind: 'removed',
        subject,
        id: item.id,
        name: nameOf(item),
        ...(parent ? { parent } : {}),
      })
    }
  }
  return changes
}

const ids = (list: { id: string }[]) => list.map((i) => i.id)

export function definitionChanges(
  before: ConfiguratorDefinition,
  after: ConfiguratorDefinition,
): DefinitionChange[] {
  const changes: DefinitionChange[] = []
  // Steps: their name and view; options are compared on their own below, and a step whose
  // options (those it kept) now come in another order has its order changed.
  changes.push(...diffLists(before.steps, after.steps, 'step', (s) => s.name, ['options']))
  for (const step of after.steps) {
    const was = before.steps.find((s) => s.id === step.id)
    if (!was) continue
    const kept = (list: string[], other: string[]) => list.filter((id) => other.includes(id))
    const oldOrder = ids(was.options)
    const newOrder = ids(step.options)
    if (same(kept(oldOrder, newOrder), kept(newOrder, oldOrder))) continue
    const existing = changes.find((c) => c.subject === 'step' && c.id === step.id)
    if (existing) existing.fields = [...(existing.fields ?? []), 'order']
    else
      changes.push({
        kind: 'changed',
        subject: 'step',
        id: step.id,
        name: step.name,
        fields: ['order'],
      })
  }
  const oldOptions = allOptions(before)
  const newOptions = allOptions(after)
  changes.push(...diffLists(oldOptions, newOptions, 'option', (o) => o.name, ['values']))
  for (const option of newOptions) {
    const was = oldOptions.find((o) => o.id === option.id)
    if (!was || !('values' in option) || !('values' in was)) continue
    changes.push(
      ...diffLists(
        was.values as { id: string; name: string }[],
        option.values as { id: string; name: string }[],
        'value',
        (v) => v.name,
        [],
        option.name,
      ),
    )
  }
  changes.push(...diffLists(before.rules, after.rules, 'rule', (r) => r.name || r.id))
  const priceFields = changedFields(before.price, after.price)
  if (priceFields.length) {
    changes.push({ kind: 'changed', subject: 'price', id: 'price', name: '', fields: priceFields })
  }
  return changes
}
