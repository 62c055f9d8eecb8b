import { Loader2Icon } from 'lucide-react'
import type * as React from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/utils'

type SpinnerProps = React.ComponentProps<'svg'> & {
  /** What is loading, read by screen readers; defaults to the translated "Loading". */
  label?: string
}

function Spinner({ className, label, ...props }: SpinnerProps) {
  const { t } = useTranslation()
  return (
    <Loader2Icon
      data-slot="spinner"
      role="status"
      aria-label={label ?? t('ui.spinner.label')}
      className={cn(
        'size-4 animate-spin text-muted-foreground motion-reduce:animate-[spin_1.5s_linear_infinite]',
        className,
      )}
      {...props}
    />
  )
}

export type { SpinnerProps }
export { Spinner }
