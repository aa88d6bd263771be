import type { AdminErrorCode } from '@mdc/shared';
import type { MessageTree } from '../areas';

/** Every refusal the admin API names, in one language. */
type ErrorTexts = Record<AdminErrorCode, string>;

const errorsPt: ErrorTexts = {
  not_found: 'Este registo já não existe. Volte à lista e atualize-a.',
  order_changed:
    'A encomenda %{order} foi alterada entretanto por outra pessoa. Recarregue-a e tente de novo.',
  order_no_payment: 'A encomenda %{order} não tem pagamento a reembolsar.',
  refund_failed:
    'O serviço de pagamentos não reembolsou a encomenda %{order}. Nada foi alterado: a encomenda não foi cancelada. Tente de novo daqui a pouco.',
  payment_unreachable:
    'Não foi possível contactar o serviço de pagamentos para parar o pagamento da encomenda %{order}. Nada foi alterado; tente de novo daqui a pouco.',
  order_just_paid:
    'O cliente acabou de pagar a encomenda %{order}. Recarregue-a: uma encomenda paga é cancelada com reembolso.',
  order_unpaid:
    'A encomenda %{order} não está paga: não pode ser preparada nem enviada. Só pode ser cancelada.',
  order_already_cancelled: 'A encomenda %{order} já está cancelada.',
  order_left_estate:
    'A encomenda %{order} já saiu da herdade e não pode ser cancelada. Marque-a como devolvida quando voltar.',
  order_transition: 'A encomenda %{order} não pode passar para esse estado.',
  withdrawal_missing: 'O cliente não pediu a livre resolução da encomenda %{order}.',
  withdrawal_refunded: 'A livre resolução da encomenda %{order} já foi reembolsada.',
  withdrawal_nothing_due:
    'Não há nada a reembolsar na encomenda %{order}: o valor pago já foi devolvido.',
  withdrawal_cancel_instead:
    'A encomenda %{order} ainda não saiu da herdade: cancele-a, o que devolve o valor pago e repõe o stock.',
  withdrawal_refund_failed:
    'O serviço de pagamentos não fez o reembolso da livre resolução da encomenda %{order}. Nada foi alterado; tente de novo daqui a pouco.',
  slug_taken: 'Outro vinho já usa este endereço.',
  stock_below_zero: 'Só há %{count} garrafas em stock: o stock não pode ficar abaixo de zero.',
  family_needs_year:
    'Um vinho com família é uma colheita: indique o ano (separador Geral), ou deixe a família vazia.',
  price_change_unconfirmed:
    'O preço por garrafa muda mais de 50 % (de %{from} € para %{to} €). Confirme a alteração antes de a guardar.',
  file_type: 'Este ficheiro não é uma imagem JPEG, PNG, WebP ou AVIF, nem um PDF.',
  own_staff_rights:
    'Não pode retirar os seus próprios direitos de equipa. Peça a outro membro da equipa, se for preciso.',
  country_listed: 'Este país já está na lista.',
  region_exists: 'Já existe uma região com este código.',
  zone_name_taken: 'Já existe uma zona com este nome.',
  zone_in_use: 'Mude primeiro as regiões desta zona para outra zona.',
  discount_code_taken: 'Já existe um código de desconto %{code}. Escolha outro código.',
  usage_limit_below_used:
    'O código já foi usado em %{used} encomendas (pagas ou a aguardar pagamento): o limite não pode ficar abaixo disso.',
  booking_decided:
    'Este pedido já tem resposta (aceite ou recusado) e ela não se altera. Recarregue a página para a ver.',
  booking_not_decidable:
    'Só os pedidos de enoturismo se aceitam ou recusam aqui. Responda aos pedidos da casa por e-mail.',
  booking_visit_past: 'A data da visita (%{date}) já passou: não é possível aceitar o pedido.',
};

const errorsEn: ErrorTexts = {
  not_found: 'This record no longer exists. Go back to the list and refresh it.',
  order_changed: 'Order %{order} was changed by someone else meanwhile. Reload it and try again.',
  order_no_payment: 'Order %{order} has no payment to refund.',
  refund_failed:
    'The payment service did not refund order %{order}. Nothing was changed: the order is not cancelled. Try again in a moment.',
  payment_unreachable:
    'The payment service could not be reached to stop the payment of order %{order}. Nothing was changed; try again in a moment.',
  order_just_paid:
    'The buyer has just paid order %{order}. Reload it: a paid order is cancelled with a refund.',
  order_unpaid:
    'Order %{order} is not paid: it cannot be prepared or shipped. It can only be cancelled.',
  order_already_cancelled: 'Order %{order} is already cancelled.',
  order_left_estate:
    'Order %{order} has already left the estate and cannot be cancelled. Mark it returned when it comes back.',
  order_transition: 'Order %{order} cannot move to that status.',
  withdrawal_missing: 'The customer has not withdrawn from order %{order}.',
  withdrawal_refunded: 'The withdrawal from order %{order} has already been refunded.',
  withdrawal_nothing_due:
    'There is nothing to refund on order %{order}: what was paid has already been returned.',
  withdrawal_cancel_instead:
    'Order %{order} has not left the estate yet: cancel it instead, which refunds what was paid and puts the bottles back in stock.',
  withdrawal_refund_failed:
    'The payment service did not make the withdrawal refund of order %{order}. Nothing was changed; try again in a moment.',
  slug_taken: 'Another wine already uses this address.',
  stock_below_zero: 'Only %{count} bottles are in stock: the stock cannot go below zero.',
  family_needs_year:
    'A wine with a family is a vintage: enter its year (General tab), or leave the family empty.',
  price_change_unconfirmed:
    'The price per bottle changes by more than 50 % (from €%{from} to €%{to}). Confirm the change before saving it.',
  file_type: 'This file is not a JPEG, PNG, WebP or AVIF image, nor a PDF.',
  own_staff_rights:
    'You cannot remove your own staff rights. Ask another staff member to do it if needed.',
  country_listed: 'This country is already in the list.',
  region_exists: 'A region with this code already exists.',
  zone_name_taken: 'Another zone has this name.',
  zone_in_use: 'Move this zone’s regions to another zone first.',
  discount_code_taken: 'A discount code %{code} already exists. Choose another code.',
  usage_limit_below_used:
    'The code has been used by %{used} orders (paid or awaiting payment): the limit cannot be below that.',
  booking_decided:
    'This request already has an answer (accepted or declined), which cannot change. Reload the page to see it.',
  booking_not_decidable:
    'Only wine-tourism requests are accepted or declined here. Answer house requests by e-mail.',
  booking_visit_past: 'The visit date (%{date}) has passed: the request cannot be accepted.',
};

/** Texts of the admin shell that belong to no one area. */
export const adminMessages: { pt: MessageTree; en: MessageTree } = {
  pt: {
    admin: {
      title: 'Administração',
      auth: {
        not_staff: 'Esta conta não tem acesso à administração.',
        invalid_credentials: 'E-mail ou palavra-passe incorretos.',
        account_locked:
          'Demasiadas tentativas falhadas: a conta está bloqueada por alguns minutos. Tente mais tarde ou redefina a palavra-passe na loja.',
        too_many_requests:
          'Demasiadas tentativas seguidas. Aguarde alguns minutos e tente novamente.',
        session_ended: 'A sessão terminou. Inicie sessão de novo.',
        email: 'E-mail',
      },
      common: { saved: 'Alterações guardadas', view_on_site: 'Ver no site' },
      errors: errorsPt,
      validation: {
        text: 'Tem de ser texto',
        single_line: 'Tem de ser uma só linha de texto',
      },
    },
  },
  en: {
    admin: {
      title: 'Administration',
      auth: {
        not_staff: 'This account has no access to the administration.',
        invalid_credentials: 'Incorrect email or password.',
        account_locked:
          'Too many failed attempts: the account is locked for a few minutes. Try again later or reset your password in the shop.',
        too_many_requests: 'Too many attempts in a row. Please wait a few minutes and try again.',
        session_ended: 'Your session ended. Please sign in again.',
        email: 'E-mail',
      },
      common: { saved: 'Changes saved', view_on_site: 'View on the site' },
      errors: errorsEn,
      validation: {
        text: 'Must be text',
        single_line: 'Must be a single line of text',
      },
    },
    // Staff sign in with their e-mail address, not a user name.
    ra: { auth: { username: 'E-mail' } },
  },
};
