import { Sparkles } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import { Button, type ButtonProps } from '@/components/ui/button'
import { errorText } from '@/lib/forms'
import { useStartCheckout } from '../api/start-checkout'

/** "Subscribe Now": to Stripe's checkout, or straight to an active subscription in local mode. */
export function SubscribeButton(props: Omit<ButtonProps, 'onClick' | 'loading'>) {
  const { t } = useTranslation()
  const checkout = useStartCheckout()
  return (
    <Button
      data-testid="subscribe-button"
      {...props}
      // The page is about to change; the spinner stays until it does.
      loading={checkout.isPending || checkout.isSuccess}
      onClick={() =>
        checkout.mutate(undefined, { onError: (err) => toast.error(errorText(t, err)) })
      }
    >
      <Sparkles aria-hidden="true" />
      {t('companies.billing.subscribe')}
    </Button>
  )
}
