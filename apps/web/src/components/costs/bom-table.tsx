import type { CostLine, Money } from '@designer/contract'
import { ChevronDown, ChevronUp } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import {
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table'
import { MoneyList } from './money-list'
import { useCostFormat } from './use-cost-format'

/**
 * A bill of materials: each part with the path it came through ("Leg 2 › Foot"), its supplier
 * item, the quantity in the item's unit with the waste added, the unit cost and the line's
 * cost, then the totals (one per currency). With `limit`, the first lines and "Show all".
 */
export function BomTable({
  lines,
  totals,
  limit,
  className,
}: {
  lines: CostLine[]
  totals?: Money[]
  limit?: number
  className?: string
}) {
  const { t } = useTranslation()
  const format = useCostFormat()
  const [expanded, setExpanded] = useState(false)
  const collapsible = limit !== undefined && lines.length > limit
  const shown = collapsible && !expanded ? lines.slice(0, limit) : lines

  return (
    <div className={className}>
      {/* Columns come and go with the table's own width, not the window's: it sits in a card
          beside the preview on the design page and fills a sheet elsewhere. Fitting, it never
          scrolls sideways, which a keyboard could not do (it holds nothing to focus). */}
      <div className="@container overflow-hidden rounded-lg border">
        <Table data-testid="bom-table">
          <TableHeader className="bg-muted/40">
            <TableRow className="hover:bg-transparent">
              <TableHead className="pl-3">{t('costs.bom.part')}</TableHead>
              <TableHead className="@md:table-cell hidden">{t('costs.bom.item')}</TableHead>
              <TableHead className="@3xl:table-cell hidden">{t('costs.bom.supplier')}</TableHead>
              <TableHead className="@md:table-cell hidden text-right">
                {t('costs.bom.quantity')}
              </TableHead>
              <TableHead className="@lg:table-cell hidden text-right">
                {t('costs.bom.unitCost')}
              </TableHead>
              <TableHead className="pr-3 text-right">{t('costs.bom.lineCost')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {shown.map((line, i) => (
              <TableRow
                key={`${line.path.map((s) => s.objectId).join('/')}/${line.objectId}/${i}`}
                data-testid="bom-line"
              >
                <TableCell className="max-w-56 pl-3 whitespace-normal">
                  <span className="break-words">{format.path(line.path, line.objectName)}</span>
                  {line.source === 'extra' && (
                    <Badge variant="secondary" className="ml-1.5 font-normal">
                      {t('costs.bom.extra')}
                    </Badge>
                  )}
                  {/* On a phone the item and quantity have no columns: they stand under the part. */}
                  <span className="@md:hidden mt-1 block text-muted-foreground text-xs">
                    {[
                      line.itemName,
                      line.itemCode,
                      format.quantity(line.quantityWithWaste, line.unit),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </TableCell>
                <TableCell className="@md:table-cell hidden max-w-56 whitespace-normal">
                  <span className="block font-medium">{line.itemName}</span>
                  <span className="block text-muted-foreground text-xs">
                    {[line.itemCode, format.materialType(line.materialType)]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                  <span className="@3xl:hidden block text-muted-foreground text-xs">
                    {line.supplierName}
                  </span>
                </TableCell>
                <TableCell className="@3xl:table-cell hidden max-w-40 whitespace-normal">
                  {line.supplierName}
                </TableCell>
                <TableCell className="@md:table-cell hidden text-right tabular-nums">
                  <span className="block whitespace-nowrap">
                    {format.quantity(line.quantityWithWaste, line.unit)}
                  </span>
                  {line.wastePercent > 0 && (
                    <span className="block whitespace-nowrap text-muted-foreground text-xs">
                      {t('costs.bom.waste', {
                        quantity: format.quantity(line.quantity, line.unit),
                        percent: format.percent(line.wastePercent),
                      })}
                    </span>
                  )}
                </TableCell>
                <TableCell className="@lg:table-cell hidden text-right tabular-nums">
                  {format.unitCost(line)}
                </TableCell>
                <TableCell className="pr-3 text-right font-medium tabular-nums">
                  {format.money(line.lineCost)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
          {totals && totals.length > 0 && (!collapsible || expanded) && (
            <TableFooter>
              <TableRow className="hover:bg-transparent">
                <TableCell className="pl-3">{t('costs.bom.total')}</TableCell>
                <TableCell className="@md:table-cell hidden" />
                <TableCell className="@3xl:table-cell hidden" />
                <TableCell className="@md:table-cell hidden" />
                <TableCell className="@lg:table-cell hidden" />
                <TableCell className="pr-3 text-right">
                  <MoneyList amounts={totals} />
                </TableCell>
              </TableRow>
            </TableFooter>
          )}
        </Table>
      </div>
      {collapsible && (
        <Button
          variant="ghost"
          size="sm"
          className="mt-2"
          aria-expanded={expanded}
          onClick={() => setExpanded((e) => !e)}
          data-testid="bom-show-all"
        >
          {expanded ? <ChevronUp aria-hidden="true" /> : <ChevronDown aria-hidden="true" />}
          {expanded ? t('costs.bom.showFewer') : t('costs.bom.showAll', { count: lines.length })}
        </Button>
      )}
    </div>
  )
}
