import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { AlertBox } from '@/components/alert-box'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'
import { auth } from '@/lib/auth'
import { errorText } from '@/lib/forms'
import { href } from '@/lib/routes'

export function DeleteAccount() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function remove() {
    setPending(true)
    setError(null)
    try {
      await auth.deleteAccount()
      navigate(href('home'), { replace: true })
    } catch (err) {
      setError(
        err instanceof Error && err.message === 'Unable to determine user to delete'
          ? t('profile.delete.unknownUser')
          : errorText(t, err),
      )
      setPending(false)
    }
  }

  return (
    <Card className="border-destructive/40">
      <CardHeader>
        <CardTitle>{t('profile.delete.title')}</CardTitle>
        <CardDescription>{t('profile.delete.description')}</CardDescription>
      </CardHeader>
      <CardContent className="pt-6">
        <Dialog onOpenChange={() => setError(null)}>
          <DialogTrigger asChild>
            <Button variant="destructive">{t('profile.delete.button')}</Button>
          </DialogTrigger>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>{t('profile.delete.confirmTitle')}</DialogTitle>
              <DialogDescription>{t('profile.delete.confirmDescription')}</DialogDescription>
            </DialogHeader>
            {error && <AlertBox>{error}</AlertBox>}
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">{t('common.cancel')}</Button>
              </DialogClose>
              <Button variant="destructive" loading={pending} onClick={remove}>
                {t('profile.delete.confirm')}
              </Button>
            </DialogFooter>
          </DialogContent>
        </Dialog>
      </CardContent>
    </Card>
  )
}
