import { ensureFamilyTexts } from '../../i18n';
import { bookingTexts } from './texts';
import { useState, type ReactNode, use } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { OrderForm_viewer$key } from '../../__generated__/OrderForm_viewer.graphql';
import { useInputLimits } from '../../shell/inputLimits';
import { Spinner } from '../../shell/StateViews';
import { UsersRound } from 'lucide-react';
import { ContactFields, validateContact, type Contact, type ContactErrors } from './ContactFields';
import { ContactPickerSheet, type ChosenContact } from './ContactPicker';
import { SaveAsContactFields } from './SaveAsContactFields';
import { useSaveAsContact } from './useSaveAsContact';

/** Who a booking is for, as the booking mutations take it: a regular contact's id, or the typed name and phone. */
export type BookingContact = { contactId: string } | { contactName: string; contactPhone: string };

export interface SubmitOptions<C, R, E> {
  /** A submit while the mutation is in flight does nothing. */
  pending: boolean;
  /** What the user chose (session, slot, slots); null when nothing is: `choiceError` shows then. */
  choice: C | null;
  choiceError: string;
  /** The screen's own inline errors, checked with the contact's. */
  extraErrors?: Omit<E, keyof ContactErrors>;
  send(choice: C): Promise<R>;
  /** Handles the payload (inside the same try: a network failure was already reported by the network layer). */
  done(result: R): Promise<void> | void;
}

/**
 * The state of an order form: the contact (pre-filled with the signed-in user's name and own
 * phone, `viewer`'s) or a regular contact chosen instead (`chosen`: booked by its id, nothing
 * typed to check), "save as a regular contact" (`saving`), its inline errors and the form-level
 * error; `submit` validates, checks the choice, then sends; `bookingContact` is who the booking
 * is for (saving the typed person first when asked).
 */
export function useOrderForm<E extends ContactErrors = ContactErrors>(viewer: OrderForm_viewer$key) {
  const { t } = useTranslation();
  use(ensureFamilyTexts(bookingTexts));
  const limits = useInputLimits();
  const { user } = useFragment(
    graphql`
      fragment OrderForm_viewer on Viewer {
        user {
          nickname
          contactPhone
        }
      }
    `,
    viewer,
  );
  const [contact, setContact] = useState<Contact>({ name: user?.nickname ?? '', phone: user?.contactPhone ?? '' });
  const [chosen, setChosen] = useState<ChosenContact | null>(null);
  const [errors, setErrors] = useState<E>({} as E);
  const [formError, setFormError] = useState<string | null>(null);
  const saving = useSaveAsContact();
  /**
   * Who to book for: the chosen contact; or, with "save as a regular contact", the typed person
   * added as a contact first (then booked by its id and kept as the choice, so a second try does
   * not add it again); null when the contact was refused (its errors show under their fields).
   */
  const bookingContact = async (): Promise<BookingContact | null> => {
    if (chosen) return { contactId: chosen.id };
    if (!saving.on) return { contactName: contact.name.trim(), contactPhone: contact.phone };
    const outcome = await saving.save(contact);
    if (!outcome) return null;
    if ('saved' in outcome) {
      setChosen(outcome.saved);
      return { contactId: outcome.saved.id };
    }
    setErrors({ ...errors, ...outcome.contactErrors });
    if (outcome.formError) setFormError(outcome.formError);
    return null;
  };
  const submit = async <C, R>({ pending, choice, choiceError, extraErrors, send, done }: SubmitOptions<C, R, E>) => {
    if (pending) return;
    const next = { ...(chosen ? {} : validateContact(contact, t, limits)), ...extraErrors } as E;
    setErrors(next);
    if (choice == null) {
      setFormError(choiceError);
      return;
    }
    if (Object.values(next).some(Boolean)) return;
    setFormError(null);
    try {
      await done(await send(choice));
    } catch {
      /* the network layer already said why */
    }
  };
  return { contact, setContact, chosen, setChosen, saving, bookingContact, errors, setErrors, formError, setFormError, submit };
}

export type OrderForm<E extends ContactErrors = ContactErrors> = ReturnType<typeof useOrderForm<E>>;

/**
 * The end of an order form: the contact card (with an optional note; with `contactChoice`, "save
 * as a regular contact" and a button opening the sheet of the user's regular contacts, whose
 * choice replaces the typed contact), the form error and the submit bar, with `summary` (what the booking costs in all)
 * beside the submit button.
 */
export function OrderFormFooter<E extends ContactErrors>({
  form,
  note,
  submitLabel,
  pending,
  disabled = false,
  summary,
  contactChoice = false,
  onSubmit,
}: {
  form: OrderForm<E>;
  contactChoice?: boolean;
  note?: ReactNode;
  summary?: ReactNode;
  submitLabel: string;
  pending: boolean;
  disabled?: boolean;
  onSubmit(): void;
}) {
  const { t } = useTranslation();
  use(ensureFamilyTexts(bookingTexts));
  return (
    <>
      <section className="detail__card">
        <h2 className="detail__h2">{t('orders.form.contact')}</h2>
        {form.chosen ? (
          <div className="contact-chosen" data-testid="contact-chosen">
            <span className="contact-chosen__name">{form.chosen.name}</span>
            <span className="muted">{form.chosen.maskedPhone}</span>
            {form.chosen.maskedCertificateNumber && (
              <span className="muted" data-testid="contact-chosen-certificate">
                {form.chosen.maskedCertificateNumber}
              </span>
            )}
          </div>
        ) : (
          <ContactFields
            value={form.contact}
            errors={form.errors}
            onChange={(c, field) => {
              form.setContact(c);
              form.setErrors({ ...form.errors, [field]: undefined });
            }}
          />
        )}
        {contactChoice && !form.chosen && <SaveAsContactFields saving={form.saving} />}
        {contactChoice && <ContactChoice form={form} />}
        {note}
      </section>
      {form.formError && (
        <p className="form-error order-page__error" role="alert" data-testid="order-error">
          {form.formError}
        </p>
      )}
      <div className="action-bar">
        {summary}
        <button type="button" className="action-bar__primary" onClick={onSubmit} disabled={pending || disabled} data-testid="order-submit">
          {pending ? <Spinner light /> : submitLabel}
        </button>
      </div>
    </>
  );
}

/** The button opening the sheet of regular contacts, and the way back to typing a contact. */
function ContactChoice<E extends ContactErrors>({ form }: { form: OrderForm<E> }) {
  const { t } = useTranslation();
  use(ensureFamilyTexts(bookingTexts));
  const [open, setOpen] = useState(false);
  return (
    <div className="contact-choice">
      <button type="button" className="contact-choice__button" onClick={() => setOpen(true)} data-testid="choose-contact">
        <UsersRound aria-hidden size={16} />
        {t('contacts.chooseContact')}
      </button>
      {form.chosen && (
        <button type="button" className="contact-choice__button" onClick={() => form.setChosen(null)} data-testid="type-contact">
          {t('contacts.typeContact')}
        </button>
      )}
      {open && (
        <ContactPickerSheet
          onClose={() => setOpen(false)}
          onChoose={(contact) => {
            form.setChosen(contact);
            form.setErrors({} as E);
            setOpen(false);
          }}
        />
      )}
    </div>
  );
}
