import { graphql, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ChevronRight, CircleHelp, FilePenLine, ListChecks, Mic, Phone } from 'lucide-react';
import type { ComplaintHomeScreenQuery } from '../../__generated__/ComplaintHomeScreenQuery.graphql';
import { preload, prepareRequest, useRouteQuery } from '../../shell/loader';
import { PageHeader } from '../../widgets/PageHeader';
import './complaints.css';
import type { ScreenModule } from '../../shell/lazyScreen';
import { ListSkeleton } from '../../widgets/Skeleton';

const query = graphql`
  query ComplaintHomeScreenQuery {
    complaintSettings {
      title
      intro
      hotline
      acceptsVoice
    }
  }
`;

/** /sc-complain (ZXTS) and /jnq-complain: the site's complaint service, with its own settings. */
export function complaintHomeLoader({ request }: { request: Request }): PreloadedQuery<ComplaintHomeScreenQuery> {
  prepareRequest(request);
  return preload<ComplaintHomeScreenQuery>(query, {});
}

function Entry({
  to,
  href,
  icon,
  title,
  text,
  testId,
}: {
  to?: string;
  href?: string;
  icon: React.ReactNode;
  title: string;
  text: string;
  testId: string;
}) {
  const body = (
    <>
      <span className="complaint-entry__icon">{icon}</span>
      <span className="complaint-entry__text">
        <span className="complaint-entry__title">{title}</span>
        <span className="complaint-entry__sub">{text}</span>
      </span>
      <ChevronRight aria-hidden size={18} className="complaint-entry__chevron" />
    </>
  );
  return (
    <li>
      {to ? (
        <Link className="complaint-entry" to={to} data-testid={testId}>
          {body}
        </Link>
      ) : (
        <a className="complaint-entry" href={href} data-testid={testId}>
          {body}
        </a>
      )}
    </li>
  );
}

/** The ways the site takes complaints (by form, by voice, by phone), my complaints, common problems. */
export function ComplaintHomeScreen() {
  const { t } = useTranslation();
  const { complaintSettings: s } = useRouteQuery<ComplaintHomeScreenQuery>(query);
  return (
    <div className="complaint-home" data-testid="complaint-home">
      <PageHeader title={s.title || t('complaints.home.title')} />
      {s.intro && <p className="complaint-home__intro">{s.intro}</p>}
      <ul className="complaint-entries">
        <Entry
          to="/complain-save"
          icon={<FilePenLine aria-hidden size={22} />}
          title={t('complaints.home.form')}
          text={t('complaints.home.formText')}
          testId="entry-form"
        />
        {s.acceptsVoice && (
          <Entry
            to="/complain-voice"
            icon={<Mic aria-hidden size={22} />}
            title={t('complaints.home.voice')}
            text={t('complaints.home.voiceText')}
            testId="entry-voice"
          />
        )}
        {s.hotline && (
          <Entry
            href={`tel:${s.hotline.replace(/[^\d+-]/g, '')}`}
            icon={<Phone aria-hidden size={22} />}
            title={t('complaints.home.phone')}
            text={s.hotline}
            testId="entry-phone"
          />
        )}
        <Entry
          to="/user-complain"
          icon={<ListChecks aria-hidden size={22} />}
          title={t('complaints.home.mine')}
          text={t('complaints.home.mineText')}
          testId="entry-mine"
        />
        <Entry
          to="/common-problem"
          icon={<CircleHelp aria-hidden size={22} />}
          title={t('complaints.home.problems')}
          text={t('complaints.home.problemsText')}
          testId="entry-problems"
        />
      </ul>
    </div>
  );
}

export const screen: ScreenModule['screen'] = {
  Component: ComplaintHomeScreen,
  loader: complaintHomeLoader,
  skeleton: <ListSkeleton rows={4} />,
};
