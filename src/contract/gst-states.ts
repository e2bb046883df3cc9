/**
 * India's GST state codes, the first two digits of a GSTIN: the dealer's state is the one
 * its GSTIN (Manage > Site) is registered in, and a supply within it is CGST + SGST, to
 * another state IGST. The walk-in's GST choice names it ("Within Haryana").
 */
import type { SupplyKind } from './workshop-tax.ts';

const states: Record<string, string> = {
  '01': 'Jammu and Kashmir', '02': 'Himachal Pradesh', '03': 'Punjab', '04': 'Chandigarh', '05': 'Uttarakhand', '06': 'Haryana',
  '07': 'Delhi', '08': 'Rajasthan', '09': 'Uttar Pradesh', '10': 'Bihar', '11': 'Sikkim', '12': 'Arunachal Pradesh', '13': 'Nagaland',
  '14': 'Manipur', '15': 'Mizoram', '16': 'Tripura', '17': 'Meghalaya', '18': 'Assam', '19': 'West Bengal', '20': 'Jharkhand',
  '21': 'Odisha', '22': 'Chhattisgarh', '23': 'Madhya Pradesh', '24': 'Gujarat', '25': 'Daman and Diu',
  '26': 'Dadra and Nagar Haveli and Daman and Diu', '27': 'Maharashtra', '28': 'Andhra Pradesh', '29': 'Karnataka', '30': 'Goa',
  '31': 'Lakshadweep', '32': 'Kerala', '33': 'Tamil Nadu', '34': 'Puducherry', '35': 'Andaman and Nicobar Islands', '36': 'Telangana',
  '37': 'Andhra Pradesh', '38': 'Ladakh',
};

/** The state a GSTIN is registered in, or null when its first two digits name none. */
export function gstStateOf(gstin: string): string | null {
  return states[gstin.trim().slice(0, 2)] ?? null;
}

/** How a form names each place of supply: "Within Haryana (CGST + SGST)", "Another state (IGST)". */
export function supplyLabels(gstin: string): Record<SupplyKind, string> {
  const state = gstStateOf(gstin);
  return {
    'intra-state': `Within ${state ?? 'our state'} (CGST + SGST)`,
    'inter-state': `Another state (IGST)`,
  };
}
