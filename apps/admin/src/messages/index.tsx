import EventNoteIcon from '@mui/icons-material/EventNote';
import MailIcon from '@mui/icons-material/Mail';
import type { AdminArea } from '../areas';
import { lazyScreen } from '../lazy-screen';

// Fetched when staff first open one of the area's screens.
const screens = () => import('./screens');
const BookingRequestList = lazyScreen(screens, 'BookingRequestList');
const BookingRequestShow = lazyScreen(screens, 'BookingRequestShow');
const ContactMessageList = lazyScreen(screens, 'ContactMessageList');
const ContactMessageShow = lazyScreen(screens, 'ContactMessageShow');

const visitorFields = {
  pt: {
    created_at: 'Recebida',
    name: 'Nome',
    email: 'E-mail',
    phone: 'Telefone',
    lang: 'Língua',
    message: 'Mensagem',
    handled: 'Tratada',
    handled_at: 'Tratada em',
  },
  en: {
    created_at: 'Received',
    name: 'Name',
    email: 'E-mail',
    phone: 'Phone',
    lang: 'Language',
    message: 'Message',
    handled: 'Handled',
    handled_at: 'Handled on',
  },
};

/**
 * What visitors send: contact messages and booking requests (the house's and wine tourism's),
 * each marked handled once answered; a wine-tourism request is accepted or declined here.
 */
export const messagesArea: AdminArea = {
  resources: [
    {
      name: 'contact-messages',
      list: ContactMessageList,
      show: ContactMessageShow,
      icon: MailIcon,
    },
    {
      name: 'booking-requests',
      list: BookingRequestList,
      show: BookingRequestShow,
      icon: EventNoteIcon,
    },
  ],
  messages: {
    pt: {
      inbox: {
        show: 'Mostrar',
        all: 'Todas',
        handled: 'Tratada',
        not_handled: 'Por tratar',
        status: 'Estado',
        mark_handled: 'Marcar como tratada',
        mark_not_handled: 'Marcar como por tratar',
        marked_handled: 'Marcada como tratada',
        marked_not_handled: 'Marcada como por tratar',
        handled_on: 'em',
        reply: 'Responder por e-mail',
        your_message: 'A sua mensagem',
        no_text: '(sem texto)',
        empty_waiting: 'Não há nada à espera de resposta.',
        empty: 'Nenhuma mensagem encontrada.',
        languages: { pt: 'Português', en: 'Inglês', es: 'Espanhol', fr: 'Francês' },
      },
      resources: {
        'contact-messages': {
          name: 'Mensagem de contacto |||| Mensagens de contacto',
          search: 'Nome, e-mail ou assunto',
          fields: { ...visitorFields.pt, subject: 'Assunto' },
        },
        'booking-requests': {
          name: 'Pedido de reserva |||| Pedidos de reserva',
          search: 'Nome, e-mail ou mensagem',
          fields: {
            ...visitorFields.pt,
            arrival: 'Chegada',
            departure: 'Partida',
            guests: 'Pessoas',
            room_id: 'Alojamento',
            kind: 'Tipo',
            summary: 'Pedido',
            experience: 'Experiência',
            visit_date: 'Data da visita',
            people: 'Pessoas',
            activity_language: 'Língua da visita',
            status: 'Resposta',
            decided_at: 'Respondido em',
            decision_note: 'Mensagem ao visitante',
          },
          guests: { up_to_6: 'Até 6 pessoas', up_to_12: 'Até 12 pessoas' },
          kinds: { house: 'Casa', wine_tourism: 'Enoturismo' },
          statuses: { pending: 'Por responder', accepted: 'Aceite', declined: 'Recusado' },
          reply_subject: 'Pedido de reserva de %{arrival} a %{departure}',
          reply_subject_visit: 'Pedido de enoturismo para %{date}',
          decision: {
            accept: 'Aceitar',
            decline: 'Recusar',
            accept_title: 'Aceitar o pedido de %{name}?',
            decline_title: 'Recusar o pedido de %{name}?',
            accept_content:
              'O visitante recebe um e-mail em %{language} a confirmar a visita, com a data, a experiência, o número de pessoas, onde se encontram e o que trazer. A resposta não se pode alterar depois.',
            decline_content:
              'O visitante recebe um e-mail em %{language} a dizer que a visita não é possível nessa data, com um convite para escolher outra. A resposta não se pode alterar depois.',
            note: 'Mensagem ao visitante (opcional)',
            accept_note_help: 'Por exemplo, a hora de encontro ou quem o recebe.',
            decline_note_help: 'Por exemplo, as datas em que é possível recebê-lo.',
            accept_confirm: 'Aceitar e enviar e-mail',
            decline_confirm: 'Recusar e enviar e-mail',
            keep: 'Voltar',
            accepted: 'Pedido aceite. O visitante vai receber o e-mail.',
            declined: 'Pedido recusado. O visitante vai receber o e-mail.',
            languages: { pt: 'português', en: 'inglês' },
          },
        },
      },
    },
    en: {
      inbox: {
        show: 'Show',
        all: 'All',
        handled: 'Handled',
        not_handled: 'Not handled',
        status: 'Status',
        mark_handled: 'Mark as handled',
        mark_not_handled: 'Mark as not handled',
        marked_handled: 'Marked as handled',
        marked_not_handled: 'Marked as not handled',
        handled_on: 'on',
        reply: 'Reply by e-mail',
        your_message: 'Your message',
        no_text: '(no text)',
        empty_waiting: 'Nothing is waiting for an answer.',
        empty: 'No messages found.',
        languages: { pt: 'Portuguese', en: 'English', es: 'Spanish', fr: 'French' },
      },
      resources: {
        'contact-messages': {
          name: 'Contact message |||| Contact messages',
          search: 'Name, e-mail or subject',
          fields: { ...visitorFields.en, subject: 'Subject' },
        },
        'booking-requests': {
          name: 'Booking request |||| Booking requests',
          search: 'Name, e-mail or message',
          fields: {
            ...visitorFields.en,
            arrival: 'Arrival',
            departure: 'Departure',
            guests: 'Guests',
            room_id: 'Accommodation',
            kind: 'Type',
            summary: 'Request',
            experience: 'Experience',
            visit_date: 'Date of the visit',
            people: 'People',
            activity_language: 'Language of the visit',
            status: 'Answer',
            decided_at: 'Answered on',
            decision_note: 'Message to the visitor',
          },
          guests: { up_to_6: 'Up to 6 people', up_to_12: 'Up to 12 people' },
          kinds: { house: 'House', wine_tourism: 'Wine tourism' },
          statuses: { pending: 'Awaiting answer', accepted: 'Accepted', declined: 'Declined' },
          reply_subject: 'Booking request from %{arrival} to %{departure}',
          reply_subject_visit: 'Wine tourism request for %{date}',
          decision: {
            accept: 'Accept',
            decline: 'Decline',
            accept_title: 'Accept the request from %{name}?',
            decline_title: 'Decline the request from %{name}?',
            accept_content:
              'The visitor gets an e-mail in %{language} confirming the visit, with the date, the experience, the number of people, where to meet and what to bring. The answer cannot be changed afterwards.',
            decline_content:
              'The visitor gets an e-mail in %{language} saying the visit is not possible on that date, with an invitation to choose another. The answer cannot be changed afterwards.',
            note: 'Message to the visitor (optional)',
            accept_note_help: 'For example, the meeting time or who welcomes them.',
            decline_note_help: 'For example, the dates on which you can welcome them.',
            accept_confirm: 'Accept and send e-mail',
            decline_confirm: 'Decline and send e-mail',
            keep: 'Go back',
            accepted: 'Request accepted. The visitor will get the e-mail.',
            declined: 'Request declined. The visitor will get the e-mail.',
            languages: { pt: 'Portuguese', en: 'English' },
          },
        },
      },
    },
  },
};
