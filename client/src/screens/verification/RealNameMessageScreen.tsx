import { graphql } from 'react-relay';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { RealNameMessageScreenMutation } from '../../__generated__/RealNameMessageScreenMutation.graphql';
import { showToast } from '../../env/toast';
import { prepareSignedInRequest } from '../../shell/requireSessionLoader';
import { useGraphMutation } from '../../relay/useGraphMutation';
import type { ScreenModule } from '../../shell/lazyScreen';
import { PageHeader } from '../../widgets/PageHeader';
import { DRAFT_FIELDS, draftNow, maskedForConfirmation, patchDraft, resetDraft, type DraftField } from './draft';
import './verification.css';

const mutation = graphql`
  mutation RealNameMessageScreenMutation($input: SubmitRealNameVerificationInput!) {
    submitRealNameVerification(input: $input) {
      user {
        id
        verification {
          ...RealNameScreen_verification
        }
      }
      errors {
        ...useGraphMutation_error
      }
    }
  }
`;

function loader({ request }: { request: Request }) {
  prepareSignedInRequest(request);
  return null;
}

/**
 * /real-name-message/:name/:idCard: what will be submitted, then submit. The address carries the
 * masked name and number only (it lands in the browser's history); what is submitted is the form's
 * draft, kept in memory: after a reload there is none, and the form is shown again.
 */
export function RealNameMessageScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { name, idNumber, facePhoto: photo } = draftNow();
  const masked = maskedForConfirmation(name, idNumber);
  // read once on arrival: a submission empties the draft on its way out
  const [lost] = useState(() => name.trim() === '' && idNumber.trim() === '');
  useEffect(() => {
    if (lost) navigate('/real-name-new', { replace: true });
  }, [lost, navigate]);
  const [commit, pending] = useGraphMutation<RealNameMessageScreenMutation>(mutation);

  const submit = async () => {
    if (pending) return;
    const payload = await commit({ variables: { input: { name, idNumber, facePhotoId: photo?.id ?? null } } });
    if (!payload) return;
    if (payload.errors.length === 0) {
      resetDraft();
      navigate('/real-name-success', { replace: true });
      return;
    }
    const errors: Partial<Record<DraftField, string>> = {};
    for (const err of payload.errors) {
      const field = DRAFT_FIELDS.find((f) => f === err.field);
      if (field && !errors[field]) errors[field] = err.message;
    }
    if (Object.keys(errors).length === 0) {
      // the state refuses it (under review, verified already): the state page says where it stands
      showToast({ message: payload.errors[0]!.message });
      navigate('/real-name', { replace: true });
      return;
    }
    patchDraft({ name, idNumber, errors });
    navigate('/real-name-new', { replace: true });
  };

  return (
    <div className="rn-page" data-testid="real-name-message">
      <PageHeader title={t('verification.message.title')} />
      <section className="rn-card">
        <p className="rn-card__text">{t('verification.message.text')}</p>
        <dl className="rn-facts">
          <div className="rn-facts__row">
            <dt>{t('verification.name')}</dt>
            <dd data-testid="confirm-name">{masked.name}</dd>
          </div>
          <div className="rn-facts__row">
            <dt>{t('verification.idNumber')}</dt>
            <dd data-testid="confirm-id-number">{masked.idNumber}</dd>
          </div>
          <div className="rn-facts__row">
            <dt>{t('verification.message.photo')}</dt>
            <dd>{photo ? t('verification.message.photoYes') : t('verification.message.photoNo')}</dd>
          </div>
        </dl>
        <button
          type="button"
          className="btn btn--primary btn--block"
          onClick={() => void submit()}
          disabled={pending}
          data-testid="rn-submit"
        >
          {t('verification.message.submit')}
        </button>
        <button
          type="button"
          className="btn rn-btn--outline btn--block"
          onClick={() => {
            patchDraft({ name, idNumber });
            navigate('/real-name-new', { replace: true });
          }}
          data-testid="rn-edit"
        >
          {t('verification.message.edit')}
        </button>
      </section>
    </div>
  );
}

export const screen: ScreenModule['screen'] = { Component: RealNameMessageScreen, loader };
