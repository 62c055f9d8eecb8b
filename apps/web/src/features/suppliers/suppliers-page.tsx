import { ItemsTab } from './items-tab'
import { useSupplierTab } from './list-params'
import { SuppliersTab } from './suppliers-tab'

/** /admin/suppliers: the company's suppliers, and what they sell, each in a tab. */
export function SuppliersPage() {
  const [{ tab }] = useSupplierTab()
  return tab === 'items' ? <ItemsTab /> : <SuppliersTab />
}
