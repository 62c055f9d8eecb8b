import { type Configurator, originSchema } from '@designer/contract'
import { useQuery } from '@tanstack/react-query'
import { Check, Copy, ExternalLink, Plus, X } from 'lucide-react'
import { type ReactNode, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import { AlertBox } from '@/components/alert-box'
import { LoadError } from '@/components/load-error'
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
import { Skeleton } from '@/components/ui/skeleton'
import { Textarea } from '@/components/ui/textarea'
import { ApiError } from '@/lib/api'
import { errorText, fieldText } from '@/lib/forms'
import { href } from '@/lib/routes'
import { embedQuery, useSaveEmbed } from '../api/configurators'

const attribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** The three ways onto the public page: its address, the embed script and a plain frame. */
export function shareSnippets(origin: string, configurator: Pick<Configurator, 'id' | 'name'>) {
  const link = `${origin}${href('configurator', { configuratorId: configurator.id })}`
  return {
    link,
    script: `<script src="${origin}/embed.js" data-configurator="${configurator.id}" async></script>`,
    iframe: `<iframe src="${link}" title="${attribute(configurator.name)}" width="100%" height="720" style="border:0" allow="xr-spatial-tracking; clipboard-write"></iframe>`,
  }
}

/** A value to copy: shown whole (selected on focus), with its Copy button saying when it did. */
function CopyField({
  label,
  value,
  multiline = false,
  testId,
  children,
}: {
  label: string
  value: string
  multiline?: boolean
  testId: string
  children?: ReactNode
}) {
  const { t } = useTranslation()
  const id = useId()
  const [copied, setCopied] = useState(false)
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value)
      setCopied(true)
      setTimeout(() => setCopied(false), 2000)
    } catch {
      toast.error(t('configurators.share.copyFailed'))
    }
  }
  const field = multiline ? (
    <Textarea
      id={id}
      readOnly
      value={value}
      rows={3}
      className="field-sizing-fixed min-h-0 resize-none break-all font-mono text-xs"
      onFocus={(e) => e.currentTarget.select()}
      data-testid={testId}
    />
  ) : (
    <Input
      id={id}
      readOnly
      value={value}
      className="font-mono text-xs"
      onFocus={(e) => e.currentTarget.select()}
      data-testid={testId}
    />
  )
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className={multiline ? 'grid gap-2' : 'flex gap-2'}>
        {field}
        <div className="flex shrink-0 gap-2">
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="h-9"
            onClick={() => void copy()}
            aria-label={t('configurators.share.copyThe', { what: label })}
          >
            {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
            <span aria-live="polite">
              {copied ? t('configurators.share.copied') : t('configurators.share.copy')}
            </span>
          </Button>
          {children}
        </div>
      </div>
    </div>
  )
}

function Section({
  title,
  description,
  children,
}: {
  title: string
  description: string
  children: ReactNode
}) {
  const id = useId()
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <div className="grid gap-0.5">
        <h3 id={id} className="font-semibold text-sm">
          {title}
        </h3>
        <p className="text-muted-foreground text-sm">{description}</p>
      </div>
      {children}
    </section>
  )
}

/**
 * Sharing the public page: its address to send people, the snippets that put it on another
 * site, and the sites browsers may show it on in a frame (docs/decisions/023: every other site
 * is refused by the page's frame-ancestors).
 */
export function ShareDialog({
  open,
  onOpenChange,
  configurator,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  configurator: Configurator
}) {
  const { t } = useTranslation()
  const { link, script, iframe } = shareSnippets(window.location.origin, configurator)
  const live = configurator.status === 'published'
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="gap-6 sm:max-w-2xl" data-testid="share-dialog">
        <DialogHeader>
          <DialogTitle>{t('configurators.share.title')}</DialogTitle>
          <DialogDescription>{t('configurators.share.description')}</DialogDescription>
        </DialogHeader>
        {!live && (
          <AlertBox tone="warning" title={t('configurators.share.notLiveTitle')}>
            {t('configurators.share.notLive')}
          </AlertBox>
        )}
        <Section
          title={t('configurators.share.linkTitle')}
          description={t('configurators.share.linkDescription')}
        >
          <CopyField label={t('configurators.share.link')} value={link} testId="share-link">
            <Button asChild variant="outline" size="sm" className="h-9">
              <a href={link} target="_blank" rel="noopener noreferrer">
                <ExternalLink aria-hidden="true" />
                <span className="sr-only sm:not-sr-only">{t('configurators.share.open')}</span>
              </a>
            </Button>
          </CopyField>
        </Section>
        <Section
          title={t('configurators.share.embedTitle')}
          description={t('configurators.share.embedDescription')}
        >
          <CopyField
            label={t('configurators.share.script')}
            value={script}
            multiline
            testId="share-script"
          />
          <CopyField
            label={t('configurators.share.iframe')}
            value={iframe}
            multiline
            testId="share-iframe"
          />
        </Section>
        <Section
          title={t('configurators.share.sitesTitle')}
          description={t('configurators.share.sitesDescription')}
        >
          <AllowedSites configuratorId={configurator.id} />
        </Section>
      </DialogContent>
    </Dialog>
  )
}

/** The sites allowed to frame the page; each addition or removal is saved at once. */
function AllowedSites({ configuratorId }: { configuratorId: string }) {
  const { t } = useTranslation()
  const embed = useQuery(embedQuery(configuratorId))
  const save = useSaveEmbed(configuratorId)
  const [typed, setTyped] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const origins = embed.data?.allowedOrigins ?? []
  const full = origins.length >= 20

  async function store(next: string[], done: () => void) {
    setProblem(null)
    try {
      await save.mutateAsync({ allowedOrigins: next })
      done()
      toast.success(t('configurators.share.sitesSaved'))
    } catch (err) {
      const field =
        err instanceof ApiError && Array.isArray(err.details)
          ? (err.details as { path?: string; code?: string }[]).find((d) =>
              d.path?.startsWith('allowedOrigins'),
            )
          : undefined
      setProblem(field?.code ? (fieldText(t, field.code) ?? null) : errorText(t, err))
    }
  }

  function add() {
    const checked = originSchema.safeParse(typed)
    if (!checked.success) {
      setProblem(fieldText(t, checked.error.issues[0]?.message) ?? t('validation.origin'))
      return
    }
    if (origins.includes(checked.data)) {
      setProblem(t('configurators.share.duplicate'))
      return
    }
    void store([...origins, checked.data], () => setTyped(''))
  }

  if (embed.isError) return <LoadError error={embed.error} onRetry={() => void embed.refetch()} />
  if (!embed.data) return <Skeleton className="h-20" />
  return (
    <div className="grid gap-3">
      {origins.length ? (
        <ul className="grid gap-1" data-testid="allowed-sites">
          {origins.map((origin) => (
            <li
              key={origin}
              className="flex items-center justify-between gap-2 rounded-md border py-1 pr-1 pl-3"
            >
              <span className="truncate font-mono text-xs">{origin}</span>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-7"
                aria-label={t('configurators.share.remove', { origin })}
                disabled={save.isPending}
                onClick={() =>
                  void store(
                    origins.filter((o) => o !== origin),
                    () => undefined,
                  )
                }
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-muted-foreground text-sm">{t('configurators.share.noSites')}</p>
      )}
      <form
        noValidate
        className="grid gap-1.5"
        onSubmit={(e) => {
          e.preventDefault()
          add()
        }}
      >
        <Label htmlFor="allowed-site">{t('configurators.share.site')}</Label>
        <div className="flex gap-2">
          <Input
            id="allowed-site"
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder={t('configurators.share.sitePlaceholder')}
            value={typed}
            disabled={full}
            onChange={(e) => {
              setTyped(e.target.value)
              setProblem(null)
            }}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'allowed-site-message' : 'allowed-site-hint'}
          />
          <Button
            type="submit"
            variant="outline"
            className="shrink-0"
            loading={save.isPending}
            disabled={full || !typed.trim()}
          >
            <Plus aria-hidden="true" />
            {t('configurators.share.add')}
          </Button>
        </div>
        {problem ? (
          <p
            id="allowed-site-message"
            role="alert"
            className="font-medium text-destructive text-sm"
          >
            {problem}
          </p>
        ) : (
          <p id="allowed-site-hint" className="text-muted-foreground text-xs">
            {full ? t('configurators.share.full') : t('configurators.share.siteHint')}
          </p>
        )}
      </form>
    </div>
  )
}
