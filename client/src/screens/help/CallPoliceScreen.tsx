import { useState } from 'react';
import { graphql, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Ambulance, ChevronRight, CircleCheck, CircleHelp, Flame, Headset, Info, LifeBuoy, Phone, Shield, Siren } from 'lucide-react';
import type { CallPoliceScreenQuery, EmergencyNumberKind } from '../../__generated__/CallPoliceScreenQuery.graphql';
import type { CallPoliceScreenMutation, CallPoliceScreenMutation$data } from '../../__generated__/CallPoliceScreenMutation.graphql';
import type { Known } from '../../relay/enums';
import { preload, prepareRequest, useRouteQuery } from '../../shell/loader';
import type { ScreenModule } from '../../shell/lazyScreen';
import { confirmDialog } from '../../env/dialog';
import { useGraphMutation } from '../../relay/useGraphMutation';
import { requireLogin } from '../../session/loginGate';
import { isSignedIn } from '../../session/session';
import { currentLocation } from '../../env/location';
import { PageHeader } from '../../widgets/PageHeader';
import { Spinner } from '../../shell/StateViews';
import { ListSkeleton } from '../../widgets/Skeleton';
import { formatDate } from '../../widgets/format';
import './help.css';

const query = graphql`
  query CallPoliceScreenQuery {
    emergencyNumbers {
      id
      name
      phone
      kind
    }
    viewer {
      isSignedIn
      user {
        maskedPhone
      }
    }
  }
`;

const mutation = graphql`
  mutation CallPoliceScreenMutation($input: AskForHelpInput!) {
    askForHelp(input: $input) {
      request {
        id
        sentAt
        point {
          longitude
          latitude
        }
        maskedPhone
        repeated
      }
      errors {
        ...useGraphMutation_error
      }
    }
  }
`;

/** /call-police (ASK_FOR_HELP): one-key help and the site's emergency numbers. */
export function callPoliceLoader({ request }: { request: Request }): PreloadedQuery<CallPoliceScreenQuery> {
  prepareRequest(request);
  return preload<CallPoliceScreenQuery>(query, {}, { fresh: true });
}

const ICONS: Record<Known<EmergencyNumberKind>, typeof Phone> = {
  POLICE: Shield,
  MEDICAL: Ambulance,
  FIRE: Flame,
  RESCUE: LifeBuoy,
  TOURISM: Headset,
  OTHER: Phone,
};

type Sent = NonNullable<CallPoliceScreenMutation$data['askForHelp']['request']>;

const where = (p: { longitude: number; latitude: number }) => `${p.longitude.toFixed(4)}, ${p.latitude.toFixed(4)}`;

/**
 * One tap sends the position and the account's phone to the duty office, after a confirmation
 * (a pocket tap sends nothing); the emergency numbers are one tap away as calls.
 */
export function CallPoliceScreen() {
  const { t, i18n } = useTranslation();
  const data = useRouteQuery<CallPoliceScreenQuery>(query);
  const [commit, pending] = useGraphMutation<CallPoliceScreenMutation>(mutation);
  const [locating, setLocating] = useState(false);
  const [sent, setSent] = useState<Sent | null>(null);
  const [error, setError] = useState<string | null>(null);

  const ask = async () => {
    if (pending || locating) return;
    if (!isSignedIn()) {
      await requireLogin();
      return;
    }
    setError(null);
    setLocating(true);
    const point = await currentLocation(() => undefined);
    setLocating(false);
    const phone = data.viewer.user?.maskedPhone ?? '';
    const ok = await confirmDialog({
      title: t('help.confirmTitle'),
      message: point ? t('help.confirmMessage', { phone, position: where(point) }) : t('help.confirmNoPosition', { phone }),
      confirmText: t('help.confirmSend'),
    });
    if (!ok) return;
    const payload = await commit({ variables: { input: { point } } });
    if (!payload) return;
    if (payload.errors[0]) {
      setError(payload.errors[0].message);
      return;
    }
    setSent(payload.request ?? null);
  };

  const busy = pending || locating;
  return (
    <div className="help-page" data-testid="call-police">
      <PageHeader title={t('help.title')} />
      <section className="help-sos" aria-labelledby="help-sos-title">
        <h2 className="help-sos__title" id="help-sos-title">
          {t('help.heading')}
        </h2>
        <p className="help-sos__text">{t('help.intro')}</p>
        <button type="button" className="help-sos__btn" onClick={ask} disabled={busy} data-testid="ask-for-help">
          {busy ? <Spinner light /> : <Siren aria-hidden size={40} strokeWidth={1.8} />}
          <span>{locating ? t('help.locating') : t('help.button')}</span>
        </button>
        {error && (
          <p className="form-error help-sos__error" role="alert" data-testid="help-error">
            {error}
          </p>
        )}
        {sent && (
          <div className="help-sent" role="status" data-testid="help-sent">
            <CircleCheck aria-hidden size={22} className="help-sent__icon" />
            <div>
              <p className="help-sent__title">{sent.repeated ? t('help.repeated') : t('help.sent')}</p>
              <p className="help-sent__line">{t('help.sentPhone', { phone: sent.maskedPhone })}</p>
              <p className="help-sent__line" data-testid="help-sent-position">
                {sent.point ? t('help.sentPosition', { position: where(sent.point) }) : t('help.noPosition')}
              </p>
              {sent.sentAt && <p className="help-sent__line">{t('help.sentAt', { time: formatDate(sent.sentAt, i18n.language, true) })}</p>}
            </div>
          </div>
        )}
      </section>
      <section className="help-numbers" aria-labelledby="help-numbers-title">
        <h2 className="help-section__title" id="help-numbers-title">
          {t('help.numbers')}
        </h2>
        <ul className="help-numbers__list">
          {data.emergencyNumbers.map((n) => {
            const Icon = ICONS[n.kind === '%future added value' ? 'OTHER' : n.kind];
            return (
              <li key={n.id}>
                <a className="help-number" href={`tel:${n.phone.replace(/[^\d+-]/g, '')}`} data-testid="emergency-number">
                  <span className={`help-number__icon help-number__icon--${n.kind.toLowerCase()}`}>
                    <Icon aria-hidden size={20} />
                  </span>
                  <span className="help-number__name">{n.name}</span>
                  <span className="help-number__phone">{n.phone}</span>
                  <Phone aria-hidden size={18} className="help-number__call" />
                </a>
              </li>
            );
          })}
        </ul>
      </section>
      <ul className="help-links">
        <li>
          <Link className="help-link" to="/common-problem" data-testid="link-problems">
            <CircleHelp aria-hidden size={20} /> <span>{t('help.problems')}</span> <ChevronRight aria-hidden size={18} />
          </Link>
        </li>
        <li>
          <Link className="help-link" to="/information" data-testid="link-information">
            <Info aria-hidden size={20} /> <span>{t('help.information')}</span> <ChevronRight aria-hidden size={18} />
          </Link>
        </li>
      </ul>
    </div>
  );
}

export const screen: ScreenModule['screen'] = {
  Component: CallPoliceScreen,
  loader: callPoliceLoader,
  skeleton: <ListSkeleton rows={4} />,
};
