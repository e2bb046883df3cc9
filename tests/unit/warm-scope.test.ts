import { describe, expect, it } from 'vitest';
import { catalogueSaving } from '../../src/offline/warm-scope.ts';

describe('how much of the catalogue a device saves ahead', () => {
  it.each([
    ['no Network Information API (Safari, Firefox)', undefined, 'everything'],
    ['Wi-Fi', { type: 'wifi', saveData: false }, 'everything'],
    ['a desktop with no type given', { saveData: false }, 'everything'],
    ['data saver on', { type: 'wifi', saveData: true }, 'viewed'],
    ['mobile data without data saver (what lets a patchy phone browse offline)', { type: 'cellular', saveData: false }, 'everything'],
    ['mobile data with data saver', { type: 'cellular', saveData: true }, 'viewed'],
    ['a connection the browser calls metered', { type: 'wifi', metered: true }, 'viewed'],
  ] as const)('%s: %s', (_, connection, expected) => {
    expect(catalogueSaving(connection)).toBe(expected);
  });
});
