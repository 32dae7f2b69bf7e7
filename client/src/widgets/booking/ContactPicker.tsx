import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { IdCard } from 'lucide-react';
import type { ContactPickerQuery } from '../../__generated__/ContactPickerQuery.graphql';
import { EmptyState, Spinner } from '../../shell/StateViews';
import { BottomSheet } from '../BottomSheet';

/** A regular contact chosen on an order form: booked by id; only its name, masked phone and masked certificate number are shown. */
export interface ChosenContact {
  id: string;
  name: string;
  maskedPhone: string;
  maskedCertificateNumber?: string;
}

function ContactOptions({ onChoose }: { onChoose(contact: ChosenContact): void }) {
  const { t } = useTranslation();
  const data = useLazyLoadQuery<ContactPickerQuery>(
    graphql`
      query ContactPickerQuery {
        viewer {
          user {
            contacts(first: 50) {
              edges {
                node {
                  id
                  name
                  maskedCertificateNumber
                  maskedPhone
                }
              }
            }
          }
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  const edges = data.viewer.user?.contacts.edges ?? [];
  if (edges.length === 0) return <EmptyState text={t('contacts.noContacts')} />;
  return (
    <ul className="sheet__list contact-picker__list">
      {edges.map(({ node }) => (
        <li key={node.id}>
          <button
            type="button"
            className="sheet__option contact-picker__option"
            onClick={() =>
              onChoose({
                id: node.id,
                name: node.name,
                maskedPhone: node.maskedPhone,
                maskedCertificateNumber: node.maskedCertificateNumber,
              })
            }
            data-testid="contact-option"
          >
            <span className="contact-picker__name">{node.name}</span>
            <span className="contact-picker__meta">
              <IdCard aria-hidden size={14} />
              {node.maskedCertificateNumber}
              <span>{node.maskedPhone}</span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The sheet of the user's regular contacts (masked), opened from an order form's contact card. */
export function ContactPickerSheet({ onChoose, onClose }: { onChoose(contact: ChosenContact): void; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <BottomSheet className="contact-picker" label={t('contacts.myContacts')} testId="contact-picker" onClose={onClose}>
      <h2 className="sheet__title">{t('contacts.myContacts')}</h2>
      <Suspense
        fallback={
          <div className="list-footer">
            <Spinner />
          </div>
        }
      >
        <ContactOptions onChoose={onChoose} />
      </Suspense>
      <button type="button" className="sheet__cancel" onClick={onClose}>
        {t('common.cancel')}
      </button>
    </BottomSheet>
  );
}
