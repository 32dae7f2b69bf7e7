import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, useRevalidator } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { AirQualityScreenQuery, AirQualityScreenQuery$data } from '../../__generated__/AirQualityScreenQuery.graphql';
import { isBackForward, prepareRequest, preload } from '../../shell/loader';
import type { ScreenModule } from '../../shell/lazyScreen';
import { EmptyState, ErrorView, PartFailed } from '../../shell/StateViews';
import { PageHeader } from '../../widgets/PageHeader';
import { Content } from '../../widgets/Content';
import { DetailSkeleton } from '../../widgets/Skeleton';
import { ConditionIcon } from './conditions';
import { IndexBadge, dayLabel, timeOf } from './format';
import './weather.css';

const query = graphql`
  query AirQualityScreenQuery {
    cityWeather {
      city
      issuedAt
      airQuality {
        index {
          value
          level
          label
          colour
          advice
        }
        mainPollutant
        readings {
          pollutant
          symbol
          value
          unit
        }
        measuredAt
      }
      days {
        date
        condition
        text
        high
        low
        airQuality {
          value
          level
          label
          colour
        }
      }
    }
  }
`;

type Weather = NonNullable<AirQualityScreenQuery$data['cityWeather']>;

export function airQualityLoader({ request }: { request: Request }): PreloadedQuery<AirQualityScreenQuery> {
  prepareRequest(request);
  return preload<AirQualityScreenQuery>(query, {}, { fresh: !isBackForward() });
}

function NowCard({ weather }: { weather: Weather }) {
  const { t } = useTranslation();
  const q = weather.airQuality;
  if (!q) return <PartFailed testId="air-quality-failed" />;
  const main = q.readings.find((r) => r.pollutant === q.mainPollutant);
  return (
    <section className="aqi-card" data-testid="aqi-now" aria-label={t('weather.index')}>
      <div className="aqi-card__head">
        <IndexBadge index={q.index} large />
        <div className="aqi-card__words">
          <Content as="p" className="aqi-card__city">
            {weather.city}
          </Content>
          <p className="aqi-card__main" data-testid="aqi-main">
            {main ? t('weather.main', { name: main.symbol }) : t('weather.noMain')}
          </p>
          {q.measuredAt && <p className="aqi-card__time">{t('weather.measured', { time: timeOf(q.measuredAt) })}</p>}
        </div>
      </div>
      <Content as="p" className="aqi-card__advice" data-testid="aqi-advice">
        {q.index.advice}
      </Content>
      <h2 className="weather-heading">{t('weather.readings')}</h2>
      <ul className="aqi-readings" data-testid="aqi-readings">
        {q.readings.map((r) => (
          <li key={r.pollutant} className={r.pollutant === q.mainPollutant ? 'aqi-reading aqi-reading--main' : 'aqi-reading'}>
            <span className="aqi-reading__symbol">{r.symbol}</span>
            <span className="aqi-reading__value">{r.value}</span>
            <span className="aqi-reading__unit">{r.unit}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Days({ days }: { days: Weather['days'] }) {
  const { t, i18n } = useTranslation();
  return (
    <section className="weather-days" aria-label={t('weather.forecast')}>
      <h2 className="weather-heading">{t('weather.forecast')}</h2>
      <ul className="weather-days__list">
        {days.map((d, i) => (
          <li key={d.date} className="weather-day" data-testid="weather-day">
            <span className="weather-day__date">{dayLabel(d.date, i, t, i18n.language)}</span>
            <span className="weather-day__sky">
              <ConditionIcon condition={d.condition} />
              <Content>{d.text}</Content>
            </span>
            <span className="weather-day__temp">{t('weather.temperature', { low: d.low, high: d.high })}</span>
            {d.airQuality && <IndexBadge index={d.airQuality} />}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /air-quality: the site's city's air-quality index now, its pollutants and the coming days' weather. */
export function AirQualityScreen() {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const { cityWeather } = usePreloadedQuery<AirQualityScreenQuery>(query, useLoaderData() as PreloadedQuery<AirQualityScreenQuery>);
  return (
    <div className="weather-page" data-testid="air-quality-page">
      <PageHeader title={t('weather.title')} />
      {!cityWeather ? (
        <ErrorView error={new Error('weather')} onRetry={() => revalidator.revalidate()} />
      ) : cityWeather.days.length === 0 && !cityWeather.airQuality ? (
        <EmptyState text={t('weather.empty')} />
      ) : (
        <>
          <NowCard weather={cityWeather} />
          {cityWeather.days.length > 0 && <Days days={cityWeather.days} />}
        </>
      )}
    </div>
  );
}

export const screen: ScreenModule['screen'] = {
  Component: AirQualityScreen,
  loader: airQualityLoader,
  skeleton: <DetailSkeleton header picture={false} cards={3} />,
};
