/**
 * requirements 2.3: the product enquiry reads {bikeName, price, image, variant} from navigation
 * state (the bike detail's BOOK TEST RIDE); without it the bike is 'Default Bike Name'
 * and the price '0' (requirements 9).
 */
import { defaultBikeName } from '../forms/product-form.ts';

export interface ProductState {
  bikeName: string;
  price: string;
  image?: string;
  variant?: string;
}

const text = (value: unknown): string | undefined => {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
};

export function productFromState(state: unknown): ProductState {
  const s = (state && typeof state === 'object' ? state : {}) as Record<string, unknown>;
  const image = text(s.image);
  const variant = text(s.variant);
  return {
    bikeName: text(s.bikeName) ?? defaultBikeName,
    price: text(s.price) ?? '0',
    ...(image ? { image } : {}),
    ...(variant ? { variant } : {}),
  };
}
