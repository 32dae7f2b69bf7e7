import { useState, type ReactNode } from 'react';
import { graphql } from 'react-relay';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { AddressFormScreenQuery, ShippingAddressTag } from '../../__generated__/AddressFormScreenQuery.graphql';
import type { AddressFormScreenAddMutation } from '../../__generated__/AddressFormScreenAddMutation.graphql';
import type { AddressFormScreenUpdateMutation } from '../../__generated__/AddressFormScreenUpdateMutation.graphql';
import { useRouteQuery } from '../../shell/loader';
import { preloadSignedIn } from '../../shell/requireSessionLoader';
import { useSessionCheck } from '../../relay/useSessionCheck';
import { useGraphMutation, type UserError } from '../../relay/useGraphMutation';
import { showToast } from '../../env/toast';
import { PageHeader } from '../../widgets/PageHeader';
import { EmptyState } from '../../shell/StateViews';
import { FormSkeleton } from '../../widgets/Skeleton';
import type { ScreenModule } from '../../shell/lazyScreen';
import type { Known } from '../../relay/enums';
import { RegionPicker } from './RegionPicker';
import './addresses.css';

const query = graphql`
  query AddressFormScreenQuery($id: ID!, $edit: Boolean!) {
    viewer {
      isSignedIn
    }
    inputLimits {
      shippingAddressReceiverMaxLength
      shippingAddressDetailMaxLength
      postcodeDigits
      phoneDigits
    }
    site {
      region {
        name
      }
      addressRegions {
        code
        name
      }
    }
    node(id: $id) @include(if: $edit) {
      ... on ShippingAddress {
        id
        receiverName
        maskedPhone
        region {
          code
        }
        detail
        postcode
        tag
        isDefault
      }
    }
  }
`;

const addMutation = graphql`
  mutation AddressFormScreenAddMutation($input: ShippingAddressInput!) {
    addShippingAddress(input: $input) {
      address {
        id
      }
      user {
        ...AddressListScreen_user
      }
      errors {
        ...useGraphMutation_error
      }
    }
  }
`;

const updateMutation = graphql`
  mutation AddressFormScreenUpdateMutation($input: UpdateShippingAddressInput!) {
    updateShippingAddress(input: $input) {
      address {
        id
      }
      user {
        ...AddressListScreen_user
      }
      errors {
        ...useGraphMutation_error
      }
    }
  }
`;

/** /add-address and /edit-address/:id (login required): the address form. */
export function addressFormLoader({ request, params }: { request: Request; params: { id?: string } }) {
  return preloadSignedIn<AddressFormScreenQuery>(request, query, { id: params.id ?? '', edit: Boolean(params.id) });
}

const TAGS: readonly Known<ShippingAddressTag>[] = ['HOME', 'COMPANY', 'SCHOOL'];
/** The form's fields in their order (the gateway's `field` of each refusal). */
const FIELDS = ['receiverName', 'phone', 'regionCode', 'detail', 'postcode'] as const;
type FieldName = (typeof FIELDS)[number];
type FieldErrors = Partial<Record<FieldName, string>>;

interface FormData {
  receiverName: string;
  phone: string;
  regionCode: string;
  detail: string;
  postcode: string;
  tag: Known<ShippingAddressTag> | null;
  isDefault: boolean;
}

const inputId = (field: FieldName) => `address-${field}`;
const errorId = (field: FieldName) => `address-${field}-error`;
const invalid = (field: FieldName, errors: FieldErrors) =>
  errors[field] ? { 'aria-invalid': true as const, 'aria-describedby': errorId(field) } : {};

function Field({ field, label, errors, children }: { field: FieldName; label: string; errors: FieldErrors; children: ReactNode }) {
  return (
    <div className={errors[field] ? 'aform__field aform__field--error' : 'aform__field'} data-testid={`field-${field}`}>
      <label className="aform__label" htmlFor={inputId(field)}>
        {label}
      </label>
      {children}
      {errors[field] && (
        <p className="form-error" id={errorId(field)} role="alert" data-testid={`error-${field}`}>
          {errors[field]}
        </p>
      )}
    </div>
  );
}

/** The address form: every item the gateway refuses is said under its field, in its words. */
export function AddressFormScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id } = useParams();
  // `?return=/order-detail/…`: the page the form was opened from to add an address (an in-app path)
  const returnTo = useSearchParams()[0].get('return');
  const after = returnTo && /^\/[^/\\]/.test(returnTo) ? returnTo : '/shipping-address';
  const data = useRouteQuery<AddressFormScreenQuery>(query);
  useSessionCheck(data.viewer.isSignedIn);
  const limits = data.inputLimits;
  const editing = id ? data.node : null;
  const current = editing && 'receiverName' in editing ? editing : null;
  const [form, setForm] = useState<FormData>(() => ({
    receiverName: current?.receiverName ?? '',
    phone: '',
    regionCode: current?.region?.code ?? '',
    detail: current?.detail ?? '',
    postcode: current?.postcode ?? '',
    tag: current?.tag && current.tag !== '%future added value' ? current.tag : null,
    isDefault: current?.isDefault ?? false,
  }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<UserError | null>(null);
  const [add, adding] = useGraphMutation<AddressFormScreenAddMutation>(addMutation);
  const [update, updating] = useGraphMutation<AddressFormScreenUpdateMutation>(updateMutation);
  const pending = adding || updating;

  if (id && !current) {
    return (
      <div className="address-page">
        <PageHeader title={t('addresses.form.editTitle')} />
        <EmptyState text={t('addresses.list.empty')} icon="warning" />
      </div>
    );
  }

  const change = (field: FieldName | null, patch: Partial<FormData>) => {
    setForm((f) => ({ ...f, ...patch }));
    if (field && errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (pending) return;
    setFormError(null);
    const input = { ...form, phone: form.phone.trim() === '' && current ? null : form.phone };
    const payload = current
      ? await update({ variables: { input: { addressId: id ?? '', address: input } } })
      : await add({ variables: { input } });
    if (!payload) return;
    if (payload.errors.length > 0) {
      const next: FieldErrors = {};
      for (const err of payload.errors) {
        const field = FIELDS.find((f) => f === err.field);
        if (field && !next[field]) next[field] = err.message;
        else if (!field) setFormError(err);
      }
      setErrors(next);
      const first = FIELDS.find((f) => next[f]);
      if (first) document.getElementById(inputId(first))?.focus();
      return;
    }
    showToast({ message: t('addresses.form.saved') });
    navigate(after, { replace: true });
  };

  return (
    <div className="address-page" data-testid="address-form">
      <PageHeader title={current ? t('addresses.form.editTitle') : t('addresses.form.addTitle')} />
      <form className="aform" onSubmit={submit} noValidate>
        {formError && (
          <p className="form-error aform__form-error" role="alert" data-testid="address-form-error">
            {formError.message}
          </p>
        )}
        <div className="aform__card">
          <Field field="receiverName" label={t('addresses.form.receiverName')} errors={errors}>
            <input
              id={inputId('receiverName')}
              className="aform__input"
              value={form.receiverName}
              maxLength={limits.shippingAddressReceiverMaxLength}
              autoComplete="name"
              placeholder={t('addresses.form.receiverPlaceholder')}
              onChange={(e) => change('receiverName', { receiverName: e.target.value })}
              {...invalid('receiverName', errors)}
            />
          </Field>
          <Field field="phone" label={t('addresses.form.phone')} errors={errors}>
            <input
              id={inputId('phone')}
              className="aform__input"
              value={form.phone}
              inputMode="numeric"
              autoComplete="tel"
              maxLength={limits.phoneDigits}
              placeholder={
                current
                  ? t('addresses.form.phoneKeep', { masked: current.maskedPhone })
                  : t('addresses.form.phonePlaceholder', { digits: limits.phoneDigits })
              }
              onChange={(e) => change('phone', { phone: e.target.value.replace(/\D/g, '').slice(0, limits.phoneDigits) })}
              {...invalid('phone', errors)}
            />
          </Field>
          <Field field="regionCode" label={t('addresses.form.region')} errors={errors}>
            <RegionPicker
              id={inputId('regionCode')}
              regions={data.site.addressRegions}
              value={form.regionCode}
              within={data.site.region?.name ?? null}
              onChange={(regionCode) => change('regionCode', { regionCode })}
              invalid={invalid('regionCode', errors)}
            />
          </Field>
          <Field field="detail" label={t('addresses.form.detail')} errors={errors}>
            <textarea
              id={inputId('detail')}
              className="aform__input aform__textarea"
              value={form.detail}
              rows={2}
              maxLength={limits.shippingAddressDetailMaxLength}
              placeholder={t('addresses.form.detailPlaceholder')}
              onChange={(e) => change('detail', { detail: e.target.value })}
              {...invalid('detail', errors)}
            />
          </Field>
          <Field field="postcode" label={t('addresses.form.postcode')} errors={errors}>
            <input
              id={inputId('postcode')}
              className="aform__input"
              value={form.postcode}
              inputMode="numeric"
              maxLength={limits.postcodeDigits}
              placeholder={t('addresses.form.postcodePlaceholder', { digits: limits.postcodeDigits })}
              onChange={(e) => change('postcode', { postcode: e.target.value.replace(/\D/g, '').slice(0, limits.postcodeDigits) })}
              {...invalid('postcode', errors)}
            />
          </Field>
          <fieldset className="aform__field aform__tags">
            <legend className="aform__label">{t('addresses.form.tag')}</legend>
            <div className="aform__choices">
              {[null, ...TAGS].map((tag) => (
                <label key={tag ?? 'none'} className={form.tag === tag ? 'aform__choice aform__choice--on' : 'aform__choice'}>
                  <input type="radio" name="tag" checked={form.tag === tag} onChange={() => change(null, { tag })} />
                  {tag ? t(`addresses.tag.${tag}`) : t('addresses.form.noTag')}
                </label>
              ))}
            </div>
          </fieldset>
          <label className="aform__switch">
            <span>{t('addresses.form.isDefault')}</span>
            <input
              type="checkbox"
              role="switch"
              aria-checked={form.isDefault}
              checked={form.isDefault}
              // the default stays the default until another is made it
              disabled={current?.isDefault === true}
              onChange={(e) => change(null, { isDefault: e.target.checked })}
              data-testid="default-switch"
            />
          </label>
        </div>
        <button type="submit" className="btn btn--primary btn--block" disabled={pending} data-testid="save-address">
          {t('addresses.form.save')}
        </button>
      </form>
    </div>
  );
}

export const screen: ScreenModule['screen'] = {
  Component: AddressFormScreen,
  loader: addressFormLoader,
  skeleton: <FormSkeleton fields={6} />,
};
