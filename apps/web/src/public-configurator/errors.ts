import { useTranslation } from 'react-i18next'
import { PublicApiError } from './api'

/**
 * A failure in the visitor's words. The page carries only the few error texts it can meet
 * (public-configurator.errors.*), not the admin's errors file: an unknown code reads as the
 * general one, a failed fetch as a network problem.
 */
export function useErrorText() {
  const { t } = useTranslation()
  return (error: unknown): string => {
    if (error instanceof PublicApiError) {
      return t(`public-configurator.errors.${error.code}`, {
        defaultValue: t('public-configurator.errors.internal_error'),
      })
    }
    if (error instanceof TypeError) return t('public-configurator.errors.network')
    return t('public-configurator.errors.internal_error')
  }
}
