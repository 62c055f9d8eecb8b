import type { Evaluation } from '@designer/configurator/engine'
import type { ConfigStep, PublicConfigurator, Selections, SelectionValue } from '@designer/contract'
import { ArrowRight } from 'lucide-react'
import { type ReactNode, useMemo, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { StepOptions } from '@/components/configurator/option-controls'
import type { ChoiceLooks, DifferenceTexts } from '@/components/configurator/option-parts'
import { Button } from '@/components/ui/button'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { formatDifference, priceDifferences } from '../price-differences'

/**
 * The configurator's steps as tabs, numbered, each with its options and a way on to the next.
 * Steps whose every option the rules hide are left out.
 */
export function Steps({
  configurator,
  evaluation,
  evaluateWith,
  stepId,
  onStep,
  onChange,
  after,
}: {
  configurator: PublicConfigurator
  evaluation: Evaluation
  /** The engine's answer for other choices: what each choice would make the price. */
  evaluateWith: (asked: Selections) => Evaluation
  stepId: string | undefined
  onStep: (stepId: string) => void
  onChange: (optionId: string, value: SelectionValue) => void
  /** Shown under an option (what the rules did after it changed). */
  after?: (optionId: string) => ReactNode
}) {
  const { t } = useTranslation()
  const { definition } = configurator
  const looks = useMemo<ChoiceLooks>(
    () => ({
      materials: configurator.materials,
      componentPictures: configurator.componentPictures,
    }),
    [configurator.materials, configurator.componentPictures],
  )
  const top = useRef<HTMLDivElement>(null)
  const steps = definition.steps.filter((s) =>
    s.options.some((o) => evaluation.options[o.id]?.visible !== false),
  )
  const current = steps.find((s) => s.id === stepId) ?? steps[0]
  if (!current) return null
  return (
    <Tabs ref={top} value={current.id} onValueChange={onStep} className="scroll-mt-20 gap-0">
      <TabsList
        aria-label={t('public-configurator.steps.label')}
        className="flex h-auto w-full justify-start gap-1 overflow-x-auto rounded-none border-b bg-transparent px-3 py-2.5 sm:px-4"
      >
        {steps.map((s, i) => (
          <TabsTrigger
            key={s.id}
            value={s.id}
            className="group h-9 flex-none gap-2 rounded-full px-3 data-[state=active]:bg-primary data-[state=active]:text-primary-foreground data-[state=active]:shadow-none"
          >
            <span
              aria-hidden="true"
              className="grid size-5 place-items-center rounded-full bg-muted font-semibold text-[0.7rem] text-foreground group-data-[state=active]:bg-primary-foreground/20 group-data-[state=active]:text-primary-foreground"
            >
              {i + 1}
            </span>
            {s.name}
          </TabsTrigger>
        ))}
      </TabsList>
      {steps.map((s, i) => {
        const next = steps[i + 1]
        return (
          <TabsContent key={s.id} value={s.id} className="rounded-none px-4 pt-5 pb-5 sm:px-5">
            <div className="mb-5 flex items-baseline justify-between gap-3">
              <h3 className="font-semibold text-lg tracking-tight">{s.name}</h3>
              <p className="shrink-0 text-muted-foreground text-xs">
                {t('public-configurator.steps.progress', { number: i + 1, count: steps.length })}
              </p>
            </div>
            <StepOptionsPriced
              step={s}
              evaluation={evaluation}
              evaluateWith={evaluateWith}
              looks={looks}
              onChange={onChange}
              after={after}
            />
            {next && (
              <div className="mt-6 flex justify-end">
                <Button
                  variant="outline"
                  onClick={() => {
                    onStep(next.id)
                    // On a phone the tabs have scrolled away: bring the next step's top back.
                    if ((top.current?.getBoundingClientRect().top ?? 0) < 0) {
                      top.current?.scrollIntoView({ block: 'start' })
                    }
                  }}
                >
                  {t('public-configurator.steps.next', { name: next.name })}
                  <ArrowRight aria-hidden="true" />
                </Button>
              </div>
            )}
          </TabsContent>
        )
      })}
    </Tabs>
  )
}

/**
 * A step's options with what each choice does to the price, worked out only for the step that
 * is open (Radix mounts the open tab alone), once per set of choices.
 */
function StepOptionsPriced({
  step,
  evaluation,
  evaluateWith,
  looks,
  onChange,
  after,
}: {
  step: ConfigStep
  evaluation: Evaluation
  evaluateWith: (asked: Selections) => Evaluation
  looks: ChoiceLooks
  onChange: (optionId: string, value: SelectionValue) => void
  after?: (optionId: string) => ReactNode
}) {
  const { t, i18n } = useTranslation()
  const included = t('public-configurator.options.included')
  const differences = useMemo(() => {
    const amounts = priceDifferences(step.options, evaluation, evaluateWith)
    const { currency } = evaluation.price.total
    const texts: DifferenceTexts = {}
    for (const [optionId, values] of Object.entries(amounts)) {
      texts[optionId] = Object.fromEntries(
        Object.entries(values).map(([id, amount]) => [
          id,
          formatDifference(amount, currency, i18n.language, included),
        ]),
      )
    }
    return texts
  }, [step.options, evaluation, evaluateWith, i18n.language, included])
  return (
    <StepOptions
      step={step}
      selections={evaluation.selections}
      states={evaluation.options}
      onChange={onChange}
      looks={looks}
      differences={differences}
      after={after}
    />
  )
}
