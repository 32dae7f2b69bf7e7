import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Plus } from 'lucide-react';
import type { AddressListScreenQuery } from '../../__generated__/AddressListScreenQuery.graphql';
import type { AddressListScreen_user$key } from '../../__generated__/AddressListScreen_user.graphql';
import type { AddressListScreenSetDefaultMutation } from '../../__generated__/AddressListScreenSetDefaultMutation.graphql';
import type { AddressListScreenDeleteMutation } from '../../__generated__/AddressListScreenDeleteMutation.graphql';
import { useRouteQuery } from '../../shell/loader';
import { preloadSignedIn } from '../../shell/requireSessionLoader';
import { useSessionCheck } from '../../relay/useSessionCheck';
import { toastOutcome, useGraphMutation } from '../../relay/useGraphMutation';
import { confirmDialog } from '../../env/dialog';
import { PageHeader } from '../../widgets/PageHeader';
import { EmptyState } from '../../shell/StateViews';
import { ListSkeleton } from '../../widgets/Skeleton';
import type { ScreenModule } from '../../shell/lazyScreen';
import { AddressCard } from './AddressCard';
import './addresses.css';

const query = graphql`
  query AddressListScreenQuery {
    viewer {
      isSignedIn
      user {
        ...AddressListScreen_user
      }
    }
    inputLimits {
      shippingAddressMaxCount
    }
  }
`;

const setDefaultMutation = graphql`
  mutation AddressListScreenSetDefaultMutation($input: ShippingAddressIdInput!) {
    setDefaultShippingAddress(input: $input) {
      user {
        ...AddressListScreen_user
      }
      errors {
        ...useGraphMutation_error
      }
    }
  }
`;

const deleteMutation = graphql`
  mutation AddressListScreenDeleteMutation($input: ShippingAddressIdInput!) {
    deleteShippingAddress(input: $input) {
      user {
        ...AddressListScreen_user
      }
      errors {
        ...useGraphMutation_error
      }
    }
  }
`;

/** /shipping-address (login required): the user's addresses, the default first. */
export function addressListLoader({ request }: { request: Request }) {
  return preloadSignedIn<AddressListScreenQuery>(request, query, {});
}

function AddressList({ user, max }: { user: AddressListScreen_user$key; max: number }) {
  const { t } = useTranslation();
  const { shippingAddresses } = useFragment(
    graphql`
      fragment AddressListScreen_user on User {
        shippingAddresses {
          totalCount
          nodes {
            id
            ...AddressCard_address
          }
        }
      }
    `,
    user,
  );
  const [setDefault, settingDefault] = useGraphMutation<AddressListScreenSetDefaultMutation>(setDefaultMutation);
  const [remove, removing] = useGraphMutation<AddressListScreenDeleteMutation>(deleteMutation);
  const busy = settingDefault || removing;

  const makeDefault = async (addressId: string) => {
    toastOutcome(await setDefault({ variables: { input: { addressId } } }), { message: t('addresses.list.defaultSet') });
  };
  const askDelete = async (addressId: string) => {
    if (!(await confirmDialog({ message: t('addresses.list.deleteConfirm'), confirmText: t('addresses.list.delete') }))) return;
    toastOutcome(await remove({ variables: { input: { addressId } } }), { message: t('addresses.list.deleted') });
  };

  if (shippingAddresses.nodes.length === 0) {
    return (
      <div className="address-empty" data-testid="addresses-empty">
        <EmptyState text={t('addresses.list.empty')} />
        <Link className="btn btn--primary" to="/add-address" data-testid="add-first-address">
          {t('addresses.list.add')}
        </Link>
      </div>
    );
  }
  return (
    <>
      <ul className="address-list" data-testid="address-list">
        {shippingAddresses.nodes.map((node) => (
          <AddressCard key={node.id} address={node} busy={busy} onSetDefault={makeDefault} onDelete={askDelete} />
        ))}
      </ul>
      <p className="address-list__count">{t('addresses.list.count', { count: shippingAddresses.totalCount, max })}</p>
      {shippingAddresses.totalCount < max && (
        <div className="address-list__add">
          <Link className="btn btn--primary btn--block" to="/add-address" data-testid="add-address">
            <Plus aria-hidden size={18} /> {t('addresses.list.add')}
          </Link>
        </div>
      )}
    </>
  );
}

export function AddressListScreen() {
  const { t } = useTranslation();
  const data = useRouteQuery<AddressListScreenQuery>(query);
  useSessionCheck(data.viewer.isSignedIn);
  return (
    <div className="address-page" data-testid="address-list-screen">
      <PageHeader title={t('addresses.list.title')} />
      {data.viewer.user && <AddressList user={data.viewer.user} max={data.inputLimits.shippingAddressMaxCount} />}
    </div>
  );
}

export const screen: ScreenModule['screen'] = {
  Component: AddressListScreen,
  loader: addressListLoader,
  skeleton: <ListSkeleton rows={3} picture={false} header />,
};
