import type { OrderMessages } from './cn';
import type { Localized } from '../../localized';

const fr: Localized<OrderMessages> = {
  orders: {
    free: 'Gratuit',
    points_one: '{{count}} point',
    points_other: '{{count}} points',
    quantity: 'Qté {{count}}',
    orderCode: 'N° de commande',
    amount: 'Montant',
    createdAt: 'Commandé le',
    cancelled: 'Annulation réussie',
    /** The day-part labels (widgets/format dayPart): a reservation's time slot. */
    dayPart: { morning: 'Matin', afternoon: 'Après-midi', evening: 'Soir' },
    form: {
      contact: 'Contact',
      name: 'Nom',
      namePlaceholder: 'Nom du contact',
      nameInvalid: 'Saisissez le nom du contact ({{max}} caractères max.)',
      phone: 'Téléphone',
      phonePlaceholder: 'Numéro mobile à {{digits}} chiffres',
      phoneInvalid: 'Saisissez un numéro valide à {{digits}} chiffres',
      seats: 'Personnes',
      less: 'Moins',
      more: 'Plus',
      slotRequired: 'Veuillez choisir un créneau',
    },
    bookingButton: {
      BOOK: 'Réserver',
      SIGN_UP: "S'inscrire",
      SOLD_OUT: 'Complet',
      NOT_OPEN_YET: 'Pas encore ouvert',
      CLOSED: 'Réservations closes',
      EXTERNAL: "S'inscrire sur le site partenaire",
      NONE: 'Sans réservation',
    },
    cancelPolicy: {
      never: 'Les réservations ne sont pas annulables',
      untilStart: "Annulable jusqu'au début",
      hours_other: "Annulable jusqu'à {{count}} h avant le début",
    },
    activity: {
      seatsLeft: '{{remaining}} sur {{total}} restantes',
    },
    weekdayShort: { MONDAY: 'Lun', TUESDAY: 'Mar', WEDNESDAY: 'Mer', THURSDAY: 'Jeu', FRIDAY: 'Ven', SATURDAY: 'Sam', SUNDAY: 'Dim' },
    reservationStatus: {
      UNCONFIRMED: 'Non confirmée',
      AWAITING_PAYMENT: 'À payer',
      CLOSED: 'Fermée',
      PENDING_REVIEW: 'En validation',
      TO_BE_USED: 'À utiliser',
      COMPLETED: 'Terminée',
      EXPIRED: 'Expirée',
      CANCELLED: 'Annulée',
      REVIEW_FAILED: 'Refusée',
      UNKNOWN: 'Inconnu',
    },
    reservation: {
      title: 'Mes réservations',
      empty: 'Aucune réservation',
      notFound: "Cette commande n'existe pas",
      type: 'Type',
      cancel: 'Annuler la réservation',
      keep: 'Garder la réservation',
      cancelTitle: 'Annuler la réservation',
      cancelConfirm: 'Annuler cette réservation ?',
      pay: 'Payer',
      paid: 'Paiement réussi',
    },
    appointment: { title: 'Commandes de rendez-vous' },
    shop: {
      title: 'Mes commandes',
    },
    wallet: {
      title: 'Mon portefeuille',
    },
  },
};

export default fr;
