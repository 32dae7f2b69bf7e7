import { useId, useState } from 'react';
import { graphql, type PreloadedQuery } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ApplyRefundScreenQuery } from '../../__generated__/ApplyRefundScreenQuery.graphql';
import type { ApplyRefundScreenMutation } from '../../__generated__/ApplyRefundScreenMutation.graphql';
import { preload, useRouteQuery } from '../../shell/loader';
import { prepareSignedInRequest } from '../../shell/requireSessionLoader';
import { useSessionCheck } from '../../relay/useSessionCheck';
import { useGraphMutation, type UserError } from '../../relay/useGraphMutation';
import { showToast } from '../../env/toast';
import { PageHeader } from '../../widgets/PageHeader';
import { NotFoundPage } from '../../widgets/NotFoundPage';
import { Img } from '../../widgets/Img';
import { CappedTextarea } from '../../widgets/comments/CappedTextarea';
import { PictureField } from '../../widgets/upload/PictureField';
import type { UploadedMedia } from '../../widgets/upload/useUploads';
import { SkeletonBlock, SkeletonHeader, SkeletonLines, SkeletonScreen } from '../../shell/SkeletonParts';
import { formatMoney } from '../../widgets/booking/format';
import './refunds.css';

const query = graphql`
  query ApplyRefundScreenQuery($id: ID!) {
    viewer {
      isSignedIn
    }
    node(id: $id) {
      __typename
      ... on ShopOrder {
        id
        type
        orderNo
        productName
        canRefund
        refundableAmountFen
        thumbnail {
          url
        }
      }
    }
    inputLimits {
      textMaxLength
      refundMaxPictures
      refundDescriptionMaxLength
    }
  }
`;

const mutation = graphql`
  mutation ApplyRefundScreenMutation($input: ApplyRefundInput!) {
    applyRefund(input: $input) {
      refund {
        id
        detailPath
      }
      order {
        id
        canRefund
        refundState
        refundableAmountFen
      }
      errors {
        ...useGraphMutation_error
      }
    }
  }
`;

/** /apply-refund?order=<ShopOrder id> and /line-refund/:id (a route order): the order to refund. */
export function applyRefundLoader({
  request,
  params,
}: {
  request: Request;
  params: { id?: string };
}): PreloadedQuery<ApplyRefundScreenQuery> {
  const search = prepareSignedInRequest(request);
  return preload<ApplyRefundScreenQuery>(query, { id: params.id ?? search.get('order') ?? '' }, { fresh: true });
}

/** The form's shape while it loads. */
export function ApplyRefundSkeleton() {
  return (
    <SkeletonScreen>
      <SkeletonHeader />
      <SkeletonBlock width="100%" height={80} />
      <SkeletonLines count={4} />
    </SkeletonScreen>
  );
}

type Field = 'reason' | 'description' | 'pictureIds';
const FIELDS: readonly string[] = ['reason', 'description', 'pictureIds'];

function errorsByField(errors: ReadonlyArray<UserError>): { fields: Partial<Record<Field, string>>; form: string | null } {
  const fields: Partial<Record<Field, string>> = {};
  let form: string | null = null;
  for (const e of errors) {
    if (e.field && FIELDS.includes(e.field)) fields[e.field as Field] ??= e.message;
    else form ??= e.message;
  }
  return { fields, form };
}

/** The application: the order, the amount the shop computes (shown, never typed), the reason, details and pictures. */
export function ApplyRefundScreen({ line = false }: { line?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { viewer, node, inputLimits } = useRouteQuery<ApplyRefundScreenQuery>(query);
  useSessionCheck(viewer.isSignedIn);
  const [reason, setReason] = useState('');
  const [description, setDescription] = useState('');
  const [pictures, setPictures] = useState<UploadedMedia[]>([]);
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [commit, pending] = useGraphMutation<ApplyRefundScreenMutation>(mutation);
  const ids = { reason: useId(), description: useId(), pictures: useId(), form: useId() };
  const title = line ? t('refunds.lineApply') : t('refunds.apply');
  const order = node?.__typename === 'ShopOrder' && (!line || node.type === 'LINE') ? node : null;
  if (!order) return <NotFoundPage title={title} text={t('refunds.orderNotFound')} />;
  const refundable = order.canRefund && (order.refundableAmountFen ?? 0) > 0;

  const submit = async () => {
    if (pending || uploading) return;
    if (!reason.trim()) {
      setErrors({ reason: t('refunds.reasonPlaceholder', { max: inputLimits.textMaxLength }) });
      return;
    }
    const res = await commit({
      variables: {
        input: { orderId: order.id, reason: reason.trim(), description: description.trim(), pictureIds: pictures.map((p) => p.id) },
      },
    });
    if (!res) return;
    const { fields, form } = errorsByField(res.errors);
    setErrors(fields);
    setFormError(form);
    if (res.errors.length > 0 || !res.refund) return;
    showToast({ message: t('refunds.applied'), type: 'success' });
    navigate(res.refund.detailPath, { replace: true });
  };

  return (
    <div className="refunds-page refund-form" data-testid="apply-refund">
      <PageHeader title={title} />
      <section className="detail__card refund-order">
        <Img src={order.thumbnail?.url} alt="" className="refund-card__img" />
        <div className="refund-card__body">
          <span className="refund-card__name">{order.productName}</span>
          <span className="muted">{order.orderNo}</span>
        </div>
      </section>
      {!refundable ? (
        <p className="detail__card form-error" role="alert" data-testid="refund-not-allowed">
          {t('refunds.notRefundable')}
        </p>
      ) : (
        <>
          <section className="detail__card refund-facts">
            <dl>
              <dt>{t('refunds.amount')}</dt>
              <dd className="price" data-testid="refund-amount">
                {formatMoney((order.refundableAmountFen ?? 0) / 100)}
              </dd>
            </dl>
            <p className="muted">{t('refunds.amountHint')}</p>
          </section>
          <section className="detail__card form-card__fields">
            <span className="form-field__label">{t('refunds.reason')}</span>
            <CappedTextarea
              value={reason}
              onChange={(text) => {
                setReason(text);
                setErrors((e) => ({ ...e, reason: undefined }));
              }}
              max={inputLimits.textMaxLength}
              rows={3}
              placeholder={t('refunds.reasonPlaceholder', { max: inputLimits.textMaxLength })}
              testId="refund-reason"
              ariaLabel={t('refunds.reason')}
              describedBy={errors.reason ? `${ids.reason}-error` : undefined}
            />
            {errors.reason && (
              <p className="form-error" role="alert" id={`${ids.reason}-error`} data-testid="refund-reason-error">
                {errors.reason}
              </p>
            )}
            <span className="form-field__label">{t('refunds.description')}</span>
            <CappedTextarea
              value={description}
              onChange={(text) => {
                setDescription(text);
                setErrors((e) => ({ ...e, description: undefined }));
              }}
              max={inputLimits.refundDescriptionMaxLength}
              rows={3}
              placeholder={t('refunds.descriptionPlaceholder')}
              testId="refund-description"
              ariaLabel={t('refunds.description')}
              describedBy={errors.description ? `${ids.description}-error` : undefined}
            />
            {errors.description && (
              <p className="form-error" role="alert" id={`${ids.description}-error`} data-testid="refund-description-error">
                {errors.description}
              </p>
            )}
            <PictureField
              label={t('refunds.pictures')}
              hint={t('refunds.picturesHint', { max: inputLimits.refundMaxPictures })}
              addLabel={t('refunds.addPicture')}
              value={pictures}
              onChange={setPictures}
              limit={inputLimits.refundMaxPictures}
              testId="refund-pictures"
              onBusyChange={setUploading}
              error={errors.pictureIds}
              errorId={`${ids.pictures}-error`}
            />
          </section>
          {formError && (
            <p className="form-error" role="alert" id={ids.form} data-testid="refund-form-error">
              {formError}
            </p>
          )}
          <div className="action-bar">
            <button
              type="button"
              className="action-bar__primary"
              disabled={pending || uploading}
              onClick={() => void submit()}
              data-testid="refund-submit"
            >
              {t('refunds.submit')}
            </button>
          </div>
        </>
      )}
    </div>
  );
}
