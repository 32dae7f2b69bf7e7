import { useId, useRef, useState, type FormEvent } from 'react';
import { graphql, type PreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { FileSignature, ShieldCheck } from 'lucide-react';
import type { ContractLineScreenQuery } from '../../__generated__/ContractLineScreenQuery.graphql';
import type { ContractLineScreenSignMutation } from '../../__generated__/ContractLineScreenSignMutation.graphql';
import { useRouteQuery } from '../../shell/loader';
import { preloadSignedIn } from '../../shell/requireSessionLoader';
import { useGraphMutation, type UserError } from '../../relay/useGraphMutation';
import { uploadMedia } from '../../widgets/upload/useUploads';
import { showToast } from '../../env/toast';
import { PageHeader } from '../../widgets/PageHeader';
import { NotFoundPage } from '../../widgets/NotFoundPage';
import { InfoRow } from '../../widgets/InfoRow';
import '../../widgets/booking/booking.css';
import { DetailSkeleton } from '../../widgets/Skeleton';
import { formatDateTime, formatMoney } from '../../widgets/booking/format';
import { SignaturePad, type SignaturePadHandle } from './SignaturePad';
import './contract.css';
import { FormField } from '../../widgets/FormField';

const query = graphql`
  query ContractLineScreenQuery($id: ID!) {
    node(id: $id) {
      __typename
      ... on ShopOrder {
        id
        lineContract {
          ...ContractLineScreen_contract @relay(mask: false)
        }
      }
    }
    inputLimits {
      verificationNameMaxLength
      verificationIdNumberLength
    }
  }
`;

graphql`
  fragment ContractLineScreen_contract on LineContract {
    id
    contractNo
    status
    canSign
    agencyName
    agencyLicenceNo
    agencyPhone
    travellerName
    maskedTravellerIdNumber
    lineName
    startDate
    endDate
    travellers
    amount
    terms {
      number
      title
      text
    }
    emergencyContactName
    emergencyContactPhone
    signedAt
    signedName
    signature {
      url
    }
  }
`;

const signMutation = graphql`
  mutation ContractLineScreenSignMutation($input: SignLineContractInput!) {
    signLineContract(input: $input) {
      signedAt
      contract {
        ...ContractLineScreen_contract @relay(mask: false)
      }
      errors {
        ...useGraphMutation_error
      }
    }
  }
`;

/** /contract-line/:id (signed in): a line order's travel contract, by the order's global id. */
export function contractLineLoader({
  request,
  params,
}: {
  request: Request;
  params: { id?: string };
}): PreloadedQuery<ContractLineScreenQuery> {
  return preloadSignedIn<ContractLineScreenQuery>(request, query, { id: params.id ?? '' });
}

type Field = 'name' | 'idNumber' | 'agreed' | 'signatureId';
const FIELDS: readonly string[] = ['name', 'idNumber', 'agreed', 'signatureId'];

function errorsByField(errors: ReadonlyArray<UserError>): { fields: Partial<Record<Field, string>>; form: string | null } {
  const fields: Partial<Record<Field, string>> = {};
  let form: string | null = null;
  for (const e of errors) {
    if (e.field && FIELDS.includes(e.field)) fields[e.field as Field] ??= e.message;
    else form ??= e.message;
  }
  return { fields, form };
}

/** The signing: the traveller's name and ID number, the agreement and the drawn signature. */
function SignForm({
  orderId,
  limits,
}: {
  orderId: string;
  limits: { verificationNameMaxLength: number; verificationIdNumberLength: number };
}) {
  const { t } = useTranslation();
  const ids = { agreed: useId(), pad: useId(), form: useId() };
  const pad = useRef<SignaturePadHandle>(null);
  const [name, setName] = useState('');
  const [idNumber, setIdNumber] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [commit, pending] = useGraphMutation<ContractLineScreenSignMutation>(signMutation);
  const busy = pending || uploading;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    let signatureId: string | null = null;
    if (pad.current?.hasInk()) {
      setUploading(true);
      try {
        const png = await pad.current.toPng();
        const stored = png ? await uploadMedia(png, 'signature.png', 'IMAGE') : null;
        if (!stored) return;
        if (!stored.ok) {
          setErrors({ signatureId: stored.message });
          return;
        }
        signatureId = stored.media.id;
      } finally {
        setUploading(false);
      }
    }
    const res = await commit({ variables: { input: { orderId, name, idNumber, agreed, signatureId } } });
    if (!res) return;
    const { fields, form } = errorsByField(res.errors);
    setErrors(fields);
    setFormError(form);
    if (res.errors.length === 0) showToast({ message: t('shop.contract.signedToast'), type: 'success' });
  };

  return (
    <form
      className="detail__card contract-sign"
      onSubmit={(e) => void submit(e)}
      aria-labelledby={ids.form}
      data-testid="contract-sign-form"
    >
      <h2 className="detail__h2" id={ids.form}>
        <FileSignature size={18} aria-hidden /> {t('shop.contract.signTitle')}
      </h2>
      <p className="muted">{t('shop.contract.signHint')}</p>
      <FormField className="contract-field" label={t('shop.contract.name')} error={errors.name} errorTestId="contract-name-error">
        {(control) => (
          <input
            className="contract-input"
            value={name}
            maxLength={limits.verificationNameMaxLength}
            autoComplete="name"
            onChange={(e) => setName(e.target.value)}
            {...control}
            data-testid="contract-name"
          />
        )}
      </FormField>
      <FormField
        className="contract-field"
        label={t('shop.contract.idNumber')}
        error={errors.idNumber}
        errorTestId="contract-id-number-error"
      >
        {(control) => (
          <input
            className="contract-input"
            value={idNumber}
            maxLength={limits.verificationIdNumberLength + 4}
            autoComplete="off"
            onChange={(e) => setIdNumber(e.target.value)}
            {...control}
            data-testid="contract-id-number"
          />
        )}
      </FormField>
      <p className="contract-field__label" id={ids.pad}>
        {t('shop.contract.signature')}
      </p>
      <SignaturePad
        ref={pad}
        label={t('shop.contract.signature')}
        describedBy={ids.pad}
        onInk={() => setErrors(({ signatureId: _drawn, ...rest }) => rest)}
      />
      {errors.signatureId && (
        <p className="form-error" role="alert" data-testid="contract-signature-error">
          {errors.signatureId}
        </p>
      )}
      <label className="contract-agree" htmlFor={ids.agreed}>
        <input
          id={ids.agreed}
          type="checkbox"
          checked={agreed}
          onChange={(e) => setAgreed(e.target.checked)}
          data-testid="contract-agree"
        />
        <span>{t('shop.contract.agree')}</span>
      </label>
      {errors.agreed && (
        <p className="form-error" role="alert" data-testid="contract-agree-error">
          {errors.agreed}
        </p>
      )}
      {formError && (
        <p className="form-error" role="alert" data-testid="contract-form-error">
          {formError}
        </p>
      )}
      <button type="submit" className="btn btn--primary contract-submit" disabled={busy} data-testid="contract-submit">
        {t('shop.contract.submit')}
      </button>
    </form>
  );
}

/** A line order's travel contract: the parties, the line, the terms, and its signing or signature. */
export function ContractLineScreen() {
  const { t } = useTranslation();
  const { node, inputLimits } = useRouteQuery<ContractLineScreenQuery>(query);
  const order = node?.__typename === 'ShopOrder' ? node : null;
  const c = order?.lineContract ?? null;
  if (!order || !c) return <NotFoundPage title={t('shop.contract.title')} text={t('shop.contract.notFound')} />;
  return (
    <div className="contract-page" data-testid="contract-page">
      <PageHeader title={t('shop.contract.title')} />
      <section className={`order-banner contract-banner contract-banner--${c.status.toLowerCase()}`}>
        <b data-testid="contract-status" data-status={c.status}>
          {t(`shop.contract.status.${c.status}`)}
        </b>
        <span className="contract-no">{t('shop.contract.no', { no: c.contractNo })}</span>
      </section>
      <section className="detail__card">
        <h2 className="detail__h2">{t('shop.contract.partyA')}</h2>
        <dl className="info-rows">
          <InfoRow label={t('shop.contract.agency')} testId="contract-agency">
            {c.agencyName}
          </InfoRow>
          <InfoRow label={t('shop.contract.licence')}>{c.agencyLicenceNo}</InfoRow>
          <InfoRow label={t('shop.contract.phone')}>{c.agencyPhone}</InfoRow>
        </dl>
        <h2 className="detail__h2">{t('shop.contract.partyB')}</h2>
        <dl className="info-rows">
          <InfoRow label={t('shop.contract.traveller')} testId="contract-traveller">
            {c.travellerName || '-'}
          </InfoRow>
          <InfoRow label={t('shop.contract.idNumber')}>{c.maskedTravellerIdNumber || '-'}</InfoRow>
        </dl>
      </section>
      <section className="detail__card">
        <h2 className="detail__h2">{t('shop.contract.tour')}</h2>
        <dl className="info-rows">
          <InfoRow label={t('shop.contract.line')} testId="contract-line">
            {c.lineName}
          </InfoRow>
          <InfoRow label={t('shop.contract.dates')}>{t('shop.contract.dateRange', { start: c.startDate, end: c.endDate })}</InfoRow>
          <InfoRow label={t('shop.contract.travellers')}>{c.travellers.join(', ') || '-'}</InfoRow>
          <InfoRow label={t('shop.contract.price')} className="price">
            {formatMoney(c.amount)}
          </InfoRow>
          <InfoRow label={t('shop.contract.emergency')}>
            {c.emergencyContactName ? `${c.emergencyContactName} ${c.emergencyContactPhone}` : '-'}
          </InfoRow>
        </dl>
      </section>
      <section className="detail__card">
        <h2 className="detail__h2">{t('shop.contract.terms')}</h2>
        <ol className="contract-terms" data-testid="contract-terms">
          {c.terms.map((clause) => (
            <li key={clause.number} value={clause.number}>
              <b>{clause.title}</b>
              <p>{clause.text}</p>
            </li>
          ))}
        </ol>
      </section>
      {c.status === 'VOID' && (
        <p className="detail__card contract-void" role="status" data-testid="contract-void">
          {t('shop.contract.voidNote')}
        </p>
      )}
      {c.signedAt && (
        <section className="detail__card contract-signed" data-testid="contract-signed">
          <h2 className="detail__h2">
            <ShieldCheck size={18} aria-hidden /> {t('shop.contract.signedTitle')}
          </h2>
          {c.signature && (
            <img className="contract-signature" src={c.signature.url} alt={t('shop.contract.signatureOf', { name: c.signedName ?? '' })} />
          )}
          <p data-testid="contract-signed-at">
            {t('shop.contract.signedAt', { name: c.signedName ?? '', time: formatDateTime(c.signedAt) })}
          </p>
        </section>
      )}
      {c.canSign && <SignForm orderId={order.id} limits={inputLimits} />}
    </div>
  );
}

export function ContractLineSkeleton() {
  return <DetailSkeleton header picture={false} cards={3} />;
}
