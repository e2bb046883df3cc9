import { Trans, useLingui } from '@lingui/react/macro';
import { mediaUrl } from '../../lib/api.ts';
import { useSearchParams } from 'react-router-dom';
import { apiPaths } from '#contract/api-paths.ts';
import type { BikeDetail } from '#contract/catalogue-types.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { usePublicRead } from '../../lib/use-public-read.ts';
import { choiceFromSearch } from './quote-choice.ts';
import { QuotePanel } from './quote-panel.tsx';
import './quote.css';

/** /quote?bike=...: a shared quote, opened again with the same choices and today's rates. */
export function QuotePage() {
  const { t } = useLingui();
  usePageMeta(t`On-road price`, t`The itemised on-road price of a two-wheeler: road tax, registration, insurance and EMI.`);
  const [search] = useSearchParams();
  const choice = choiceFromSearch(search);
  const bike = usePublicRead<BikeDetail>(choice ? apiPaths.bikeView(choice.bikeKey) : null);
  const name = bike.data?.name ?? choice?.bikeKey ?? '';
  return (
    <section className="page quote-page">
      <h1 className="page-title">{choice ? t`On-road price: ${name}` : t`On-road price`}</h1>
      {!choice && (
        <p className="error-text">
          <Trans>This link does not name a model. Open a model and tap On-road price.</Trans>
        </p>
      )}
      {choice && bike.loading && (
        <p className="status-text" role="status">
          <Trans>Loading...</Trans>
        </p>
      )}
      {choice && !bike.loading && (
        <div className="card quote-page-card">
          <QuotePanel bikeKey={bike.data?.bikeName ?? choice.bikeKey} modelName={name} picture={bike.data ? mediaUrl(bike.data.image) : undefined} start={choice} />
        </div>
      )}
    </section>
  );
}
