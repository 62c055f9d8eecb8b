import type { DesignListItem } from '@designer/contract'
import { useTranslation } from 'react-i18next'
import type { SelectOption, SelectOptionGroup } from '@/components/select-field'

/**
 * The company's designs as select options, designs first, then components. A chosen design
 * missing from the list (past the first 100) is added, so the select can still name it.
 */
export function useDesignSelectOptions(
  designs: readonly DesignListItem[] | undefined,
  current?: { id: string; name: string } | null,
): (SelectOption | SelectOptionGroup)[] {
  const { t } = useTranslation()
  const list = designs ?? []
  const extra = current && !list.some((d) => d.id === current.id) ? current : null
  return [
    ...(extra ? [{ value: extra.id, label: extra.name }] : []),
    ...(['design', 'component'] as const).map((type) => ({
      label: t(`designs.typesPlural.${type}`),
      options: list.filter((d) => d.type === type).map((d) => ({ value: d.id, label: d.name })),
    })),
  ]
}
