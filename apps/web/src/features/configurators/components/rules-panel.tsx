import {
  type Comparison,
  type ConfigOption,
  RULE_ACTIONS,
  type Rule,
  type RuleAction,
  type RuleActionType,
  type SelectionValue,
} from '@designer/contract'
import { GitBranch, Plus } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { SelectField } from '@/components/select-field'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { cn } from '@/lib/utils'
import { idFrom, moveItem, type Problem, problemsAt } from '../editor/model'
import type { ConfiguratorStore, ConfiguratorWork } from '../editor/store'
import { removeRuleAction } from '../editor/texts'
import { EmptyNote } from './empty-note'
import { IconButton, ItemActions } from './item-actions'
import { ProblemList } from './problem-list'
import {
  actionOnValue,
  type Comparing,
  comparisonsFor,
  firstValue,
  flat,
  retargetAction,
  retypeAction,
  withComparison,
} from './rule-sentence'

const VALUE_ACTIONS: RuleActionType[] = ['hide', 'show', 'disable', 'enable']
/** The selects of a rule's sentence: as small as its words. */
const SMALL = 'h-8 w-auto text-xs'

/** The values of a material or component option, to choose one. */
const valueOptions = (option: Extract<ConfigOption, { kind: 'material' | 'component' }>) =>
  option.values.map((v) => ({ value: v.id, label: v.name }))

/**
 * The rules, read as sentences: "When Length is more than 2000 and Wood is Ash, hide Extension
 * leaf, warn 'Ships in two parts'". Applied in order, so a later rule's show or hide wins.
 */
export function RulesPanel({
  store,
  work,
  problems,
  highlight,
}: {
  store: ConfiguratorStore
  work: ConfiguratorWork
  problems: Problem[]
  /** A rule to scroll to (from the problems list). */
  highlight: number | null
}) {
  const { t } = useTranslation()
  const options = work.definition.steps.flatMap((s) => s.options)
  const { rules } = work.definition
  const add = () => {
    const first = options[0]
    const id = idFrom(
      'rule',
      rules.map((r) => r.id),
      'rule',
    )
    store.change((w) =>
      w.definition.rules.push({
        id,
        name: '',
        when: { all: [{ option: first?.id ?? '', op: 'eq', value: firstValue(first) }] },
        actions: [{ type: 'warn', message: t('configurators.rules.newMessage') }],
      }),
    )
  }
  return (
    <div className="min-h-0 flex-1 overflow-y-auto px-2 pb-3" data-testid="rules-panel">
      <p className="px-1 pb-3 text-muted-foreground text-xs">{t('configurators.rules.hint')}</p>
      {rules.length === 0 && (
        <EmptyNote
          className="mx-1 mb-3"
          icon={GitBranch}
          title={t('configurators.rules.emptyTitle')}
          description={t('configurators.rules.emptyDescription')}
        />
      )}
      <ol className="grid gap-3">
        {rules.map((rule, index) => (
          <RuleCard
            key={`${index}-${rule.id}`}
            rule={rule}
            index={index}
            count={rules.length}
            options={options}
            problems={problemsAt(problems, `rules.${index}`)}
            highlighted={highlight === index}
            update={(recipe, key) =>
              store.change((w) => recipe(w.definition.rules[index]!), key && `rule.${index}.${key}`)
            }
            move={(delta) =>
              store.change((w) => moveItem(w.definition.rules, index, index + delta))
            }
            remove={() => store.change((w) => void w.definition.rules.splice(index, 1))}
            removeAction={(action) =>
              store.change((w) => removeRuleAction(w.definition, index, action))
            }
          />
        ))}
      </ol>
      <Button
        variant="outline"
        size="sm"
        className="mt-3 w-full border-dashed"
        onClick={add}
        disabled={options.length === 0}
        data-testid="add-rule"
      >
        <Plus aria-hidden="true" />
        {t('configurators.rules.add')}
      </Button>
    </div>
  )
}

function RuleCard({
  rule,
  index,
  count,
  options,
  problems,
  highlighted,
  update,
  move,
  remove,
  removeAction,
}: {
  rule: Rule
  index: number
  count: number
  options: ConfigOption[]
  problems: Problem[]
  highlighted: boolean
  update: (recipe: (r: Rule) => void, mergeKey?: string) => void
  move: (delta: -1 | 1) => void
  remove: () => void
  /** Removes one of its actions; the messages' translations after it move up with them. */
  removeAction: (index: number) => void
}) {
  const { t } = useTranslation()
  const condition = flat(rule.when)
  const byId = new Map(options.map((o) => [o.id, o]))
  const setItems = (recipe: (items: Comparing[]) => void, key?: string) =>
    update((r) => {
      const current = flat(r.when) ?? { join: 'all' as const, items: [] }
      recipe(current.items)
      r.when = current.join === 'all' ? { all: current.items } : { any: current.items }
    }, key)
  return (
    <li
      className={cn(
        'grid gap-3 rounded-lg border bg-background p-3',
        problems.length > 0 && 'border-destructive/60',
        highlighted && 'ring-2 ring-primary',
      )}
      data-testid={`rule-${index}`}
    >
      <div className="flex items-center gap-1">
        <Input
          value={rule.name}
          placeholder={t('configurators.rules.namePlaceholder', { n: index + 1 })}
          aria-label={t('configurators.rules.name')}
          onChange={(e) =>
            update((r) => {
              r.name = e.target.value
            }, 'name')
          }
          className="h-8 flex-1 font-medium"
        />
        <ItemActions
          labels={{
            up: t('configurators.rules.moveUp'),
            down: t('configurators.rules.moveDown'),
            remove: t('configurators.rules.remove'),
          }}
          first={index === 0}
          last={index === count - 1}
          onMove={move}
          onRemove={remove}
        />
      </div>
      <ProblemList problems={problems} />

      <div className="grid gap-2">
        {condition ? (
          <>
            <div className="flex items-center gap-2 text-sm">
              <span className="font-semibold text-primary uppercase tracking-wide text-xs">
                {t('configurators.rules.when')}
              </span>
              {condition.items.length > 1 && (
                <SelectField
                  label={t('configurators.rules.join')}
                  hideLabel
                  className="h-7 w-auto text-xs"
                  value={condition.join}
                  onValueChange={(join) =>
                    update((r) => {
                      r.when = join === 'all' ? { all: condition.items } : { any: condition.items }
                    })
                  }
                  options={[
                    { value: 'all', label: t('configurators.rules.all') },
                    { value: 'any', label: t('configurators.rules.any') },
                  ]}
                />
              )}
            </div>
            <ul className="grid gap-1.5">
              {condition.items.map((c, i) => (
                <li
                  // Conditions have no id; their place is what identifies them here.
                  key={i}
                  className="flex flex-wrap items-center gap-1.5"
                  data-testid={`condition-${i}`}
                >
                  <OptionSelect
                    options={options}
                    value={c.option}
                    label={t('configurators.rules.conditionOption')}
                    onChange={(option) =>
                      setItems((items) => {
                        items[i] = { option, op: 'eq', value: firstValue(byId.get(option)) }
                      })
                    }
                  />
                  <SelectField
                    label={t('configurators.rules.comparison')}
                    hideLabel
                    className={SMALL}
                    value={c.op}
                    onValueChange={(op) =>
                      setItems((items) => {
                        items[i] = withComparison(items[i]!, op as Comparison)
                      })
                    }
                    options={comparisonsFor(byId.get(c.option)).map((op) => ({
                      value: op,
                      label: t(`configurators.comparisons.${op}`),
                    }))}
                  />
                  <ValueInput
                    option={byId.get(c.option)}
                    value={c.value}
                    multiple={c.op === 'in'}
                    onChange={(value) =>
                      setItems((items) => {
                        items[i]!.value = value
                      }, `when.${i}`)
                    }
                  />
                  {condition.items.length > 1 && (
                    <IconButton
                      label={t('configurators.rules.removeCondition')}
                      onClick={() => setItems((items) => void items.splice(i, 1))}
                    />
                  )}
                </li>
              ))}
            </ul>
            <Button
              variant="ghost"
              size="sm"
              className="h-7 justify-self-start text-xs"
              onClick={() =>
                setItems((items) =>
                  items.push({ option: options[0]!.id, op: 'eq', value: firstValue(options[0]) }),
                )
              }
            >
              <Plus aria-hidden="true" />
              {t('configurators.rules.addCondition')}
            </Button>
          </>
        ) : (
          <div className="grid gap-2 rounded-md bg-muted/50 p-2 text-xs">
            <p>{t('configurators.rules.nested')}</p>
            <code className="break-all text-muted-foreground">{JSON.stringify(rule.when)}</code>
            <Button
              variant="outline"
              size="sm"
              className="justify-self-start"
              onClick={() =>
                update((r) => {
                  r.when = {
                    all: [{ option: options[0]!.id, op: 'eq', value: firstValue(options[0]) }],
                  }
                })
              }
            >
              {t('configurators.rules.simplify')}
            </Button>
          </div>
        )}
      </div>

      <div className="grid gap-2">
        <span className="font-semibold text-primary uppercase tracking-wide text-xs">
          {t('configurators.rules.then')}
        </span>
        <ul className="grid gap-1.5">
          {rule.actions.map((action, i) => (
            <ActionRow
              key={i}
              index={i}
              action={action}
              options={options}
              canRemove={rule.actions.length > 1}
              onChange={(next, key) =>
                update((r) => {
                  r.actions[i] = next
                }, key && `action.${i}.${key}`)
              }
              onRemove={() => removeAction(i)}
            />
          ))}
        </ul>
        <Button
          variant="ghost"
          size="sm"
          className="h-7 justify-self-start text-xs"
          onClick={() =>
            update((r) => void r.actions.push({ type: 'hide', option: options[0]!.id }))
          }
        >
          <Plus aria-hidden="true" />
          {t('configurators.rules.addAction')}
        </Button>
      </div>
    </li>
  )
}

function OptionSelect({
  options,
  value,
  label,
  onChange,
}: {
  options: ConfigOption[]
  value: string
  label: string
  onChange: (id: string) => void
}) {
  return (
    <SelectField
      label={label}
      hideLabel
      className={cn(SMALL, 'max-w-44')}
      placeholder="—"
      value={value}
      onValueChange={onChange}
      options={options.map((o) => ({ value: o.id, label: o.name || o.id }))}
    />
  )
}

/** A value to compare with or to set, as the option's kind takes it. */
function ValueInput({
  option,
  value,
  multiple = false,
  onChange,
}: {
  option: ConfigOption | undefined
  value: SelectionValue | SelectionValue[]
  multiple?: boolean
  onChange: (value: SelectionValue | SelectionValue[]) => void
}) {
  const { t } = useTranslation()
  const label = t('configurators.rules.value')
  if (option?.kind === 'material' || option?.kind === 'component') {
    if (multiple) {
      const chosen = [value].flat()
      return (
        <fieldset className="flex flex-wrap gap-1">
          <legend className="sr-only">{label}</legend>
          {option.values.map((v) => {
            const on = chosen.includes(v.id)
            return (
              <button
                key={v.id}
                type="button"
                aria-pressed={on}
                onClick={() => onChange(on ? chosen.filter((c) => c !== v.id) : [...chosen, v.id])}
                className={cn(
                  'rounded-full border px-2 py-0.5 text-xs outline-none focus-visible:ring-2 focus-visible:ring-ring/50',
                  on ? 'border-primary bg-primary/10 text-primary' : 'text-muted-foreground',
                )}
              >
                {v.name}
              </button>
            )
          })}
        </fieldset>
      )
    }
    return (
      <SelectField
        label={label}
        hideLabel
        className={cn(SMALL, 'max-w-40')}
        placeholder="—"
        value={String(value)}
        onValueChange={onChange}
        options={valueOptions(option)}
      />
    )
  }
  if (option?.kind === 'part') {
    return (
      <SelectField
        label={label}
        hideLabel
        className={SMALL}
        value={String(value)}
        onValueChange={(v) => onChange(v === 'true')}
        options={[
          { value: 'true', label: t('configurators.rules.partOn') },
          { value: 'false', label: t('configurators.rules.partOff') },
        ]}
      />
    )
  }
  if (option?.kind === 'dimension' || option?.kind === 'number') {
    return (
      <Input
        type="number"
        value={typeof value === 'number' && Number.isFinite(value) ? value : ''}
        onChange={(e) => onChange(e.target.valueAsNumber)}
        aria-label={label}
        className="h-8 w-24 text-xs tabular-nums"
      />
    )
  }
  return (
    <Input
      value={typeof value === 'string' ? value : ''}
      onChange={(e) => onChange(e.target.value)}
      aria-label={label}
      className="h-8 w-32 text-xs"
    />
  )
}

function ActionRow({
  index,
  action,
  options,
  canRemove,
  onChange,
  onRemove,
}: {
  index: number
  action: RuleAction
  options: ConfigOption[]
  canRemove: boolean
  onChange: (action: RuleAction, mergeKey?: string) => void
  onRemove: () => void
}) {
  const { t } = useTranslation()
  const option = 'option' in action ? options.find((o) => o.id === action.option) : undefined
  const retype = (type: RuleActionType) =>
    onChange(retypeAction(action, type, options, t('configurators.rules.newMessage')))
  return (
    <li className="flex flex-wrap items-center gap-1.5" data-testid={`action-${index}`}>
      <SelectField
        label={t('configurators.rules.actionType')}
        hideLabel
        className={SMALL}
        value={action.type}
        onValueChange={(v) => retype(v as RuleActionType)}
        options={RULE_ACTIONS.map((type) => ({
          value: type,
          label: t(`configurators.ruleActions.${type}`),
        }))}
      />
      {'option' in action && (
        <OptionSelect
          options={options}
          value={action.option}
          label={t('configurators.rules.actionOption')}
          onChange={(id) => onChange(retargetAction(action, id, options))}
        />
      )}
      {VALUE_ACTIONS.includes(action.type) &&
        'option' in action &&
        (option?.kind === 'material' || option?.kind === 'component') && (
          <SelectField
            label={t('configurators.rules.actionValue')}
            hideLabel
            className={cn(SMALL, 'max-w-40')}
            emptyLabel={t('configurators.rules.wholeOption')}
            value={('value' in action && (action.value as string)) || null}
            onValueChange={(v) => onChange(actionOnValue(action, v))}
            options={valueOptions(option)}
          />
        )}
      {action.type === 'set' && (
        <>
          <span className="text-muted-foreground text-xs">{t('configurators.rules.to')}</span>
          <ValueInput
            option={option}
            value={action.value}
            onChange={(value) => onChange({ ...action, value: value as SelectionValue }, 'value')}
          />
        </>
      )}
      {(action.type === 'block' || action.type === 'warn') && (
        <Input
          value={action.message}
          onChange={(e) => onChange({ ...action, message: e.target.value }, 'message')}
          aria-label={t('configurators.rules.message')}
          className="h-8 min-w-40 flex-1 text-xs"
        />
      )}
      {canRemove && <IconButton label={t('configurators.rules.removeAction')} onClick={onRemove} />}
    </li>
  )
}
