import { useState, type FormEvent } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ChevronRight, LocateFixed, Search } from 'lucide-react';
import type { BusSearchScreenQuery } from '../../__generated__/BusSearchScreenQuery.graphql';
import { prepareRequest, preload } from '../../shell/loader';
import type { ScreenModule } from '../../shell/lazyScreen';
import { PageHeader } from '../../widgets/PageHeader';
import { FormSkeleton } from '../../widgets/Skeleton';
import { busResultsPath, busSearchBy, busSearchPath, type BusSearchBy } from './paths';
import './buses.css';

const query = graphql`
  query BusSearchScreenQuery {
    inputLimits {
      busKeywordMaxLength
    }
  }
`;

interface LoaderData {
  by: BusSearchBy;
  ref: PreloadedQuery<BusSearchScreenQuery>;
}

/** /bus-search[?by=stop]: the keyword limit comes from the gateway. */
export function busSearchLoader({ request }: { request: Request }): LoaderData {
  const search = prepareRequest(request);
  return { by: busSearchBy(search.get('by')), ref: preload<BusSearchScreenQuery>(query, {}) };
}

export function BusSearchScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { by, ref } = useLoaderData() as LoaderData;
  const { inputLimits } = usePreloadedQuery<BusSearchScreenQuery>(query, ref);
  const [text, setText] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (text.trim() !== '') navigate(busResultsPath(by, text.trim()));
  };
  return (
    <div className="bus-page" data-testid="bus-search">
      <PageHeader title={t('buses.title')} />
      <nav className="tabs" aria-label={t('buses.title')}>
        {(['line', 'stop'] as const).map((b) => (
          <Link
            key={b}
            to={busSearchPath(b)}
            replace
            className={b === by ? 'tabs__tab tabs__tab--on' : 'tabs__tab'}
            aria-current={b === by ? 'page' : undefined}
            data-testid={`bus-by-${b}`}
          >
            {t(b === 'line' ? 'buses.byLine' : 'buses.byStop')}
          </Link>
        ))}
      </nav>
      <form className="bus-form" role="search" onSubmit={submit}>
        <input
          type="search"
          className="bus-form__input"
          value={text}
          maxLength={inputLimits.busKeywordMaxLength}
          placeholder={t(by === 'line' ? 'buses.linePlaceholder' : 'buses.stopPlaceholder')}
          aria-label={t(by === 'line' ? 'buses.linePlaceholder' : 'buses.stopPlaceholder')}
          enterKeyHint="search"
          onChange={(e) => setText(e.target.value)}
          data-testid="bus-keyword"
        />
        <button type="submit" className="btn btn--primary bus-form__submit" disabled={text.trim() === ''} data-testid="bus-submit">
          <Search aria-hidden size={16} /> {t('buses.search')}
        </button>
      </form>
      <Link to="/near-bus" className="bus-nearby" data-testid="bus-nearby">
        <LocateFixed aria-hidden size={20} />
        <span className="bus-nearby__text">
          <strong>{t('buses.nearby')}</strong>
          <span>{t('buses.nearbyHint')}</span>
        </span>
        <ChevronRight aria-hidden size={18} />
      </Link>
    </div>
  );
}

export const screen: ScreenModule['screen'] = {
  Component: BusSearchScreen,
  loader: busSearchLoader,
  skeleton: <FormSkeleton fields={2} />,
};
