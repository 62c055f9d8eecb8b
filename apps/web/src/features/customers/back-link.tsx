import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { BackLink } from '@/components/back-link'
import { href } from '@/lib/routes'

export function BackToCustomers() {
  const { t } = useTranslation()
  return <BackLink to={href('admin.customers')}>{t('customers.backToCustomers')}</BackLink>
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
