import { ArrowLeft } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { href } from '@/lib/routes'

export function BackToQuotes() {
  const { t } = useTranslation()
  return (
    <Link
      to={href('admin.quotes')}
      className="inline-flex w-fit items-center gap-1.5 rounded-sm text-muted-foreground text-sm outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('quotes.backToQuotes')}
    </Link>
  )
}
