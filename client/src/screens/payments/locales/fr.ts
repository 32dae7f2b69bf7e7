import type { PaymentMessages } from './cn';
import type { Localized } from '../../../i18n/localized';

const fr: Localized<PaymentMessages> = {
  order: {
    amount: 'Montant',
    deadline: 'Payer avant',
    payBy: 'Veuillez payer avant {{time}}',
    left: 'Encore {{time}}',
    pay: 'Payer',
    closed: 'Non payée à temps : la commande a été fermée',
    closedHint: 'Les places ont été libérées. Réservez à nouveau pour participer.',
    toPayTitle: 'Commande passée : veuillez payer',
  },
  cashier: {
    title: 'Paiement',
    amount: 'À payer',
    method: 'Moyen de paiement',
    WECHAT_PAY: 'WeChat Pay',
    ALIPAY: 'Alipay',
    submit: 'Payer {{amount}}',
    leaving: 'Ouverture de la page de paiement…',
    timeUp: 'Délai dépassé : la commande a été fermée',
    safe: 'Le paiement se fait chez le prestataire de paiement ; vous revenez ici ensuite.',
  },
  voucher: {
    title: 'Billet d’entrée',
    code: 'Code de validation',
    qrLabel: 'Code QR du code de validation {{code}}',
    show: 'Présentez ce code QR au personnel à l’entrée',
    usable: 'Valable',
    COMPLETED: 'Utilisé',
    EXPIRED: 'Expiré',
    visitors: 'Entrées',
    seats: 'Places',
    seat: 'Rang {{row}}, place {{number}}',
    visitorCount_one: '{{count}} personne',
    visitorCount_other: '{{count}} personnes',
    contact: 'Contact',
    time: 'Quand',
    place: 'Où',
    map: 'Carte',
    phone: 'Téléphone',
    call: 'Appeler',
    notes: 'Consignes d’entrée',
  },
  codes: {
    title: 'Mes codes',
    count_one: '{{count}} code à utiliser',
    count_other: '{{count}} codes à utiliser',
    empty: 'Aucun code à utiliser',
    browse: 'Voir les activités',
    partner: 'Le partenaire émet le billet de cette commande : ouvrez-la pour le voir',
    open: 'Ouvrir la commande',
    showCode: 'Afficher le code',
  },
};

export default fr;
