/**
 * <ListState>: the one way an admin list says it is loading, failed or empty, as a
 * paragraph or as a table row, and nothing once it has rows.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ListState } from '../../src/admin/ui/list-state.tsx';

const render = (element: React.ReactElement) => renderToStaticMarkup(element);

describe('ListState', () => {
  it('says Loading... politely while nothing has arrived', () => {
    expect(render(<ListState rows={undefined} emptyText="No offers yet." />)).toBe(
      '<p class="status-text list-state"><span role="status">Loading...</span></p>',
    );
  });

  it('says the list is empty in its own words', () => {
    expect(render(<ListState rows={[]} emptyText="No offers yet." />)).toBe(
      '<p class="status-text list-state"><span role="status">No offers yet.</span></p>',
    );
  });

  it('announces a failure at once, with Try again when it can retry', () => {
    expect(render(<ListState rows={undefined} failed failedText="Failed to load the staff accounts. Please try again." emptyText="-" retry={() => {}} />)).toBe(
      '<p class="admin-error list-state"><span role="alert">Failed to load the staff accounts. Please try again.</span>' +
        '<button type="button" class="btn btn-outline list-state-retry">Try again</button></p>',
    );
    expect(render(<ListState rows={undefined} failed emptyText="-" />)).toContain('The list could not be loaded. Please try again.');
  });

  it('keeps showing rows it already has when a later load fails: the failure is not drawn over them', () => {
    expect(render(<ListState rows={[{ id: 1 }]} failed emptyText="-" />)).toBe('');
  });

  it('inside a table, is one row across the columns', () => {
    expect(render(<table><tbody><ListState rows={[]} emptyText="No staff accounts yet." columns={7} /></tbody></table>)).toBe(
      '<table><tbody><tr><td colSpan="7" class="admin-table-note"><span role="status">No staff accounts yet.</span></td></tr></tbody></table>',
    );
  });
});
