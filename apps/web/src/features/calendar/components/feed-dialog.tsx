import type { FeedScope } from '@designer/contract'
import { Copy, Link2Off } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { useFormat } from '@/lib/format'
import { errorText } from '@/lib/forms'
import { useCreateFeed, useFeedStatus, useRevokeFeed } from '../api/calendar'

/**
 * A private address to subscribe to from Google Calendar, Apple Calendar or Outlook. The address
 * is shown once, when made; making a new one or revoking stops the old one.
 */
export function FeedDialog({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const { t } = useTranslation()
  const format = useFormat()
  const status = useFeedStatus(open)
  const create = useCreateFeed()
  const revoke = useRevokeFeed()
  const [scope, setScope] = useState<FeedScope>('company')
  const [url, setUrl] = useState<string | null>(null)

  async function make() {
    try {
      setUrl((await create.mutateAsync(scope)).url)
    } catch (err) {
      toast.error(errorText(t, err))
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setUrl(null)
        onOpenChange(next)
      }}
    >
      <DialogContent data-testid="feed-dialog">
        <DialogHeader>
          <DialogTitle>{t('calendar.feed.title')}</DialogTitle>
          <DialogDescription>{t('calendar.feed.description')}</DialogDescription>
        </DialogHeader>
        <fieldset className="grid gap-2">
          <legend className="mb-1 font-medium text-sm">{t('calendar.feed.scope')}</legend>
          {(['company', 'mine'] as const).map((s) => (
            <div key={s} className="flex items-center gap-2">
              <input
                type="radio"
                id={`feed-scope-${s}`}
                name="feed-scope"
                checked={scope === s}
                onChange={() => setScope(s)}
                className="size-4 accent-primary"
              />
              <Label htmlFor={`feed-scope-${s}`} className="font-normal">
                {t(`calendar.feed.scopes.${s}`)}
              </Label>
            </div>
          ))}
        </fieldset>
        {url ? (
          <div className="grid gap-2">
            <Label htmlFor="feed-url">{t('calendar.feed.url')}</Label>
            <div className="flex gap-2">
              <Input
                id="feed-url"
                readOnly
                value={url}
                className="font-mono text-xs"
                onFocus={(e) => e.target.select()}
              />
              <Button
                variant="outline"
                onClick={async () => {
                  await navigator.clipboard?.writeText(url).catch(() => undefined)
                  toast.success(t('calendar.feed.copied'))
                }}
              >
                <Copy aria-hidden="true" />
                {t('calendar.feed.copy')}
              </Button>
            </div>
            <p className="text-muted-foreground text-xs">{t('calendar.feed.once')}</p>
          </div>
        ) : (
          status.data?.active && (
            <p className="rounded-md bg-muted px-3 py-2 text-sm">
              {t('calendar.feed.active', {
                scope: t(`calendar.feed.scopes.${status.data.scope ?? 'company'}`),
                when: status.data.createdAt ? format.date(status.data.createdAt) : '',
              })}
            </p>
          )
        )}
        <div className="flex flex-wrap justify-between gap-2">
          {status.data?.active ? (
            <Button
              variant="ghost"
              className="text-destructive hover:text-destructive"
              loading={revoke.isPending}
              onClick={async () => {
                await revoke.mutateAsync()
                setUrl(null)
                toast.success(t('calendar.feed.revoked'))
              }}
            >
              <Link2Off aria-hidden="true" />
              {t('calendar.feed.revoke')}
            </Button>
          ) : (
            <span />
          )}
          <Button onClick={() => void make()} loading={create.isPending} data-testid="make-feed">
            {status.data?.active ? t('calendar.feed.replace') : t('calendar.feed.make')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  )
}
