import { graphql, useFragment, usePaginationFragment, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { IdCard, Pencil, Phone, Plus, Trash2 } from 'lucide-react';
import type { ContactListScreenQuery } from '../../__generated__/ContactListScreenQuery.graphql';
import type { ContactList_user$key } from '../../__generated__/ContactList_user.graphql';
import type { ContactListPaginationQuery } from '../../__generated__/ContactListPaginationQuery.graphql';
import type { ContactListRow_contact$key } from '../../__generated__/ContactListRow_contact.graphql';
import type { ContactListDeleteMutation } from '../../__generated__/ContactListDeleteMutation.graphql';
import { useRouteQuery } from '../../shell/loader';
import { preloadSignedIn } from '../../shell/requireSessionLoader';
import { useSessionCheck } from '../../relay/useSessionCheck';
import { toastOutcome, useGraphMutation } from '../../relay/useGraphMutation';
import { confirmDialog } from '../../env/dialog';
import { PageHeader } from '../../widgets/PageHeader';
import { EmptyState, ListFooter } from '../../shell/StateViews';
import { SkeletonBlock, SkeletonHeader, SkeletonScreen } from '../../shell/SkeletonParts';
import { useInfiniteScroll } from '../../widgets/useInfiniteScroll';
import './contacts.css';

const query = graphql`
  query ContactListScreenQuery {
    viewer {
      isSignedIn
      user {
        ...ContactList_user
      }
    }
    inputLimits {
      contactsMaxCount
    }
  }
`;

const deleteMutation = graphql`
  mutation ContactListDeleteMutation($input: DeleteContactInput!, $connections: [ID!]!) {
    deleteContact(input: $input) {
      deletedContactId @deleteEdge(connections: $connections)
      errors {
        ...useGraphMutation_error
      }
    }
  }
`;

export function contactListLoader({ request }: { request: Request }): PreloadedQuery<ContactListScreenQuery> {
  // always fresh: a contact added or changed on the form shows on return
  return preloadSignedIn<ContactListScreenQuery>(request, query, {});
}

/** The list's shape while it loads: the header and a few contact cards. */
export function ContactListSkeleton() {
  return (
    <SkeletonScreen>
      <SkeletonHeader />
      {[0, 1, 2].map((i) => (
        <div key={i} className="contact-card contact-card--skeleton">
          <SkeletonBlock width="40%" height={18} />
          <SkeletonBlock width="70%" height={14} />
          <SkeletonBlock width="50%" height={14} />
        </div>
      ))}
    </SkeletonScreen>
  );
}

function ContactRow({ contact, onDelete }: { contact: ContactListRow_contact$key; onDelete(id: string, name: string): void }) {
  const { t } = useTranslation();
  const c = useFragment(
    graphql`
      fragment ContactListRow_contact on Contact {
        id
        name
        certificateType
        maskedCertificateNumber
        maskedPhone
      }
    `,
    contact,
  );
  return (
    <li className="contact-card" data-testid="contact-row">
      <div className="contact-card__name" data-testid="contact-row-name">
        {c.name}
      </div>
      <div className="contact-card__line">
        <IdCard aria-hidden size={16} />
        <span>{t(`contacts.certificate.${c.certificateType}`)}</span>
        <span className="contact-card__number" data-testid="contact-row-number">
          {c.maskedCertificateNumber}
        </span>
      </div>
      <div className="contact-card__line">
        <Phone aria-hidden size={16} />
        <span data-testid="contact-row-phone">{c.maskedPhone}</span>
      </div>
      <div className="contact-card__actions">
        <Link to={`/edit-contact/${encodeURIComponent(c.id)}`} className="contact-card__action" data-testid="contact-edit">
          <Pencil aria-hidden size={16} />
          {t('contacts.editAction')}
        </Link>
        <button type="button" className="contact-card__action" onClick={() => onDelete(c.id, c.name)} data-testid="contact-delete">
          <Trash2 aria-hidden size={16} />
          {t('contacts.delete')}
        </button>
      </div>
    </li>
  );
}

function ContactList({ user, max }: { user: ContactList_user$key; max: number }) {
  const { t } = useTranslation();
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<ContactListPaginationQuery, ContactList_user$key>(
    graphql`
      fragment ContactList_user on User
      @refetchable(queryName: "ContactListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        contacts(first: $count, after: $cursor) @connection(key: "ContactList_contacts") {
          __id
          totalCount
          edges {
            node {
              id
              ...ContactListRow_contact
            }
          }
        }
      }
    `,
    user,
  );
  const [remove] = useGraphMutation<ContactListDeleteMutation>(deleteMutation);
  useInfiniteScroll(hasNext, isLoadingNext, () => loadNext(20));
  const connection = data.contacts;
  const onDelete = async (id: string, name: string) => {
    if (!(await confirmDialog({ message: t('contacts.deleteConfirm', { name }) }))) return;
    const res = await remove({ variables: { input: { contactId: id }, connections: [connection.__id] } });
    toastOutcome(res, { message: t('contacts.deleted'), type: 'success' });
  };
  const full = connection.totalCount >= max;
  return (
    <>
      {connection.edges.length === 0 && !hasNext ? (
        <EmptyState text={t('contacts.empty')} />
      ) : (
        <>
          <p className="contacts__count muted">{t('contacts.count', { count: connection.totalCount, max })}</p>
          <ul className="contacts" data-testid="contact-list">
            {connection.edges.map(({ node }) => (
              <ContactRow key={node.id} contact={node} onDelete={(cid, name) => void onDelete(cid, name)} />
            ))}
          </ul>
          <ListFooter total={connection.totalCount} hasNext={hasNext} loading={isLoadingNext} />
        </>
      )}
      {!full && (
        <div className="action-bar">
          <Link to="/add-contact" className="action-bar__primary contacts__add" data-testid="contact-add">
            <Plus aria-hidden size={18} />
            {t('contacts.add')}
          </Link>
        </div>
      )}
    </>
  );
}

/** /contact-regular (login required): the user's regular contacts, masked, with edit and delete. */
export function ContactListScreen() {
  const { t } = useTranslation();
  const { viewer, inputLimits } = useRouteQuery<ContactListScreenQuery>(query);
  useSessionCheck(viewer.isSignedIn);
  return (
    <div className="contacts-page" data-testid="contacts">
      <PageHeader title={t('contacts.title')} />
      {viewer.user ? <ContactList user={viewer.user} max={inputLimits.contactsMaxCount} /> : <EmptyState text={t('user.signedOut')} />}
    </div>
  );
}
