import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { AlertBox } from '@/components/alert-box'
import { fieldText } from '@/lib/forms'
import type { Problem } from '../editor/model'

/**
 * Problems of the draft in one banner: above a form, those no field of it shows; before
 * publishing, all of them, each with where it is (`paths`).
 */
export function ProblemList({
  problems,
  title,
  paths = false,
}: {
  problems: Problem[]
  title?: ReactNode
  paths?: boolean
}) {
  const { t } = useTranslation()
  if (!problems.length) return null
  return (
    <AlertBox size="sm" title={title}>
      <ul className="grid max-h-64 gap-1 overflow-y-auto">
        {problems.map((p) => (
          <li key={`${p.path}:${p.code}`}>
            {paths && <code className="mr-1.5 text-[10px] opacity-70">{p.path}</code>}
            {fieldText(t, p.code)}
          </li>
        ))}
      </ul>
    </AlertBox>
  )
}
