import { PRICE_ROUNDINGS, type PriceSetup } from '@designer/contract'
import { Plus, Trash2 } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { FormulaInput } from '@/components/formula-input'
import { MoneyInput } from '@/components/money-input'
import { SelectField } from '@/components/select-field'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Switch } from '@/components/ui/switch'
import { cn } from '@/lib/utils'
import { definitionAmount, idFrom, optionIds, type Problem } from '../editor/model'
import type { ConfiguratorStore, ConfiguratorWork } from '../editor/store'
import { chooseOnCost, choosePriceMode } from './price-setup'
import { ProblemList } from './problem-list'

/**
 * How the price follows from the choices: a list price (base + surcharges + formulas) or the
 * configured design's cost from its supplier items plus a markup or a margin; then rounding and
 * tax. The test panel beside it shows the result for the choices being tried.
 */
export function PricePanel({
  store,
  work,
  currency,
  problems,
}: {
  store: ConfiguratorStore
  work: ConfiguratorWork
  currency: string
  problems: Problem[]
}) {
  const { t } = useTranslation()
  const uid = useId()
  const price = work.definition.price
  const names = optionIds(work.definition)
  const set = (recipe: (p: PriceSetup) => void, key?: string) =>
    store.change((w) => recipe(w.definition.price), key && `price.${key}`)
  const usesMargin = price.marginPercent !== null
  const numberOptions = work.definition.steps
    .flatMap((s) => s.options)
    .filter((o) => o.kind === 'number')
  return (
    <div
      className="grid min-h-0 flex-1 content-start gap-5 overflow-y-auto px-3 pb-4"
      data-testid="price-panel"
    >
      <ProblemList problems={problems.filter((p) => !p.path.endsWith('.formula'))} />
      <fieldset className="grid gap-2">
        <legend className="mb-2 font-medium text-sm">{t('configurators.price.mode')}</legend>
        <div className="grid grid-cols-2 gap-2">
          {(['list', 'costPlus'] as const).map((mode) => (
            <label
              key={mode}
              className={cn(
                'grid cursor-pointer gap-0.5 rounded-lg border bg-background p-3 text-sm transition-colors hover:bg-accent/40',
                'has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:checked]:ring-1 has-[:checked]:ring-primary',
                'has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50',
              )}
            >
              <input
                type="radio"
                name={`${uid}-mode`}
                className="sr-only"
                checked={price.mode === mode}
                onChange={() => set((p) => choosePriceMode(p, mode))}
              />
              <span className="font-medium">{t(`configurators.price.modes.${mode}`)}</span>
              <span className="text-muted-foreground text-xs">
                {t(`configurators.price.modeHints.${mode}`)}
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      {price.mode === 'list' ? (
        <FormField id={`${uid}-base`} label={t('configurators.price.base')}>
          <MoneyInput
            value={price.base?.amount ?? null}
            currency={currency}
            onValueChange={(amount) =>
              set((p) => {
                p.base = definitionAmount(amount, currency)
              }, 'base')
            }
          />
        </FormField>
      ) : (
        <div className="grid gap-2">
          <div className="grid grid-cols-2 items-end gap-3">
            <SelectField
              id={`${uid}-on-cost`}
              label={t('configurators.price.onCost')}
              value={usesMargin ? 'margin' : 'markup'}
              onValueChange={(v) => set((p) => chooseOnCost(p, v as 'margin' | 'markup'))}
              options={[
                { value: 'margin', label: t('configurators.price.margin') },
                { value: 'markup', label: t('configurators.price.markup') },
              ]}
            />
            <FormField id={`${uid}-percent`} label={t('configurators.price.percent')}>
              <Input
                type="number"
                min={0}
                max={usesMargin ? 99 : 10000}
                value={(usesMargin ? price.marginPercent : price.markupPercent) ?? ''}
                onChange={(e) => {
                  const n = e.target.valueAsNumber
                  set((p) => {
                    if (usesMargin) p.marginPercent = Number.isFinite(n) ? n : 0
                    else p.markupPercent = Number.isFinite(n) ? n : 0
                  }, 'percent')
                }}
                className="tabular-nums"
              />
            </FormField>
          </div>
          <p className="text-muted-foreground text-xs">
            {t(usesMargin ? 'configurators.price.marginHint' : 'configurators.price.markupHint')}
          </p>
        </div>
      )}

      <div className="grid gap-2">
        <span className="font-medium text-sm">{t('configurators.price.formulas')}</span>
        <p className="text-muted-foreground text-xs">{t('configurators.price.formulasHint')}</p>
        <ul className="grid gap-2">
          {price.formulas.map((f, index) => (
            <li key={index} className="grid gap-2 rounded-md border bg-muted/30 p-2">
              <div className="flex gap-2">
                <Input
                  value={f.label}
                  aria-label={t('configurators.price.formulaLabel')}
                  placeholder={t('configurators.price.formulaLabel')}
                  onChange={(e) => {
                    const label = e.target.value
                    set((p) => {
                      p.formulas[index]!.label = label
                    }, `formulas.${index}.label`)
                  }}
                  className="h-8 flex-1"
                />
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-8"
                  aria-label={t('configurators.price.removeFormula', { name: f.label })}
                  onClick={() => set((p) => void p.formulas.splice(index, 1))}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
              <FormulaInput
                id={`${uid}-formula-${index}`}
                value={f.formula}
                names={names}
                label={t('configurators.price.formula')}
                onChange={(formula) =>
                  set((p) => {
                    p.formulas[index]!.formula = formula
                  }, `formulas.${index}.formula`)
                }
              />
            </li>
          ))}
        </ul>
        <Button
          variant="outline"
          size="sm"
          className="justify-self-start"
          onClick={() =>
            set((p) => {
              const label = t('configurators.price.newFormula')
              p.formulas.push({
                id: idFrom(
                  label,
                  p.formulas.map((f) => f.id),
                  'formula',
                ),
                label,
                formula: names[0] ? `${names[0]} * 0` : '0',
              })
            })
          }
        >
          <Plus aria-hidden="true" />
          {t('configurators.price.addFormula')}
        </Button>
      </div>

      <div className="grid grid-cols-2 items-start gap-3">
        <SelectField
          id={`${uid}-rounding`}
          label={t('configurators.price.rounding')}
          value={price.rounding}
          onValueChange={(v) =>
            set((p) => {
              p.rounding = v as PriceSetup['rounding']
            })
          }
          options={PRICE_ROUNDINGS.map((r) => ({
            value: r,
            label: t(`configurators.price.roundings.${r.replace('.', '_')}`),
          }))}
        />
        <FormField id={`${uid}-tax`} label={t('configurators.price.tax')}>
          <Input
            type="number"
            min={0}
            max={100}
            value={price.taxPercent}
            onChange={(e) => {
              const n = e.target.valueAsNumber
              set((p) => {
                p.taxPercent = Number.isFinite(n) ? n : 0
              }, 'tax')
            }}
            className="tabular-nums"
          />
        </FormField>
      </div>
      <SelectField
        id={`${uid}-quantity`}
        label={t('configurators.price.quantity')}
        description={t('configurators.price.quantityHint')}
        data-testid="quantity-option"
        emptyLabel={t('configurators.price.quantityNone')}
        value={price.quantityOption}
        onValueChange={(option) =>
          set((p) => {
            p.quantityOption = option
          })
        }
        options={numberOptions.map((o) => ({ value: o.id, label: o.name }))}
      />
      <div className="flex items-center gap-2">
        <Switch
          id={`${uid}-tax-included`}
          checked={price.taxIncluded}
          onCheckedChange={(checked) =>
            set((p) => {
              p.taxIncluded = checked
            })
          }
        />
        <Label htmlFor={`${uid}-tax-included`}>{t('configurators.price.taxIncluded')}</Label>
      </div>
    </div>
  )
}
