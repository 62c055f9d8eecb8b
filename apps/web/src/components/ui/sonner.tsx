import {
  CircleCheckIcon,
  InfoIcon,
  Loader2Icon,
  OctagonXIcon,
  TriangleAlertIcon,
  XIcon,
} from 'lucide-react'
import type * as React from 'react'
import { useTranslation } from 'react-i18next'
import { Toaster as Sonner, type ToasterProps } from 'sonner'

// Sonner's own stylesheet is unlayered, so it wins over Tailwind utilities; the theme tokens are
// therefore passed as its CSS variables (an inline style, which the CSP allows) and the few
// class overrides use the important modifier.
const tokenStyle = {
  '--normal-bg': 'var(--popover)',
  '--normal-text': 'var(--popover-foreground)',
  '--normal-border': 'var(--border)',
  '--border-radius': 'var(--radius)',
  fontFamily: 'inherit',
} as React.CSSProperties

function Toaster({ toastOptions, style, ...props }: ToasterProps) {
  const { t } = useTranslation()
  return (
    <Sonner
      theme="light"
      className="toaster group"
      containerAriaLabel={t('ui.toast.region')}
      icons={{
        success: <CircleCheckIcon aria-hidden="true" className="size-4 text-success" />,
        info: <InfoIcon aria-hidden="true" className="size-4 text-primary" />,
        warning: <TriangleAlertIcon aria-hidden="true" className="size-4 text-warning" />,
        error: <OctagonXIcon aria-hidden="true" className="size-4 text-destructive" />,
        loading: <Loader2Icon aria-hidden="true" className="size-4 animate-spin" />,
        close: <XIcon aria-hidden="true" className="size-3" />,
      }}
      style={{ ...tokenStyle, ...style }}
      toastOptions={{
        closeButtonAriaLabel: t('ui.toast.close'),
        ...toastOptions,
        classNames: {
          toast: 'shadow-lg!',
          title: 'font-medium!',
          description: 'text-muted-foreground!',
          actionButton: 'bg-primary! text-primary-foreground!',
          cancelButton: 'bg-muted! text-muted-foreground!',
          ...toastOptions?.classNames,
        },
      }}
      {...props}
    />
  )
}

export { Toaster }
