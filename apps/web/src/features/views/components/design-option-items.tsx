import type { DesignListItem } from '@designer/contract'
import { useTranslation } from 'react-i18next'
import { SelectGroup, SelectItem, SelectLabel, SelectSeparator } from '@/components/ui/select'

/**
 * The company's designs as select items, designs first, then components. A chosen design
 * missing from the list (past the first 100) is added, so the select can still name it.
 */
export function DesignOptionItems({
  designs,
  current,
}: {
  designs: DesignListItem[]
  current?: { id: string; name: string } | null
}) {
  const { t } = useTranslation()
  const extra = current && !designs.some((d) => d.id === current.id) ? current : null
  const groups = (['design', 'component'] as const).map((type) => ({
    type,
    items: designs.filter((d) => d.type === type),
  }))
  return (
    <>
      {extra && <SelectItem value={extra.id}>{extra.name}</SelectItem>}
      {groups.map(
        ({ type, items }) =>
          items.length > 0 && (
            <SelectGroup key={type}>
              <SelectSeparator />
              <SelectLabel>{t(`views.designTypes.${type}`)}</SelectLabel>
              {items.map((design) => (
                <SelectItem key={design.id} value={design.id}>
                  {design.name}
                </SelectItem>
              ))}
            </SelectGroup>
          ),
      )}
    </>
  )
}
