import type { SentInvite } from '@designer/contract'
import { Check, Copy } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'

/**
 * The link of an invitation just sent, to pass on by hand: always offered to owners, and to
 * whoever sent it when this server has no mail set up (then it is the only way it arrives).
 */
export function InviteLink({ invite }: { invite: SentInvite & { link: string } }) {
  const { t } = useTranslation()
  const [copied, setCopied] = useState(false)
  const copy = async () => {
    await navigator.clipboard.writeText(invite.link)
    setCopied(true)
  }
  return (
    <div className="space-y-3 rounded-lg border bg-muted/40 p-4" data-testid="invite-link">
      <p className="text-sm">
        {invite.mailed
          ? t('companies.invite.linkMailed', { email: invite.email })
          : t('companies.invite.linkNotMailed', { email: invite.email })}
      </p>
      <div className="space-y-1.5">
        <Label htmlFor="invite-link-value">{t('companies.invite.linkLabel')}</Label>
        <div className="flex gap-2">
          <Input
            id="invite-link-value"
            readOnly
            value={invite.link}
            onFocus={(event) => event.currentTarget.select()}
            className="font-mono text-xs"
          />
          <Button type="button" variant="outline" onClick={() => void copy()}>
            {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
            {copied ? t('companies.invite.copied') : t('companies.invite.copy')}
          </Button>
        </div>
      </div>
    </div>
  )
}
