import { useState } from 'react';
import { graphql, type PreloadedQuery } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Search, ShieldCheck } from 'lucide-react';
import type { TourGuideSearchScreenQuery } from '../../__generated__/TourGuideSearchScreenQuery.graphql';
import { preload, prepareRequest, useRouteQuery } from '../../shell/loader';
import type { ScreenModule } from '../../shell/lazyScreen';
import { PageHeader } from '../../widgets/PageHeader';
import { FormSkeleton } from '../../widgets/Skeleton';
import { capText } from '../../widgets/comments/limits';
import { guideListPath, type Gender } from './paths';
import './guides.css';

const query = graphql`
  query TourGuideSearchScreenQuery {
    inputLimits {
      guideKeywordMaxLength
    }
  }
`;

const GENDERS: readonly (Gender | 'ANY')[] = ['ANY', 'MALE', 'FEMALE'];

function loader({ request }: { request: Request }): PreloadedQuery<TourGuideSearchScreenQuery> {
  prepareRequest(request);
  return preload<TourGuideSearchScreenQuery>(query, {});
}

/** /guide-search: the tour-guide query's form (a name or certificate number, a gender), opening the guides found. */
export function TourGuideSearchScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { inputLimits } = useRouteQuery<TourGuideSearchScreenQuery>(query);
  const max = inputLimits.guideKeywordMaxLength;
  const [keyword, setKeyword] = useState('');
  const [gender, setGender] = useState<Gender | 'ANY'>('ANY');
  return (
    <div className="guides-page" data-testid="guide-search">
      <PageHeader title={t('guides.title')} />
      <p className="guides-intro">
        <ShieldCheck aria-hidden size={16} /> {t('guides.intro')}
      </p>
      <form
        className="guides-form"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          navigate(guideListPath(keyword, gender === 'ANY' ? null : gender));
        }}
      >
        <label htmlFor="guide-keyword" className="guides-form__label">
          {t('guides.keyword')}
        </label>
        <input
          id="guide-keyword"
          className="guides-form__input"
          type="search"
          enterKeyHint="search"
          value={keyword}
          maxLength={max}
          placeholder={t('guides.keywordHint')}
          onChange={(e) => setKeyword(capText(e.target.value, max))}
          data-testid="guide-keyword"
        />
        <fieldset className="guides-form__genders">
          <legend className="guides-form__label">{t('guides.gender')}</legend>
          {GENDERS.map((g) => (
            <label key={g} className={g === gender ? 'guides-chip guides-chip--on' : 'guides-chip'}>
              <input
                type="radio"
                name="gender"
                value={g}
                checked={g === gender}
                onChange={() => setGender(g)}
                data-testid={`guide-gender-${g}`}
              />
              {t(`guides.genders.${g}`)}
            </label>
          ))}
        </fieldset>
        <button type="submit" className="btn btn--primary guides-form__submit" data-testid="guide-search-submit">
          <Search aria-hidden size={18} /> {t('guides.search')}
        </button>
      </form>
    </div>
  );
}

export const screen: ScreenModule['screen'] = {
  Component: TourGuideSearchScreen,
  loader,
  skeleton: <FormSkeleton fields={3} />,
};
