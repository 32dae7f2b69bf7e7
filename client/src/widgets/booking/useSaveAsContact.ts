import { useState } from 'react';
import { graphql } from 'react-relay';
import type { useSaveAsContactMutation } from '../../__generated__/useSaveAsContactMutation.graphql';
import { useGraphMutation } from '../../relay/useGraphMutation';
import type { KnownCertificateType } from './certificateTypes';
import type { ChosenContact } from './ContactPicker';
import type { Contact, ContactErrors } from './ContactFields';

const mutation = graphql`
  mutation useSaveAsContactMutation($input: AddContactInput!) {
    addContact(input: $input) {
      contact {
        id
        name
        maskedPhone
      }
      errors {
        ...useGraphMutation_error
      }
    }
  }
`;

export interface CertificateErrors {
  certificateType?: string;
  certificateNumber?: string;
}

/** What saving the typed contact gave: the contact saved, or the errors by field (the contact's and the certificate's). */
export type SaveOutcome =
  | { saved: ChosenContact }
  | { contactErrors: ContactErrors; certificateErrors: CertificateErrors; formError: string | null };

/**
 * "Save as a regular contact" on an order form: the box, the certificate it needs (the typed
 * contact has no certificate fields of its own), and `save`, which adds the typed person as a
 * contact through the gateway (every field checked there; the errors come back by field).
 */
export function useSaveAsContact() {
  const [on, setOn] = useState(false);
  const [certificateType, setCertificateType] = useState<KnownCertificateType | ''>('');
  const [certificateNumber, setCertificateNumber] = useState('');
  const [errors, setErrors] = useState<CertificateErrors>({});
  const [add] = useGraphMutation<useSaveAsContactMutation>(mutation);
  const save = async (contact: Contact): Promise<SaveOutcome | null> => {
    const res = await add({
      variables: {
        input: {
          name: contact.name,
          phone: contact.phone,
          certificateType: certificateType === '' ? null : certificateType,
          certificateNumber,
        },
      },
    });
    if (!res) return null; // the network layer said why
    if (res.contact && res.errors.length === 0) {
      setOn(false);
      return { saved: { id: res.contact.id, name: res.contact.name, maskedPhone: res.contact.maskedPhone } };
    }
    const contactErrors: ContactErrors = {};
    const certificateErrors: CertificateErrors = {};
    let formError: string | null = null;
    for (const e of res.errors) {
      if (e.field === 'name') contactErrors.name ??= e.message;
      else if (e.field === 'phone') contactErrors.phone ??= e.message;
      else if (e.field === 'certificateType' || e.field === 'certificateNumber') certificateErrors[e.field] ??= e.message;
      else formError ??= e.message;
    }
    setErrors(certificateErrors);
    return { contactErrors, certificateErrors, formError };
  };
  return { on, setOn, certificateType, setCertificateType, certificateNumber, setCertificateNumber, errors, setErrors, save };
}

export type SaveAsContact = ReturnType<typeof useSaveAsContact>;
