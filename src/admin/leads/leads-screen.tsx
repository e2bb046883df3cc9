import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { leadTabs, type LeadTab } from '#contract/lead-api.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { Tabs } from '../../ui/tabs.tsx';
import { useMediaQuery } from '../../ui/use-media-query.ts';
import { LeadCards } from './lead-cards.tsx';
import { LeadFilters } from './lead-filters.tsx';
import { LeadTable } from './lead-table.tsx';
import { compareLeads, matchesFilter, noFilter, type LeadFilter } from './lead-view.ts';
import { SyncLine } from './sync-line.tsx';
import { useDeskLeads, useDeskStaff } from './use-desk-leads.ts';
import { useDeskSync } from './use-desk-sync.ts';
import './leads.css';

/** Rows drawn at once: thousands of leads stay on the device, a screenful or two is drawn. */
const pageSize = 100;

const filterKeys = ['showroom', 'owner', 'kind', 'status', 'q'] as const;

function filterOf(params: URLSearchParams): LeadFilter {
  const tab = params.get('tab');
  const filter: LeadFilter = { ...noFilter, tab: leadTabs.some((t) => t.id === tab) ? (tab as LeadTab) : 'today' };
  for (const key of filterKeys) filter[key] = params.get(key) ?? '';
  return filter;
}

/**
 * The lead desk (docs/lead-desk.md): Today, Open and Closed, read from the
 * device's copy at once (offline too) while a pull runs behind it. The tab and filters
 * live in the address, so coming back from a lead keeps them.
 */
export function LeadsScreen() {
  usePageMeta('Leads');
  const sync = useDeskSync();
  const leads = useDeskLeads();
  const staff = useDeskStaff();
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params);
  const wide = useMediaQuery('(min-width: 1000px)');
  const [drawn, setDrawn] = useState(pageSize);

  const change = (next: Partial<LeadFilter>) => {
    const merged = { ...filter, ...next };
    const out = new URLSearchParams();
    for (const [key, value] of Object.entries(merged)) if (value) out.set(key, value);
    setParams(out, { replace: true });
  };

  // "Now" moves on whenever the device's copy changes (a pull each minute at the least).
  const { shown, now } = useMemo(() => {
    const at = new Date();
    return { now: at, shown: (leads ?? []).filter((l) => matchesFilter(l, filterOf(params), at)).sort(compareLeads(filterOf(params).tab)) };
  }, [leads, params]);

  const renderList = () => {
    if (leads === undefined) return <p className="lead-note">Loading leads…</p>;
    if (leads.length === 0 && sync === 'syncing') return <p className="lead-note">Fetching leads for this device…</p>;
    if (shown.length === 0) return <p className="lead-note">No leads here{filtersSet(filter) ? ' for these filters' : ''}.</p>;
    return (
      <>
        <p className="lead-count" aria-live="polite">{shown.length === 1 ? '1 lead' : `${shown.length.toLocaleString('en-IN')} leads`}</p>
        {wide ? <LeadTable leads={shown.slice(0, drawn)} staff={staff} now={now} /> : <LeadCards leads={shown.slice(0, drawn)} staff={staff} now={now} />}
        {shown.length > drawn && (
          <button type="button" className="btn btn-outline lead-btn lead-more" onClick={() => setDrawn((n) => n + pageSize)}>
            Show more leads
          </button>
        )}
      </>
    );
  };

  return (
    <section className="admin-screen lead-desk">
      <div className="lead-desk-head">
        <h1 className="admin-heading">Leads</h1>
        <SyncLine state={sync} />
      </div>
      <LeadFilters filter={filter} staff={staff} onChange={change} />
      <Tabs tabs={leadTabs} active={filter.tab} onChange={(tab) => change({ tab: tab as LeadTab })} label="Lead lists" renderPanel={renderList} />
    </section>
  );
}

function filtersSet(filter: LeadFilter): boolean {
  return filterKeys.some((key) => filter[key] !== '');
}
