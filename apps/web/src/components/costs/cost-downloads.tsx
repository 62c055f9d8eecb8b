import { Download } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { downloadFile } from '@/lib/download'
import { errorText } from '@/lib/forms'
import { costCsvPath } from '@/lib/queries/design-cost'
import { cn } from '@/lib/utils'

type Kind = 'bom' | 'cut-list'

/** A file name from a design's name: letters, digits, dashes. */
const slug = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\w-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase() || 'design'

/** Downloads of a design's bill of materials and cut list, as CSV. */
export function CostDownloads({
  designId,
  designName,
  className,
}: {
  designId: string
  designName: string
  className?: string
}) {
  const { t } = useTranslation()
  const [pending, setPending] = useState<Kind | null>(null)
  const download = async (kind: Kind) => {
    setPending(kind)
    try {
      await downloadFile(costCsvPath(designId, kind), `${slug(designName)}-${kind}.csv`)
    } catch (err) {
      toast.error(t('costs.download.failed', { reason: errorText(t, err) }))
    } finally {
      setPending(null)
    }
  }
  return (
    <div className={cn('flex flex-wrap gap-2', className)}>
      <Button
        variant="outline"
        size="sm"
        loading={pending === 'bom'}
        onClick={() => void download('bom')}
        data-testid="download-bom"
      >
        {pending !== 'bom' && <Download aria-hidden="true" />}
        {t('costs.download.bom')}
      </Button>
      <Button
        variant="outline"
        size="sm"
        loading={pending === 'cut-list'}
        onClick={() => void download('cut-list')}
        data-testid="download-cut-list"
      >
        {pending !== 'cut-list' && <Download aria-hidden="true" />}
        {t('costs.download.cutList')}
      </Button>
    </div>
  )
}
