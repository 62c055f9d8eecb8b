import { FormulaError, parseFormula } from '@designer/configurator/formula'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { Input } from '@/components/ui/input'
import { cn } from '@/lib/utils'

/** What is wrong with a formula as typed, in the reader's language, or null. */
export function useFormulaProblem(text: string, names: readonly string[]): string | null {
  const { t } = useTranslation()
  return useMemo(() => {
    if (!text.trim()) return t('validation.required')
    try {
      const formula = parseFormula(text)
      const unknown = formula.variables.find((v) => !names.includes(v))
      return unknown ? t('configurators.formula.unknownVariable', { name: unknown }) : null
    } catch (err) {
      if (err instanceof FormulaError) {
        return t(`configurators.formula.${err.problem}`, { name: err.subject ?? '' })
      }
      return t('configurators.formula.syntax')
    }
  }, [text, names, t])
}

/**
 * A formula typed in monospace and checked as it is typed: a syntax error, a function outside
 * the whitelist or an option that does not exist is said under it at once.
 */
export function FormulaInput({
  id,
  value,
  names,
  onChange,
  label,
  className,
}: {
  id: string
  value: string
  /** The option ids it may read. */
  names: readonly string[]
  onChange: (value: string) => void
  label: string
  className?: string
}) {
  const problem = useFormulaProblem(value, names)
  return (
    <div className={cn('grid gap-1', className)}>
      <Input
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-label={label}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        spellCheck={false}
        autoComplete="off"
        className="h-8 font-mono text-xs"
      />
      {problem && (
        <p id={`${id}-problem`} className="text-destructive text-xs">
          {problem}
        </p>
      )}
    </div>
  )
}
