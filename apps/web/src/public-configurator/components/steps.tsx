import type { Evaluation } from '@designer/configurator/engine'
import type { ConfiguratorDefinition, SelectionValue } from '@designer/contract'
import { ArrowRight } from 'lucide-react'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { StepOptions } from '@/components/configurator/option-controls'
import { Button } from '@/components/ui/button'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'

/**
 * The configurator's steps as tabs, numbered, each with its options and a way on to the next.
 * Steps whose every option the rules hide are left out.
 */
export function Steps({
  definition,
  evaluation,
  stepId,
  onStep,
  onChange,
}: {
  definition: ConfiguratorDefinition
  evaluation: Evaluation
  stepId: string | undefined
  onStep: (stepId: string) => void
  onChange: (optionId: string, value: SelectionValue) => void
}) {
  const { t } = useTranslation()
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
            <StepOptions
              step={s}
              selections={evaluation.selections}
              states={evaluation.options}
              onChange={onChange}
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
