import { LOCAL_BILLING_ACTIONS } from '@designer/contract'
import { FlaskConical } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { errorText } from '@/lib/forms'
import { type LocalBillingAction, useRunLocalBillingAction } from '../api/run-local-billing-action'

const keys: Record<LocalBillingAction, string> = {
  subscribe: 'subscribe',
  cancel: 'cancel',
  resume: 'resume',
  'past-due': 'pastDue',
  'end-trial': 'endTrial',
  'end-period': 'endPeriod',
}

/**
 * Local billing mode: no Stripe, no payment. Each button puts the subscription in one state, so
 * every screen the states lead to can be tried.
 */
export function LocalBillingPanel() {
  const { t } = useTranslation()
  const run = useRunLocalBillingAction()

  function perform(action: LocalBillingAction) {
    run.mutate(action, {
      onSuccess: () => toast.success(t(`companies.local.${keys[action]}.done`)),
      onError: (err) => toast.error(errorText(t, err)),
    })
  }

  return (
    <Card
      className="gap-4 border-dashed border-warning/60 bg-warning/[0.04]"
      data-testid="local-billing"
    >
      <CardHeader className="grid-cols-[auto_1fr] items-center gap-x-3">
        <span className="row-span-2 flex size-10 items-center justify-center self-start rounded-lg bg-warning/15 text-[color-mix(in_oklab,var(--warning)_55%,black)]">
          <FlaskConical aria-hidden="true" className="size-5" />
        </span>
        <CardTitle className="flex flex-wrap items-center gap-2">
          <h2>{t('companies.local.title')}</h2>
          <Badge variant="warning">{t('companies.local.badge')}</Badge>
        </CardTitle>
        <CardDescription>{t('companies.local.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {LOCAL_BILLING_ACTIONS.map((action) => (
            <li key={action} className="flex flex-col gap-2 rounded-lg border bg-background p-3">
              <p className="text-muted-foreground text-xs">
                {t(`companies.local.${keys[action]}.hint`)}
              </p>
              <Button
                variant="outline"
                size="sm"
                className="mt-auto w-full"
                loading={run.isPending && run.variables === action}
                disabled={run.isPending}
                onClick={() => perform(action)}
                data-testid={`local-billing-${action}`}
              >
                {t(`companies.local.${keys[action]}.label`)}
              </Button>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  )
}
