/**
 * Workshop > Parts and labour (docs/workshop.md "Parts price list", "Labour list"): the parts
 * price list, found a page at a time, with its file import; the labour list with its
 * operations added, changed and retired. Everyone of the workshop reads both (they estimate
 * from them); Owners and Managers (`workshopPrices`) change them: one list for every showroom.
 * Needs the server.
 */
import { roleMay } from '#contract/staff-roles.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { Link } from '../../ui/link.tsx';
import { useStaffRole } from '../session/use-staff-role.ts';
import { LabourListSection } from './labour-list-section.tsx';
import { PartsImportForm } from './parts-import-form.tsx';
import { PartsListSection } from './parts-list-section.tsx';
import '../stock/stock.css';
import './price-lists.css';

export function PriceListsScreen() {
  usePageMeta('Parts and labour');
  const changes = roleMay(useStaffRole().role, 'workshopPrices');
  return (
    <section className="admin-screen price-lists-screen">
      <h1 className="admin-heading admin-keep-case">Parts and labour</h1>
      <p className="price-lists-back"><Link to="/admin/workshop">Back to the Workshop</Link></p>
      {!changes && <p className="stock-hint">You can read these lists to estimate; a Manager changes them.</p>}
      <PartsListSection imports={changes} />
      {changes && <PartsImportForm />}
      <LabourListSection changes={changes} />
    </section>
  );
}
