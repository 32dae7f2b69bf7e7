import { useId, useState } from 'react';
import { graphql, type PreloadedQuery } from 'react-relay';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { OrderCommentScreenQuery } from '../../__generated__/OrderCommentScreenQuery.graphql';
import type { OrderCommentScreenMutation } from '../../__generated__/OrderCommentScreenMutation.graphql';
import { preloadSignedIn } from '../../shell/requireSessionLoader';
import { useRouteQuery } from '../../shell/loader';
import { useGraphMutation, type UserError } from '../../relay/useGraphMutation';
import { showToast } from '../../env/toast';
import { PageHeader } from '../../widgets/PageHeader';
import { NotFoundPage } from '../../widgets/NotFoundPage';
import { Img } from '../../widgets/Img';
import { StarInput } from '../../widgets/comments/Stars';
import { CappedTextarea } from '../../widgets/comments/CappedTextarea';
import { PictureField } from '../../widgets/upload/PictureField';
import type { UploadedMedia } from '../../widgets/upload/useUploads';
import { SkeletonBlock, SkeletonHeader, SkeletonLines, SkeletonScreen } from '../../shell/SkeletonParts';
import './delivery.css';

const query = graphql`
  query OrderCommentScreenQuery($id: ID!) {
    node: nodeByUpstreamId(type: "ShopOrder", upstreamId: $id) {
      __typename
      ... on ShopOrder {
        id
        productName
        orderNo
        detailPath
        canReview
        thumbnail {
          url(size: THUMBNAIL)
        }
        review {
          stars
        }
      }
    }
    shopReviewRules {
      textMaxLength
      maxTags
      maxPictures
      maxEmoticons
      tags {
        code
        name
      }
    }
  }
`;

const mutation = graphql`
  mutation OrderCommentScreenMutation($input: ReviewShopOrderInput!) {
    reviewShopOrder(input: $input) {
      order {
        id
        detailPath
        canReview
        reviewPath
        review {
          stars
          text
          createdAt
          tags {
            code
            name
          }
          pictures {
            url(size: THUMBNAIL)
          }
        }
      }
      errors {
        ...useGraphMutation_error
      }
    }
  }
`;

/** /order-comment?orderId=<the shop order's upstream id>. */
export function orderCommentLoader({ request }: { request: Request }): PreloadedQuery<OrderCommentScreenQuery> {
  const id = new URL(request.url).searchParams.get('orderId') ?? '';
  return preloadSignedIn<OrderCommentScreenQuery>(request, query, { id });
}

/** The form's shape while it loads. */
export function OrderCommentSkeleton() {
  return (
    <SkeletonScreen>
      <SkeletonHeader />
      <SkeletonBlock width="100%" height={80} />
      <SkeletonLines count={5} />
    </SkeletonScreen>
  );
}

type Field = 'stars' | 'text' | 'tagCodes' | 'pictureIds';
const FIELDS: readonly string[] = ['stars', 'text', 'tagCodes', 'pictureIds'];

function errorsByField(errors: ReadonlyArray<UserError>): { fields: Partial<Record<Field, string>>; form: string | null } {
  const fields: Partial<Record<Field, string>> = {};
  let form: string | null = null;
  for (const e of errors) {
    if (e.field && FIELDS.includes(e.field)) fields[e.field as Field] ??= e.message;
    else form ??= e.message;
  }
  return { fields, form };
}

/** Reviewing a shop order that arrived: stars, text, tags of the shop, pictures; once. */
export function OrderCommentScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { node, shopReviewRules: rules } = useRouteQuery<OrderCommentScreenQuery>(query);
  const [stars, setStars] = useState(0);
  const [text, setText] = useState('');
  const [tags, setTags] = useState<string[]>([]);
  const [pictures, setPictures] = useState<UploadedMedia[]>([]);
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [commit, pending] = useGraphMutation<OrderCommentScreenMutation>(mutation);
  const ids = { stars: useId(), text: useId(), tags: useId(), pictures: useId() };
  const order = node?.__typename === 'ShopOrder' ? node : null;
  if (!order) return <NotFoundPage title={t('shop.review.title')} text={t('orders.reservation.notFound')} />;

  const toggle = (code: string) =>
    setTags((now) => (now.includes(code) ? now.filter((c) => c !== code) : now.length < rules.maxTags ? [...now, code] : now));

  const submit = async () => {
    if (pending || uploading) return;
    const missing: Partial<Record<Field, string>> = {};
    if (stars === 0) missing.stars = t('shop.review.starsRequired');
    if (!text.trim()) missing.text = t('shop.review.textRequired');
    if (missing.stars || missing.text) {
      setErrors(missing);
      return;
    }
    const res = await commit({
      variables: { input: { orderId: order.id, stars, text: text.trim(), tagCodes: tags, pictureIds: pictures.map((p) => p.id) } },
    });
    if (!res) return;
    const { fields, form } = errorsByField(res.errors);
    setErrors(fields);
    setFormError(form);
    if (res.errors.length > 0 || !res.order) return;
    showToast({ message: t('shop.review.done'), type: 'success' });
    navigate(res.order.detailPath, { replace: true });
  };

  return (
    <div className="delivery-page review-form" data-testid="order-comment">
      <PageHeader title={t('shop.review.title')} />
      <section className="detail__card delivery-order">
        <Img src={order.thumbnail?.url} alt="" className="delivery-order__img" />
        <span className="delivery-order__body">
          <span className="delivery-order__name">{order.productName}</span>
          <span className="muted">{order.orderNo}</span>
        </span>
      </section>
      {!order.canReview ? (
        <section className="detail__card" data-testid="review-closed">
          <p>{order.review ? t('shop.review.already') : t('shop.review.notYet')}</p>
          <Link to={order.detailPath} className="btn btn--small" data-testid="review-back">
            {t('shop.review.toOrder')}
          </Link>
        </section>
      ) : (
        <>
          <section className="detail__card form-card__fields">
            <span className="form-field__label" id={ids.stars}>
              {t('shop.review.stars')}
            </span>
            <StarInput
              value={stars}
              onChange={(v) => {
                setStars(v);
                setErrors((e) => ({ ...e, stars: undefined }));
              }}
            />
            {errors.stars && (
              <p className="form-error" role="alert" data-testid="review-stars-error">
                {errors.stars}
              </p>
            )}
            <span className="form-field__label">{t('shop.review.text')}</span>
            <CappedTextarea
              value={text}
              onChange={(v) => {
                setText(v);
                setErrors((e) => ({ ...e, text: undefined }));
              }}
              max={rules.textMaxLength}
              rows={4}
              placeholder={t('shop.review.textPlaceholder', { max: rules.textMaxLength, emoticons: rules.maxEmoticons })}
              testId="review-text"
              ariaLabel={t('shop.review.text')}
              describedBy={errors.text ? `${ids.text}-error` : undefined}
            />
            {errors.text && (
              <p className="form-error" role="alert" id={`${ids.text}-error`} data-testid="review-text-error">
                {errors.text}
              </p>
            )}
            {rules.tags.length > 0 && (
              <>
                <p className="form-field__label" id={ids.tags}>
                  {t('shop.review.tags')} <span className="muted">{t('shop.review.tagsHint', { max: rules.maxTags })}</span>
                </p>
                <div className="review-tags" role="group" aria-labelledby={ids.tags} data-testid="review-tags">
                  {rules.tags.map((tag) => {
                    const on = tags.includes(tag.code);
                    return (
                      <button
                        key={tag.code}
                        type="button"
                        className={on ? 'review-tag review-tag--on' : 'review-tag'}
                        aria-pressed={on}
                        disabled={!on && tags.length >= rules.maxTags}
                        onClick={() => toggle(tag.code)}
                        data-testid={`review-tag-${tag.code}`}
                      >
                        {tag.name}
                      </button>
                    );
                  })}
                </div>
                {errors.tagCodes && (
                  <p className="form-error" role="alert" data-testid="review-tags-error">
                    {errors.tagCodes}
                  </p>
                )}
              </>
            )}
            <PictureField
              label={t('shop.review.pictures')}
              hint={t('shop.review.picturesHint', { max: rules.maxPictures })}
              addLabel={t('shop.review.addPicture')}
              value={pictures}
              onChange={setPictures}
              limit={rules.maxPictures}
              testId="review-pictures"
              onBusyChange={setUploading}
              error={errors.pictureIds}
              errorId={`${ids.pictures}-error`}
            />
          </section>
          {formError && (
            <p className="form-error" role="alert" data-testid="review-form-error">
              {formError}
            </p>
          )}
          <div className="action-bar">
            <button
              type="button"
              className="action-bar__primary"
              disabled={pending || uploading}
              onClick={() => void submit()}
              data-testid="review-submit"
            >
              {t('shop.review.submit')}
            </button>
          </div>
        </>
      )}
    </div>
  );
}
