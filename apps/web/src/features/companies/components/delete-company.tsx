import type { Company } from '@designer/contract'
import { Trash2 } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { toast } from 'sonner'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { href } from '@/lib/routes'
import { session } from '@/lib/session'
import { useDeleteCompany } from '../api/delete-company'
import { verifyUser } from '../api/verify-user'

/** The danger zone: owners delete the company after typing its name. */
export function DeleteCompany({ company }: { company: Company }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const remove = useDeleteCompany()
  const [open, setOpen] = useState(false)
  const [typed, setTyped] = useState('')
  const matches = typed.trim() === company.name.trim()
  // A paid subscription ends with the company (the API cancels it first, or refuses).
  const subscribed =
    company.subscriptionStatus === 'active' || company.subscriptionStatus === 'past_due'

  async function confirm() {
    await remove.mutateAsync(company.id)
    session.selectCompany(null)
    await verifyUser().catch(() => null)
    toast.success(t('companies.delete.deleted', { name: company.name }))
    navigate(href('admin.company.switch'), { replace: true })
  }

  return (
    <Card className="border-destructive/40" data-testid="company-danger-zone">
      <CardHeader>
        <CardTitle>
          <h2>{t('companies.delete.zone')}</h2>
        </CardTitle>
        <CardDescription>{t('companies.delete.zoneDescription')}</CardDescription>
      </CardHeader>
      <CardContent>
        <div className="flex flex-col gap-4 rounded-lg border border-destructive/30 bg-destructive/[0.03] p-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="space-y-1">
            <p className="font-medium text-sm">{t('companies.delete.title')}</p>
            <p className="text-muted-foreground text-sm">{t('companies.delete.description')}</p>
          </div>
          <Button
            variant="destructive"
            className="shrink-0"
            onClick={() => {
              setTyped('')
              setOpen(true)
            }}
          >
            <Trash2 aria-hidden="true" />
            {t('companies.delete.button')}
          </Button>
        </div>
        <ConfirmDialog
          open={open}
          onOpenChange={setOpen}
          title={t('companies.delete.confirmTitle', { name: company.name })}
          description={t('companies.delete.confirmDescription')}
          confirmLabel={t('companies.delete.confirm')}
          destructive
          disabled={!matches}
          onConfirm={confirm}
        >
          {subscribed && (
            <p className="text-sm" data-testid="delete-company-subscription">
              {t('companies.delete.subscriptionNote')}
            </p>
          )}
          <FormField
            id="delete-company-name"
            label={t('companies.delete.typeName', { name: company.name })}
          >
            <Input
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              autoComplete="off"
              spellCheck={false}
              data-testid="delete-company-name"
            />
          </FormField>
        </ConfirmDialog>
      </CardContent>
    </Card>
  )
}
