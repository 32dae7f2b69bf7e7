import { graphql, usePaginationFragment, type PreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { VolunteerDetailScreenQuery } from '../../__generated__/VolunteerDetailScreenQuery.graphql';
import type { VolunteerDetailScreen_volunteer$key } from '../../__generated__/VolunteerDetailScreen_volunteer.graphql';
import type { VolunteerRecordsPaginationQuery } from '../../__generated__/VolunteerRecordsPaginationQuery.graphql';
import { prepareRequest, preload, useRouteQuery } from '../../shell/loader';
import { PageHeader } from '../../widgets/PageHeader';
import { EmptyState } from '../../shell/StateViews';
import { NotFoundPage } from '../../widgets/NotFoundPage';
import { Img } from '../../widgets/Img';
import { PagedList } from '../../widgets/PagedList';
import { formatDate } from '../../widgets/format';
import { currentLanguage } from '../../i18n';
import { HonourBadge } from './cards';
import { Badge, Figures, HoursFigure, Section, StarRating, useHours } from './ui';
import { label } from './labels';

const query = graphql`
  query VolunteerDetailScreenQuery($id: ID!) {
    node: nodeByUpstreamId(type: "Volunteer", upstreamId: $id) {
      __typename
      ... on Volunteer {
        id
        name
        photo {
          url(size: SMALL)
          alt
        }
        gender
        starRating
        serviceHours
        points
        skills
        serviceAreas
        teamNames
        registeredAt
        intro
        honourCount
        serviceCount
        honours {
          id
          ...cards_honour
        }
        ...VolunteerDetailScreen_volunteer @alias(as: "records")
      }
    }
  }
`;

export function volunteerDetailLoader({
  request,
  params,
}: {
  request: Request;
  params: { id?: string };
}): PreloadedQuery<VolunteerDetailScreenQuery> {
  prepareRequest(request);
  return preload<VolunteerDetailScreenQuery>(query, { id: params.id ?? '' }, { fresh: true });
}

function Records({ volunteer }: { volunteer: VolunteerDetailScreen_volunteer$key }) {
  const { t } = useTranslation();
  const hours = useHours();
  const lang = currentLanguage();
  const paging = usePaginationFragment<VolunteerRecordsPaginationQuery, VolunteerDetailScreen_volunteer$key>(
    graphql`
      fragment VolunteerDetailScreen_volunteer on Volunteer
      @refetchable(queryName: "VolunteerRecordsPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        serviceRecords(first: $count, after: $cursor) @connection(key: "VolunteerDetailScreen_serviceRecords") {
          totalCount
          edges {
            cursor
            node {
              title
              teamName
              serviceHours
              serviceCount
              lastServedAt
            }
          }
        }
      }
    `,
    volunteer,
  );
  const c = paging.data.serviceRecords;
  const connection = { totalCount: c.totalCount, edges: c.edges.map((e) => ({ node: { ...e.node, id: e.cursor } })) };
  return (
    <PagedList
      connection={connection}
      paging={paging}
      failedTestId="records-failed"
      className="vol-list vol-list--flush"
      testId="service-records"
      empty={<p className="vol-muted">{t('volunteers.detail.noRecords')}</p>}
    >
      {(n) => (
        <div className="vol-item" data-testid="service-record">
          <div className="vol-item__body">
            <span className="vol-item__title">{n.title}</span>
            <span className="vol-item__meta">
              {n.teamName} · {t('volunteers.detail.times', { count: n.serviceCount })}
              {n.lastServedAt && ` · ${formatDate(n.lastServedAt, lang)}`}
            </span>
          </div>
          <strong className="vol-points">{hours(n.serviceHours)}</strong>
        </div>
      )}
    </PagedList>
  );
}

/** /volunteer-desc/:id: a volunteer's profile (masked name, stars, hours, points, skills), service records per activity, honours. */
export function VolunteerDetailScreen() {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const v = useRouteQuery<VolunteerDetailScreenQuery>(query).node;
  if (v?.__typename !== 'Volunteer') return <NotFoundPage title={t('volunteers.detail.title')} text={t('volunteers.detail.notFound')} />;
  return (
    <div className="vol-page" data-testid="volunteer-detail">
      <PageHeader title={t('volunteers.detail.title')} />
      <section className="vol-hero">
        <div className="vol-hero__top">
          <Img src={v.photo?.url} alt={v.name} className="vol-hero__avatar" />
          <div className="vol-hero__who">
            <h2 className="vol-hero__name" data-testid="volunteer-name">
              {v.name}
            </h2>
            <StarRating stars={v.starRating} />
            {v.registeredAt && <span>{t('volunteers.detail.since', { date: formatDate(v.registeredAt, lang) })}</span>}
          </div>
        </div>
        <Figures
          items={[
            { label: t('volunteers.home.hours'), value: <HoursFigure hours={v.serviceHours} /> },
            { label: t('volunteers.home.points'), value: v.points },
            { label: t('volunteers.detail.services'), value: v.serviceCount ?? 0 },
            { label: t('volunteers.home.honours'), value: v.honourCount ?? 0 },
          ]}
        />
      </section>
      <Section title={t('volunteers.detail.about')}>
        {v.intro && <p className="vol-text">{v.intro}</p>}
        <p className="vol-item__meta">
          {v.skills.map((s) => (
            <Badge key={s} tone="primary">
              {label(t, 'skill', s)}
            </Badge>
          ))}
        </p>
        <p className="vol-item__meta">
          {v.serviceAreas.map((s) => (
            <Badge key={s}>{label(t, 'serviceType', s)}</Badge>
          ))}
        </p>
        {v.teamNames.length > 0 && <p className="vol-muted">{t('volunteers.detail.teams', { teams: v.teamNames.join(' · ') })}</p>}
      </Section>
      <Section title={t('volunteers.detail.records')}>{v.records && <Records volunteer={v.records} />}</Section>
      <Section title={t('volunteers.home.honours')}>
        {v.honours.length === 0 ? (
          <EmptyState text={t('volunteers.honours.none')} />
        ) : (
          <ul className="vol-honours">
            {v.honours.map((h) => (
              <HonourBadge key={h.id} honour={h} />
            ))}
          </ul>
        )}
      </Section>
    </div>
  );
}
