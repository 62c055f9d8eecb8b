import {
  ArrowRightIcon,
  BellIcon,
  CircleCheckIcon,
  DownloadIcon,
  OctagonXIcon,
  PlusIcon,
  TriangleAlertIcon,
  UndoIcon,
} from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { DemoGroup, DemoSection } from '../demo-section'
import { TOASTER_ID } from '../sample-data'

export function ButtonsSection() {
  const { t } = useTranslation()
  return (
    <DemoSection
      id="ks-buttons"
      title={t('kitchen-sink.buttons.title')}
      description={t('kitchen-sink.buttons.description')}
      className="lg:col-span-2"
    >
      <div className="grid gap-8 md:grid-cols-2">
        <DemoGroup title={t('kitchen-sink.buttons.variants')}>
          <Button>{t('kitchen-sink.buttons.save')}</Button>
          <Button variant="secondary">{t('kitchen-sink.buttons.duplicate')}</Button>
          <Button variant="outline">{t('kitchen-sink.buttons.export')}</Button>
          <Button variant="ghost">{t('common.cancel')}</Button>
          <Button variant="destructive">{t('common.delete')}</Button>
          <Button variant="link">{t('kitchen-sink.buttons.viewDetails')}</Button>
        </DemoGroup>
        <DemoGroup title={t('kitchen-sink.buttons.sizes')}>
          <Button size="sm">{t('kitchen-sink.buttons.small')}</Button>
          <Button>{t('kitchen-sink.buttons.default')}</Button>
          <Button size="lg">{t('kitchen-sink.buttons.large')}</Button>
          <Button size="icon" variant="outline" aria-label={t('kitchen-sink.buttons.addComponent')}>
            <PlusIcon aria-hidden="true" />
          </Button>
        </DemoGroup>
        <DemoGroup title={t('kitchen-sink.buttons.withIcons')}>
          <Button>
            <PlusIcon aria-hidden="true" />
            {t('kitchen-sink.buttons.newDesign')}
          </Button>
          <Button variant="outline">
            <DownloadIcon aria-hidden="true" />
            {t('kitchen-sink.buttons.exportStl')}
          </Button>
          <Button variant="secondary">
            {t('kitchen-sink.buttons.next')}
            <ArrowRightIcon aria-hidden="true" />
          </Button>
        </DemoGroup>
        <DemoGroup title={t('kitchen-sink.buttons.states')}>
          <Button disabled>{t('kitchen-sink.buttons.disabled')}</Button>
          <Button variant="outline" disabled>
            {t('kitchen-sink.buttons.disabled')}
          </Button>
          <Button loading data-testid="ks-button-loading">
            {t('kitchen-sink.buttons.saving')}
          </Button>
          <Button asChild variant="outline">
            <a href="#ks-table">{t('kitchen-sink.buttons.asLink')}</a>
          </Button>
        </DemoGroup>
      </div>
    </DemoSection>
  )
}

export function BadgesSection() {
  const { t } = useTranslation()
  return (
    <DemoSection
      id="ks-badges"
      title={t('kitchen-sink.badges.title')}
      description={t('kitchen-sink.badges.description')}
    >
      <DemoGroup title={t('kitchen-sink.badges.variants')}>
        <Badge>{t('kitchen-sink.badges.new')}</Badge>
        <Badge variant="secondary">{t('kitchen-sink.data.status.draft')}</Badge>
        <Badge variant="destructive">{t('kitchen-sink.badges.outOfStock')}</Badge>
        <Badge variant="outline">{t('kitchen-sink.badges.version', { version: '2.4' })}</Badge>
        <Badge variant="success">
          <CircleCheckIcon aria-hidden="true" />
          {t('kitchen-sink.data.status.published')}
        </Badge>
        <Badge variant="warning">
          <TriangleAlertIcon aria-hidden="true" />
          {t('kitchen-sink.data.status.review')}
        </Badge>
      </DemoGroup>
      <DemoGroup title={t('kitchen-sink.badges.inContext')} className="flex-col items-stretch">
        <div className="flex items-center justify-between gap-3 rounded-lg border p-3">
          <div className="flex min-w-0 flex-col">
            <span className="truncate font-medium text-sm">
              {t('kitchen-sink.data.designs.diningTable')}
            </span>
            <span className="text-muted-foreground text-xs">
              {t('kitchen-sink.data.types.table')}
            </span>
          </div>
          <Badge variant="success">{t('kitchen-sink.data.status.published')}</Badge>
        </div>
        <div className="flex items-center justify-between gap-3 rounded-lg border p-3">
          <span className="flex items-center gap-2 font-medium text-sm">
            <BellIcon aria-hidden="true" className="size-4 text-muted-foreground" />
            {t('kitchen-sink.badges.notifications')}
          </span>
          <Badge className="min-w-5 rounded-full px-1.5 tabular-nums">3</Badge>
        </div>
      </DemoGroup>
    </DemoSection>
  )
}

export function ToastsSection() {
  const { t } = useTranslation()
  return (
    <DemoSection
      id="ks-toasts"
      title={t('kitchen-sink.toasts.title')}
      description={t('kitchen-sink.toasts.description')}
    >
      <DemoGroup title={t('kitchen-sink.toasts.types')}>
        <Button
          variant="outline"
          data-testid="ks-toast-success"
          onClick={() =>
            toast.success(t('kitchen-sink.toasts.success.title'), {
              toasterId: TOASTER_ID,
              description: t('kitchen-sink.toasts.success.description'),
            })
          }
        >
          <CircleCheckIcon aria-hidden="true" className="text-success" />
          {t('kitchen-sink.toasts.success.trigger')}
        </Button>
        <Button
          variant="outline"
          data-testid="ks-toast-error"
          onClick={() =>
            toast.error(t('kitchen-sink.toasts.error.title'), {
              toasterId: TOASTER_ID,
              description: t('kitchen-sink.toasts.error.description'),
            })
          }
        >
          <OctagonXIcon aria-hidden="true" className="text-destructive" />
          {t('kitchen-sink.toasts.error.trigger')}
        </Button>
        <Button
          variant="outline"
          data-testid="ks-toast-action"
          onClick={() =>
            toast(t('kitchen-sink.toasts.action.title'), {
              toasterId: TOASTER_ID,
              description: t('kitchen-sink.toasts.action.description'),
              action: { label: t('kitchen-sink.toasts.action.undo'), onClick: () => {} },
            })
          }
        >
          <UndoIcon aria-hidden="true" />
          {t('kitchen-sink.toasts.action.trigger')}
        </Button>
      </DemoGroup>
      <p className="text-muted-foreground text-sm">{t('kitchen-sink.toasts.hint')}</p>
    </DemoSection>
  )
}

export function SpinnerSection() {
  const { t } = useTranslation()
  return (
    <DemoSection
      id="ks-spinner"
      title={t('kitchen-sink.spinner.title')}
      description={t('kitchen-sink.spinner.description')}
    >
      <DemoGroup title={t('kitchen-sink.spinner.sizes')} className="gap-6">
        <Spinner />
        <Spinner className="size-6" />
        <Spinner className="size-8 text-primary" />
      </DemoGroup>
      <DemoGroup title={t('kitchen-sink.spinner.inContext')}>
        <Button variant="outline" loading>
          {t('kitchen-sink.spinner.generating')}
        </Button>
        <p className="flex items-center gap-2 text-muted-foreground text-sm">
          <Spinner label={t('kitchen-sink.spinner.rendering')} />
          <span aria-hidden="true">{t('kitchen-sink.spinner.rendering')}</span>
        </p>
      </DemoGroup>
      <div className="grid h-28 place-items-center rounded-lg border border-dashed bg-muted/30">
        <div className="flex flex-col items-center gap-2">
          <Spinner
            className="size-6 text-primary"
            label={t('kitchen-sink.spinner.loadingPreview')}
          />
          <span aria-hidden="true" className="text-muted-foreground text-sm">
            {t('kitchen-sink.spinner.loadingPreview')}
          </span>
        </div>
      </div>
    </DemoSection>
  )
}
