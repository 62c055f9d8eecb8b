import type { TFunction } from 'i18next'
import { useState } from 'react'
import type { FieldValues, Path, UseFormReturn, UseFormSetError } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { ApiError } from './api'

type FieldProblem = { path?: string; code?: string; message?: string }

/**
 * Puts the API's field problems on the form's fields (their code is the i18n key) and answers
 * whether any landed; the rest is shown by `errorText` in a banner.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
): boolean {
  if (!(error instanceof ApiError) || !Array.isArray(error.details)) return false
  let placed = false
  for (const problem of error.details as FieldProblem[]) {
    if (problem.path && fields.includes(problem.path)) {
      setError(problem.path as Path<T>, {
        type: 'server',
        message: problem.code ?? problem.message,
      })
      placed = true
    }
  }
  return placed
}

/**
 * A form's submit handler and the message of its banner: what `action` throws lands on the
 * fields the API names (those in `fields`), or else becomes the message. What was typed stays.
 */
export function useFormSubmit<T extends FieldValues, V>(
  form: UseFormReturn<T, unknown, V>,
  fields: readonly string[],
  action: (values: V) => Promise<unknown>,
) {
  const { t } = useTranslation()
  const [error, setError] = useState<string | null>(null)
  const submit = form.handleSubmit(async (values) => {
    setError(null)
    try {
      await action(values)
    } catch (err) {
      if (!applyServerErrors(err, form.setError, fields)) setError(errorText(t, err))
    }
  })
  return { submit, error }
}

/** A message for a person, in their language: by the error's code when we know it. */
export function errorText(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) {
    return t(`errors.${error.code}`, { defaultValue: error.message })
  }
  if (error instanceof TypeError) return t('errors.network')
  return t('common.error')
}

/** A field's message: validation keys are translated, anything else is shown as it is. */
export function fieldText(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined
  return message.startsWith('validation.') ? t(message) : message
}
