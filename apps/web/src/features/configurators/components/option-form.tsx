import type { Binding, ConfigOption, SceneObject } from '@designer/contract'
import { Plus, Trash2 } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { BindingRow, type InstanceParameters, targetsFor } from '@/components/bindings/binding-row'
import { MoneyInput } from '@/components/money-input'
import { SelectField } from '@/components/select-field'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Switch } from '@/components/ui/switch'
import { Textarea } from '@/components/ui/textarea'
import { fieldText } from '@/lib/forms'
import { useComponents } from '@/lib/queries/components'
import { useMaterialAppearances, useSupplierItemOptions } from '@/lib/queries/supplier-items'
import { cn } from '@/lib/utils'
import { definitionAmount, type Problem } from '../editor/model'
import { EmptyNote } from './empty-note'
import { MaterialValueLook, materialOptions } from './material-value-look'
import { NameIdFields } from './name-id-fields'
import { ObjectChips, PickButton } from './object-chips'
import { addValue, removeValue, renameValueId } from './option-values'

export type OptionFormProps = {
  option: ConfigOption
  /** Changes this option; `mergeKey` makes typing in one field one step of the history. */
  update: (recipe: (o: ConfigOption) => void, mergeKey?: string) => void
  objects: SceneObject[]
  /** The parameters of the components the design's instances place. */
  parameters?: InstanceParameters
  /** Every option id, for formulas. */
  names: string[]
  currency: string
  /** This option's problems, paths relative to it (`bindings.0.objectId`). */
  problems: Problem[]
  picking: boolean
  onPickingChange: (picking: boolean) => void
  /** The option's id was changed: whoever holds it by id follows. */
  onIdChange: (id: string) => void
}

/** A select in a value's row, as small as the row's inputs. */
const ROW_SELECT = 'h-8 w-full min-w-0 text-xs'

/** The text of the first problem at a path under the option, translated. */
function useProblemAt(problems: Problem[]) {
  const { t } = useTranslation()
  return (path: string) => {
    const found = problems.find((p) => p.path === path)
    return found ? fieldText(t, found.code) : undefined
  }
}

/** One option's settings: the same for every kind first, then what its kind needs. */
export function OptionForm(props: OptionFormProps) {
  const { t } = useTranslation()
  const { option, update, problems } = props
  const uid = useId()
  const at = useProblemAt(problems)
  return (
    <div className="grid gap-4" data-testid="option-form">
      <NameIdFields
        nameLabel={t('configurators.option.name')}
        name={option.name}
        id={option.id}
        idHint={t('configurators.option.idHint')}
        nameError={at('name')}
        idError={at('id')}
        onNameChange={(name) =>
          update((o) => {
            o.name = name
          }, `${option.id}.name`)
        }
        onIdChange={(id) => {
          update((o) => {
            o.id = id
          }, `${uid}.id`)
          props.onIdChange(id)
        }}
      />
      <FormField id={`${uid}-description`} label={t('configurators.option.description')}>
        <Textarea
          rows={2}
          className="min-h-14"
          value={option.description}
          placeholder={t('configurators.option.descriptionPlaceholder')}
          onChange={(e) =>
            update((o) => {
              o.description = e.target.value
            }, `${option.id}.description`)
          }
        />
      </FormField>
      <KindFields {...props} />
    </div>
  )
}

function NumberInput({
  id,
  label,
  value,
  onChange,
  error,
}: {
  id: string
  label: string
  value: number
  onChange: (n: number) => void
  error?: string
}) {
  return (
    <FormField id={id} label={label} error={error}>
      <Input
        type="number"
        inputMode="decimal"
        value={Number.isFinite(value) ? value : ''}
        onChange={(e) => onChange(e.target.valueAsNumber)}
        className="tabular-nums"
      />
    </FormField>
  )
}

function RangeFields({ option, update, problems }: OptionFormProps) {
  const { t } = useTranslation()
  const uid = useId()
  const at = useProblemAt(problems)
  if (option.kind !== 'dimension' && option.kind !== 'number') return null
  const unit = option.kind === 'dimension' ? ' (mm)' : ''
  const field = (key: 'min' | 'max' | 'step' | 'default') => (
    <NumberInput
      id={`${uid}-${key}`}
      label={`${t(`configurators.option.${key}`)}${unit}`}
      value={option[key]}
      error={at(key)}
      onChange={(n) =>
        update((o) => {
          if (o.kind === 'dimension' || o.kind === 'number') o[key] = n
        }, `${option.id}.${key}`)
      }
    />
  )
  return (
    <div className="grid grid-cols-2 items-end gap-3 sm:grid-cols-4">
      {field('min')}
      {field('max')}
      {field('step')}
      {field('default')}
    </div>
  )
}

function KindFields(props: OptionFormProps) {
  const { t } = useTranslation()
  const { option, update, objects, currency, picking, onPickingChange, problems } = props
  const uid = useId()
  switch (option.kind) {
    case 'dimension':
      return (
        <>
          <RangeFields {...props} />
          <BindingsEditor {...props} />
        </>
      )
    case 'number':
      return <RangeFields {...props} />
    case 'text':
      return (
        <div className="grid grid-cols-2 items-start gap-3">
          <NumberInput
            id={`${uid}-max-length`}
            label={t('configurators.option.maxLength')}
            value={option.maxLength}
            onChange={(n) =>
              update((o) => {
                if (o.kind === 'text') o.maxLength = n
              }, `${option.id}.maxLength`)
            }
          />
          <FormField id={`${uid}-default`} label={t('configurators.option.defaultText')}>
            <Input
              value={option.default}
              onChange={(e) =>
                update((o) => {
                  if (o.kind === 'text') o.default = e.target.value
                }, `${option.id}.default`)
              }
            />
          </FormField>
        </div>
      )
    case 'part':
      return (
        <>
          <ObjectsField {...props} label={t('configurators.option.partObjects')} />
          <div className="grid grid-cols-2 items-end gap-3">
            <FormField id={`${uid}-surcharge`} label={t('configurators.option.surcharge')}>
              <MoneyInput
                value={option.surcharge?.amount ?? null}
                currency={currency}
                onValueChange={(amount) =>
                  update((o) => {
                    if (o.kind === 'part') o.surcharge = definitionAmount(amount, currency)
                  }, `${option.id}.surcharge`)
                }
              />
            </FormField>
            <div className="flex h-9 items-center gap-2">
              <Switch
                id={`${uid}-default`}
                checked={option.default}
                onCheckedChange={(checked) =>
                  update((o) => {
                    if (o.kind === 'part') o.default = checked
                  })
                }
              />
              <Label htmlFor={`${uid}-default`}>{t('configurators.option.partDefault')}</Label>
            </div>
          </div>
        </>
      )
    case 'material':
    case 'component':
      return (
        <>
          <ObjectsField
            {...props}
            label={t(
              option.kind === 'material'
                ? 'configurators.option.materialObjects'
                : 'configurators.option.componentObjects',
            )}
            objects={
              option.kind === 'component' ? objects.filter((o) => o.type === 'component') : objects
            }
            picking={picking}
            onPickingChange={onPickingChange}
          />
          <ValuesEditor {...props} problems={problems} />
        </>
      )
  }
}

function ObjectsField({
  option,
  update,
  objects,
  picking,
  onPickingChange,
  problems,
  label,
}: OptionFormProps & { label: string }) {
  if (!('objectIds' in option)) return null
  return (
    <div className="grid gap-2">
      <span className="font-medium text-sm">{label}</span>
      <ObjectChips
        ids={option.objectIds}
        objects={objects}
        picking={picking}
        onPickingChange={onPickingChange}
        invalid={problems.some((p) => p.path.startsWith('objectIds'))}
        onChange={(ids) =>
          update((o) => {
            if ('objectIds' in o) o.objectIds = ids
          })
        }
      />
    </div>
  )
}

function BindingsEditor({
  option,
  update,
  objects,
  parameters,
  names,
  picking,
  onPickingChange,
  problems,
}: OptionFormProps) {
  const { t } = useTranslation()
  const uid = useId()
  if (option.kind !== 'dimension') return null
  const set = (index: number, patch: Partial<Binding>) =>
    update(
      (o) => {
        if (o.kind === 'dimension') Object.assign(o.bindings[index]!, patch)
      },
      `${option.id}.bindings.${index}.${Object.keys(patch).join()}`,
    )
  return (
    <div className="grid gap-2" data-testid="bindings">
      <div className="flex items-center justify-between gap-2">
        <span className="font-medium text-sm">{t('configurators.bindings.title')}</span>
        <PickButton picking={picking} onPickingChange={onPickingChange} />
      </div>
      <p className="text-muted-foreground text-xs">
        {t('configurators.bindings.hint', { id: option.id })}
      </p>
      {option.bindings.length === 0 && (
        <EmptyNote description={t('configurators.bindings.empty')} />
      )}
      <ul className="grid gap-2">
        {option.bindings.map((binding, index) => {
          const broken = problems.some((p) => p.path.startsWith(`bindings.${index}.`))
          return (
            <BindingRow
              // Bindings have no id of their own; their place is what identifies them here.
              key={index}
              binding={binding}
              objects={objects}
              parameters={parameters}
              names={names}
              formulaId={`${uid}-formula-${index}`}
              broken={broken}
              onChange={(patch) => set(index, patch)}
              onRemove={() =>
                update((o) => {
                  if (o.kind === 'dimension') o.bindings.splice(index, 1)
                })
              }
              testId={`binding-${index}`}
            />
          )
        })}
      </ul>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="justify-self-start"
        disabled={objects.length === 0}
        onClick={() =>
          update((o) => {
            if (o.kind !== 'dimension') return
            const first = objects[0]!
            o.bindings.push({
              objectId: first.id,
              target: targetsFor(first, parameters)[0]!,
              formula: o.id,
            })
          })
        }
      >
        <Plus aria-hidden="true" />
        {t('configurators.bindings.add')}
      </Button>
    </div>
  )
}

function ValuesEditor({ option, update, currency, problems }: OptionFormProps) {
  const { t } = useTranslation()
  const uid = useId()
  const items = useSupplierItemOptions('', option.kind === 'material')
  const appearances = useMaterialAppearances()
  const components = useComponents()
  if (option.kind !== 'material' && option.kind !== 'component') return null
  return (
    <fieldset className="grid gap-2" data-testid="values">
      <legend className="mb-1 font-medium text-sm">{t('configurators.values.title')}</legend>
      {option.values.length === 0 && <EmptyNote description={t('configurators.values.empty')} />}
      <ul className="grid gap-2">
        {option.values.map((value, index) => {
          const broken = problems.some((p) => p.path.startsWith(`values.${index}.`))
          const setValue = (recipe: (v: Record<string, unknown>) => void, key?: string) =>
            update((o) => {
              if (o.kind === 'material' || o.kind === 'component')
                recipe(o.values[index] as unknown as Record<string, unknown>)
            }, key && `${option.id}.values.${index}.${key}`)
          return (
            <li
              // Not the value's id: typing a new id must not remount the row under the cursor.
              key={index}
              className={cn(
                'grid gap-2 rounded-md border bg-muted/30 p-2',
                broken && 'border-destructive/60',
              )}
              data-testid={`value-${value.id}`}
            >
              <div className="flex items-center gap-2">
                <input
                  type="radio"
                  name={`${uid}-default`}
                  checked={option.default === value.id}
                  onChange={() =>
                    update((o) => {
                      if (o.kind === 'material' || o.kind === 'component') o.default = value.id
                    })
                  }
                  aria-label={t('configurators.values.default', { name: value.name })}
                  className="size-4 accent-primary"
                />
                {option.kind === 'material' && 'color' in value && (
                  <MaterialValueLook
                    value={value}
                    appearances={appearances.data}
                    onColorChange={(color) =>
                      setValue((v) => {
                        v.color = color
                      }, 'color')
                    }
                  />
                )}
                <Input
                  value={value.name}
                  aria-label={t('configurators.values.name')}
                  onChange={(e) => {
                    const name = e.target.value
                    setValue((v) => {
                      v.name = name
                    }, 'name')
                  }}
                  className="h-8 min-w-0 flex-1"
                />
                <Input
                  value={value.id}
                  aria-label={t('configurators.values.id')}
                  onChange={(e) => {
                    const id = e.target.value
                    update((o) => {
                      if (o.kind === 'material' || o.kind === 'component')
                        renameValueId(o, index, id)
                    }, `${option.id}.values.${index}.id`)
                  }}
                  spellCheck={false}
                  className="h-8 w-24 font-mono text-xs"
                />
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="size-8 shrink-0"
                  aria-label={t('configurators.values.remove', { name: value.name })}
                  onClick={() =>
                    update((o) => {
                      if (o.kind === 'material' || o.kind === 'component') removeValue(o, index)
                    })
                  }
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
              <div className="grid grid-cols-[1fr_8rem] gap-2">
                {option.kind === 'material' && 'supplierItemId' in value ? (
                  <SelectField
                    label={t('configurators.values.supplierItem')}
                    hideLabel
                    className={ROW_SELECT}
                    placeholder={t('common.loading')}
                    emptyLabel={t('configurators.values.noSupplierItem')}
                    value={value.supplierItemId}
                    onValueChange={(id) =>
                      setValue((v) => {
                        v.supplierItemId = id
                        // The material's colour stays as the value's own, where its look is not drawn.
                        const look = id ? appearances.data?.[id] : undefined
                        if (look) v.color = look.color
                      })
                    }
                    options={materialOptions(items.data?.items)}
                  />
                ) : 'designId' in value ? (
                  <SelectField
                    label={t('configurators.values.component')}
                    hideLabel
                    className={ROW_SELECT}
                    placeholder={t('configurators.values.chooseComponent')}
                    value={value.designId}
                    onValueChange={(designId) =>
                      setValue((v) => {
                        v.designId = designId
                      })
                    }
                    options={components.data?.items.map((c) => ({ value: c.id, label: c.name }))}
                  />
                ) : (
                  <span />
                )}
                <MoneyInput
                  value={value.surcharge?.amount ?? null}
                  currency={currency}
                  aria-label={t('configurators.values.surcharge', { name: value.name })}
                  className="h-8 text-xs"
                  onValueChange={(amount) =>
                    setValue((v) => {
                      v.surcharge = definitionAmount(amount, currency)
                    }, 'surcharge')
                  }
                />
              </div>
            </li>
          )
        })}
      </ul>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="justify-self-start"
        onClick={() =>
          update((o) => {
            if (o.kind !== 'material' && o.kind !== 'component') return
            const name = t('configurators.values.newName', { n: o.values.length + 1 })
            addValue(o, name, components.data?.items[0]?.id ?? '')
          })
        }
      >
        <Plus aria-hidden="true" />
        {t('configurators.values.add')}
      </Button>
    </fieldset>
  )
}
