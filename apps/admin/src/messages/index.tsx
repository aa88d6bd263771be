import EventNoteIcon from '@mui/icons-material/EventNote';
import MailIcon from '@mui/icons-material/Mail';
import type { AdminArea } from '../areas';
import { BookingRequestList, ContactMessageList } from './message-list';
import { BookingRequestShow, ContactMessageShow } from './message-show';

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

/** What visitors send: contact messages and booking requests, each marked handled once answered. */
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
          },
          guests: { up_to_6: 'Até 6 pessoas', up_to_12: 'Até 12 pessoas' },
          reply_subject: 'Pedido de reserva de %{arrival} a %{departure}',
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
          },
          guests: { up_to_6: 'Up to 6 people', up_to_12: 'Up to 12 people' },
          reply_subject: 'Booking request from %{arrival} to %{departure}',
        },
      },
    },
  },
};
