import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { toast } from 'sonner'
import { Card, CardContent } from '@/components/ui/card'
import { href } from '@/lib/routes'
import { useCreateCustomer } from './api/customers'
import { BackToCustomers, CustomerLink } from './back-link'
import { CustomerForm } from './components/customer-form'

/** /admin/customers/create: a new customer's profile; saving opens its page. */
export function CustomerCreatePage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const create = useCreateCustomer()
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6">
      <div className="space-y-3">
        <BackToCustomers />
        <div className="space-y-1">
          <h1 className="font-semibold text-2xl tracking-tight">{t('customers.create.title')}</h1>
          <p className="text-muted-foreground text-sm">{t('customers.create.description')}</p>
        </div>
      </div>
      <Card>
        <CardContent>
          <CustomerForm
            submitLabel={t('customers.create.submit')}
            onCancel={() => navigate(href('admin.customers'))}
            renderOtherCustomer={(other) => <CustomerLink customer={other} />}
            onSubmit={async (values) => {
              const customer = await create.mutateAsync(values)
              toast.success(t('customers.create.done', { name: customer.name }))
              navigate(href('admin.customers.show', { customerId: customer.id }))
            }}
          />
        </CardContent>
      </Card>
    </div>
  )
}
