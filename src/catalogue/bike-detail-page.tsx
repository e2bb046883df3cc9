import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from '../ui/link.tsx';
import { ApiError } from '../lib/api.ts';
import { useBikeDetail } from '../lib/use-bike-detail.ts';
import { usePageMeta } from '../lib/use-page-meta.ts';
import { Tabs } from '../ui/tabs.tsx';
import { AccessoriesTab } from './accessories-tab.tsx';
import { ColoursTab } from './colours-tab.tsx';
import { FeaturesTab } from './features-tab.tsx';
import { OverviewTab } from './overview-tab.tsx';
import { SpecificationsTab } from './specifications-tab.tsx';
import { useBikeName } from './use-bike-name.ts';
import { dealerText } from '../lib/i18n/dealer-text.ts';
import './bike-detail.css';

type TabId = 'overview' | 'specifications' | 'colours' | 'features' | 'accessories';

/**
 * requirements 2.3 (Bike detail): the title is the bike name; 'Loading bike details...' until the
 * bike loads; five tabs whose content loads when a tab is first opened.
 */
export function BikeDetailPage() {
  const bikeName = useBikeName();
  const { bike, error } = useBikeDetail(bikeName);
  const [active, setActive] = useState<TabId>('overview');
  const [visited, setVisited] = useState<Set<string>>(() => new Set(['overview']));
  const { t, i18n } = useLingui();
  const description = bike ? dealerText(i18n.locale, bike.bikeDetails, bike.bikeDetailsHi).text : '';
  usePageMeta(bike?.name ?? bikeName, bike ? description.slice(0, 155) : t`Specifications, colours, features and accessories of the ${bikeName}.`);

  if (error instanceof ApiError && error.status === 404) {
    return (
      <section className="page">
        <h1 className="page-title">{bikeName}</h1>
        <p>
          <Trans>We could not find this model. It may have been renamed or withdrawn.</Trans>
        </p>
        <p>
          <Link className="btn btn-primary" to="/motorcycle">
            <Trans>See our motorcycles</Trans>
          </Link>
        </p>
      </section>
    );
  }
  if (!bike)
    return (
      <p className="page status-text">
        <Trans>Loading bike details...</Trans>
      </p>
    );

  const tabs = [
    { id: 'overview', label: bike.name },
    { id: 'specifications', label: t`SPECIFICATIONS` },
    { id: 'colours', label: t`COLOURS` },
    { id: 'features', label: t`FEATURES` },
    { id: 'accessories', label: t`ACCESSORIES` },
  ] as const;

  const modelName = bike.name;

  function select(id: string) {
    setActive(id as TabId);
    setVisited((v) => (v.has(id) ? v : new Set(v).add(id)));
  }

  return (
    // A different bike starts afresh: its own first variant, first colour and tab state.
    <section key={bike.bikeName} className="page bike-detail">
      <h1 className="page-title">{bike.name}</h1>
      <Tabs
        label={t`${modelName} details`}
        tabs={tabs}
        active={active}
        onChange={select}
        visited={visited}
        renderPanel={(id) => {
          switch (id as TabId) {
            case 'overview':
              return <OverviewTab bike={bike} />;
            case 'specifications':
              return <SpecificationsTab bike={bike} />;
            case 'colours':
              return <ColoursTab bikeName={bike.bikeName} modelName={modelName} />;
            case 'features':
              return <FeaturesTab bikeName={bike.bikeName} modelName={modelName} />;
            case 'accessories':
              return <AccessoriesTab bikeName={bike.bikeName} modelName={modelName} />;
          }
        }}
      />
    </section>
  );
}
