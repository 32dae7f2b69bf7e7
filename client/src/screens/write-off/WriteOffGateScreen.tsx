import { lazy, Suspense, useState, type FormEvent } from 'react';
import { fetchQuery, graphql, useRelayEnvironment, type PreloadedQuery } from 'react-relay';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Camera, ScanLine, Search } from 'lucide-react';
import type { WriteOffGateScreenQuery } from '../../__generated__/WriteOffGateScreenQuery.graphql';
import type { WriteOffGateScreenLookupQuery } from '../../__generated__/WriteOffGateScreenLookupQuery.graphql';
import { useRouteQuery } from '../../shell/loader';
import { preloadSignedIn } from '../../shell/requireSessionLoader';
import type { ScreenModule } from '../../shell/lazyScreen';
import { EmptyState } from '../../shell/StateViews';
import { Content } from '../../widgets/Content';
import { PageHeader } from '../../widgets/PageHeader';
import { DetailSkeleton } from '../../widgets/Skeleton';
import './write-off.css';

/** The camera sheet (and its QR decoder) load only when staff open it. */
const ScanSheet = lazy(() => import('./ScanSheet').then((m) => ({ default: m.ScanSheet })));

const query = graphql`
  query WriteOffGateScreenQuery($type: String!, $id: String!) {
    viewer {
      user {
        writeOffGate(resourceType: $type, resourceId: $id) {
          key
          name
          todayCount
        }
        writeOffGates {
          key
          name
          path
        }
      }
    }
  }
`;

const lookupQuery = graphql`
  query WriteOffGateScreenLookupQuery($code: String!, $type: String!, $id: String!) {
    viewer {
      user {
        writeOffVoucher(code: $code, resourceType: $type, resourceId: $id) {
          errors {
            code
            message
          }
          order {
            id
          }
        }
      }
    }
  }
`;

/** /write-off/:resourceType/:resourceId (staff, signed in): the gate. */
function loader({
  request,
  params,
}: {
  request: Request;
  params: { resourceType?: string; resourceId?: string };
}): PreloadedQuery<WriteOffGateScreenQuery> {
  return preloadSignedIn<WriteOffGateScreenQuery>(request, query, { type: params.resourceType ?? '', id: params.resourceId ?? '' });
}

/**
 * The code form: a typed code (always) or one read by the camera leads to the order behind it,
 * or says why not.
 */
function CodeForm({ type, id }: { type: string; id: string }) {
  const { t } = useTranslation();
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [scanning, setScanning] = useState(false);
  const find = async (code: string) => {
    if (pending || code.trim() === '') return;
    setPending(true);
    setError(null);
    try {
      const data = await fetchQuery<WriteOffGateScreenLookupQuery>(
        environment,
        lookupQuery,
        { code, type, id },
        { fetchPolicy: 'network-only' },
      ).toPromise();
      const found = data?.viewer.user?.writeOffVoucher;
      if (found?.order) navigate(`/write-off-detail/${encodeURIComponent(found.order.id)}`);
      else setError(found?.errors[0]?.message ?? t('writeOff.notFound'));
    } catch {
      setError(t('writeOff.notFound'));
    } finally {
      setPending(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void find(code);
  };
  const scanned = (read: string) => {
    setScanning(false);
    setCode(read);
    void find(read);
  };
  return (
    <form className="wo-card" onSubmit={submit} data-testid="write-off-form">
      <label className="wo-form__label" htmlFor="wo-code">
        {t('writeOff.code')}
      </label>
      <span className="wo-form__hint" id="wo-code-hint">
        <ScanLine size={14} aria-hidden /> {t('writeOff.codeHint')}
      </span>
      <div className="wo-form__row">
        <input
          id="wo-code"
          className="wo-form__input"
          inputMode="numeric"
          autoComplete="off"
          maxLength={16}
          aria-describedby="wo-code-hint"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          data-testid="write-off-code"
        />
        <button type="submit" className="wo-button" disabled={pending || code.trim() === ''} data-testid="write-off-find">
          <Search size={16} aria-hidden /> {t('writeOff.find')}
        </button>
      </div>
      <button
        type="button"
        className="wo-button wo-button--ghost wo-button--block wo-scan-open"
        onClick={() => setScanning(true)}
        disabled={pending}
        data-testid="write-off-scan"
      >
        <Camera size={18} aria-hidden /> {t('writeOff.scan')}
      </button>
      {error && (
        <p className="wo-alert" role="alert" data-testid="write-off-lookup-error">
          {error}
        </p>
      )}
      {scanning && (
        <Suspense fallback={null}>
          <ScanSheet onCode={scanned} onClose={() => setScanning(false)} />
        </Suspense>
      )}
    </form>
  );
}

export function WriteOffGateScreen() {
  const { t } = useTranslation();
  const data = useRouteQuery<WriteOffGateScreenQuery>(query);
  const user = data.viewer.user;
  const gate = user?.writeOffGate ?? null;
  const others = (user?.writeOffGates ?? []).filter((g) => g.key !== gate?.key);
  const [type = '', id = ''] = gate?.key.split(':') ?? [];
  return (
    <div className="wo-page" data-testid="write-off-gate">
      <PageHeader title={t('writeOff.gateTitle')} />
      {gate ? (
        <>
          <section className="wo-card">
            <Content as="h2" className="wo-gate__name">
              {gate.name}
            </Content>
            <p className="wo-today">
              {t('writeOff.today')} <strong data-testid="write-off-today">{gate.todayCount}</strong>
            </p>
          </section>
          <CodeForm type={type} id={id} />
        </>
      ) : (
        <EmptyState text={t(user?.writeOffGates.length ? 'writeOff.notYourGate' : 'writeOff.noGates')} />
      )}
      {others.length > 0 && (
        <>
          <h2 className="wo-heading">{t('writeOff.myGates')}</h2>
          <ul className="wo-card wo-gates">
            {others.map((g) => (
              <li key={g.key}>
                <Link to={g.path}>
                  <ScanLine size={18} aria-hidden />
                  <Content>{g.name}</Content>
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

export const screen: ScreenModule['screen'] = {
  Component: WriteOffGateScreen,
  loader,
  skeleton: <DetailSkeleton header picture={false} cards={2} />,
};
