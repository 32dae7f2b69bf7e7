import { useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Languages, MapPin } from 'lucide-react';
import type { NarratorOrderScreenQuery } from '../../__generated__/NarratorOrderScreenQuery.graphql';
import { preload } from '../../shell/loader';
import type { ScreenModule } from '../../shell/lazyScreen';
import { prepareSignedInRequest } from '../../shell/requireSessionLoader';
import { ChoiceButton, ChoiceCard } from '../../widgets/booking/ChoiceButton';
import { formatMoney } from '../../widgets/booking/format';
import { OrderHead } from '../../widgets/booking/OrderHead';
import { OrderFormFooter, useOrderForm } from '../../widgets/booking/OrderForm';
import { SeatStepper } from '../../widgets/booking/SeatStepper';
import { Img } from '../../widgets/Img';
import { NotFoundPage } from '../../widgets/NotFoundPage';
import { PageHeader } from '../../widgets/PageHeader';
import { FormField } from '../../widgets/FormField';
import { FormSkeleton } from '../../widgets/Skeleton';
import { handleGuideBooking } from './bookingResult';
import { useBookNarrator } from './useGuideBooking';
import '../../widgets/booking/booking.css';
import './guide-orders.css';

const query = graphql`
  query NarratorOrderScreenQuery($placeId: String!) {
    viewer {
      ...OrderForm_viewer
    }
    inputLimits {
      verificationIdNumberLength
    }
    narratorOffer(placeId: $placeId) {
      id
      placeName
      pricePerSession
      minGroupSize
      maxGroupSize
      noteMaxLength
      languages
      cancelHoursBefore
      meetingNotes
      place {
        ... on Place {
          cover {
            url(size: THUMBNAIL)
            alt
          }
        }
      }
      narrators {
        key
        name
        languages
        photo {
          url(size: THUMBNAIL)
          alt
        }
      }
      days {
        key
        date
        weekday
        bookable
        slots {
          key
          slotId
          startTime
          endTime
          freeNarrators
          languages
          bookable
        }
      }
    }
  }
`;

/** /narrator-order/:id (signed in): `id` is the place's upstream id. */
function loader({ request, params }: { request: Request; params: { id?: string } }): PreloadedQuery<NarratorOrderScreenQuery> {
  prepareSignedInRequest(request);
  return preload<NarratorOrderScreenQuery>(query, { placeId: params.id ?? '' }, { fresh: true });
}

/** The cancel rule of a booking, as its page states it. */
export function cancelText(t: (key: string, o?: Record<string, unknown>) => string, hours: number | null | undefined): string {
  if (hours == null) return t('guideOrders.noCancel');
  return hours > 0 ? t('guideOrders.cancelUntil', { hours }) : t('guideOrders.cancelAnytime');
}

/** Booking a narrator: the day, the slot (free narrators), the language, the group, the contact and a note. */
export function NarratorOrderScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const {
    viewer,
    inputLimits,
    narratorOffer: offer,
  } = usePreloadedQuery<NarratorOrderScreenQuery>(query, useLoaderData() as PreloadedQuery<NarratorOrderScreenQuery>);
  const [book, pending] = useBookNarrator();
  const form = useOrderForm(viewer);
  const days = offer?.days ?? [];
  const [date, setDate] = useState<string | null>(days.find((d) => d.bookable)?.date ?? null);
  const day = days.find((d) => d.date === date) ?? null;
  const [slotId, setSlotId] = useState<string | null>(day?.slots.find((s) => s.bookable)?.slotId ?? null);
  const slot = day?.slots.find((s) => s.slotId === slotId) ?? null;
  const [language, setLanguage] = useState<string | null>(null);
  const [group, setGroup] = useState(offer?.minGroupSize ?? 1);
  const [note, setNote] = useState('');
  // the typed leader's ID number (a regular contact books its own)
  const [leaderId, setLeaderId] = useState('');
  const [leaderIdError, setLeaderIdError] = useState<string | null>(null);
  const typedLeader = !form.chosen && !form.saving.on;
  if (!offer) return <NotFoundPage title={t('guideOrders.narratorTitle')} text={t('guideOrders.notFound')} icon="empty" />;
  const spoken = slot?.languages ?? [];
  const chosenLanguage = language && spoken.includes(language as (typeof spoken)[number]) ? language : (spoken[0] ?? null);
  const chooseDay = (next: string) => {
    setDate(next);
    setSlotId(days.find((d) => d.date === next)?.slots.find((s) => s.bookable)?.slotId ?? null);
  };
  const submit = () =>
    form.submit({
      pending,
      choice: slot && chosenLanguage ? { slotId: slot.slotId, language: chosenLanguage } : null,
      choiceError: slot ? t('guideOrders.chooseLanguage') : t('guideOrders.chooseSlot'),
      send: async (choice) => {
        // the group leader: a regular contact (chosen, or the typed person just saved) is booked by its id
        const who = await form.bookingContact();
        return (
          who &&
          book({
            offerId: offer.id,
            date: date ?? '',
            slotId: choice.slotId,
            language: choice.language as 'CN',
            groupSize: group,
            note: note.trim() || null,
            ...who,
            ...('contactName' in who && leaderId.trim() ? { contactIdNumber: leaderId } : {}),
          })
        );
      },
      done: (payload) => handleGuideBooking(payload, form, navigate, { field: 'contactIdNumber', show: setLeaderIdError }),
    });
  const price = offer.pricePerSession;
  return (
    <div className="order-page" data-testid="narrator-order">
      <PageHeader contentHeading title={t('guideOrders.narratorTitle')} />
      <OrderHead image={offer.place?.cover} name={offer.placeName}>
        <span className="guide-price" data-testid="narrator-price">
          {price != null ? t('guideOrders.perSession', { price: formatMoney(price) }) : t('guideOrders.free')}
        </span>
        <span className="muted">{cancelText(t, offer.cancelHoursBefore)}</span>
      </OrderHead>
      {offer.narrators.length > 0 && (
        <section className="detail__card">
          <h2 className="detail__h2">{t('guideOrders.narrators')}</h2>
          <ul className="guide-narrators" data-testid="narrators">
            {offer.narrators.map((n) => (
              <li key={n.key} className="guide-narrator">
                <Img src={n.photo?.url} alt={n.photo?.alt || n.name} className="guide-narrator__photo" />
                <span className="guide-narrator__name">{n.name}</span>
                <span className="guide-narrator__langs">
                  <Languages size={12} aria-hidden /> {n.languages.map((l) => t(`guideOrders.languages.${l}`)).join(' · ')}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <ChoiceCard
        title={t('guideOrders.day')}
        grid
        fallback={days.some((d) => d.bookable) ? undefined : <p className="muted">{t('guideOrders.noDays')}</p>}
      >
        {days.map((d) => (
          <ChoiceButton
            key={d.key}
            on={d.date === date}
            bookable={d.bookable}
            onClick={() => chooseDay(d.date)}
            label={d.date.slice(5)}
            note={d.bookable ? t(`weekday.${d.weekday}`) : t('guideOrders.full')}
            data-testid="narrator-day"
            data-date={d.date}
          />
        ))}
      </ChoiceCard>
      {day && (
        <ChoiceCard
          title={t('guideOrders.slot')}
          grid
          fallback={day.bookable ? undefined : <p className="muted">{t('guideOrders.dayClosed')}</p>}
        >
          {day.slots.map((s) => (
            <ChoiceButton
              key={s.key}
              on={s.slotId === slotId}
              bookable={s.bookable}
              onClick={() => setSlotId(s.slotId)}
              label={`${s.startTime}-${s.endTime}`}
              note={s.bookable ? t('guideOrders.freeNarrators', { count: s.freeNarrators }) : t('guideOrders.full')}
              data-testid="narrator-slot"
            />
          ))}
        </ChoiceCard>
      )}
      <ChoiceCard title={t('guideOrders.language')} grid>
        {offer.languages.map((l) => (
          <ChoiceButton
            key={l}
            on={l === chosenLanguage}
            bookable={spoken.includes(l)}
            onClick={() => setLanguage(l)}
            label={t(`guideOrders.languages.${l}`)}
            note={spoken.includes(l) ? '' : t('guideOrders.full')}
            data-testid="narrator-language"
            data-language={l}
          />
        ))}
      </ChoiceCard>
      <section className="detail__card">
        <div className="form-row">
          <span className="form-row__label">
            {t('guideOrders.group')}
            <small className="muted guide-range">{t('guideOrders.groupRange', { min: offer.minGroupSize, max: offer.maxGroupSize })}</small>
          </span>
          <SeatStepper value={group} max={offer.maxGroupSize} onChange={(v) => setGroup(Math.max(offer.minGroupSize, v))} />
        </div>
        {offer.meetingNotes && (
          <p className="guide-meeting">
            <MapPin size={14} aria-hidden /> {offer.meetingNotes}
          </p>
        )}
      </section>
      <OrderFormFooter
        form={form}
        contactChoice
        submitLabel={t('guideOrders.submit')}
        pending={pending}
        disabled={!days.some((d) => d.bookable)}
        summary={price != null ? <span className="guide-total">{formatMoney(price)}</span> : undefined}
        note={
          <>
            {typedLeader && (
              <div className="form-card__fields">
                <FormField label={t('guideOrders.leaderIdNumber')} error={leaderIdError} errorTestId="leader-id-error">
                  {(control) => (
                    <input
                      className="form-field__input"
                      value={leaderId}
                      autoComplete="off"
                      maxLength={inputLimits.verificationIdNumberLength}
                      onChange={(e) => {
                        setLeaderId(e.target.value);
                        setLeaderIdError(null);
                      }}
                      {...control}
                      data-testid="leader-id-number"
                    />
                  )}
                </FormField>
              </div>
            )}
            <label className="guide-note">
              <span>{t('guideOrders.note')}</span>
              <textarea
                value={note}
                maxLength={offer.noteMaxLength}
                rows={3}
                onChange={(e) => setNote(e.target.value)}
                data-testid="narrator-note"
              />
              <small className="muted">{t('guideOrders.noteCount', { count: [...note].length, max: offer.noteMaxLength })}</small>
            </label>
          </>
        }
        onSubmit={() => void submit()}
      />
    </div>
  );
}

export const screen: ScreenModule['screen'] = {
  Component: NarratorOrderScreen,
  loader,
  skeleton: <FormSkeleton fields={5} />,
};
