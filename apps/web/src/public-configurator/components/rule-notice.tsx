import { Info, Undo2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'

/**
 * What the rules did to the visitor's other choices, under the option they just changed, with
 * a way back. Not a live region itself: the page announces the same words in one that is
 * always there (a region inserted with its text is not reliably read out).
 */
export function RuleNoticeBox({ sentences, onUndo }: { sentences: string[]; onUndo: () => void }) {
  const { t } = useTranslation()
  if (!sentences.length) return null
  return (
    <div
      data-testid="rule-notice"
      className="flex items-start gap-3 rounded-xl border border-amber-300/70 bg-amber-50 px-4 py-3 text-amber-950 text-sm"
    >
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <ul className="grid min-w-0 flex-1 gap-1">
        {sentences.map((s) => (
          <li key={s}>{s}</li>
        ))}
      </ul>
      <Button
        variant="outline"
        size="sm"
        className="-my-1 shrink-0 border-amber-400/70 bg-white/70 text-amber-950 hover:bg-white"
        onClick={onUndo}
      >
        <Undo2 aria-hidden="true" />
        {t('public-configurator.notice.undo')}
      </Button>
    </div>
  )
}
