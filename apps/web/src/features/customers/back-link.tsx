import { ArrowLeft } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { href } from '@/lib/routes'

export function BackToCustomers() {
  const { t } = useTranslation()
  return (
    <Link
      to={href('admin.customers')}
      className="inline-flex w-fit items-center gap-1.5 rounded-sm text-muted-foreground text-sm outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('customers.backToCustomers')}
    </Link>
  )
}

/** A link to another customer's page, by name. */
export function CustomerLink({ customer }: { customer: { id: string; name: string } }) {
  return (
    <Link
      to={href('admin.customers.show', { customerId: customer.id })}
      className="font-medium underline underline-offset-2"
    >
      {customer.name}
    </Link>
  )
}
