import type { Policy } from '@mdc/shared';
import { demoCompanyContact as company, demoPostalAddress } from './demo-company.ts';
import type { SiteParagraphs, SiteText } from './demo-pages.ts';

/**
 * Demo legal texts: privacy policy (16 sections), terms and conditions (11) and cookie policy (9),
 * in the order of docs/product/site-pages.md#legal-page. Plain-text paragraphs; the company's name, tax id, address and
 * share capital are quoted from the demo company record so the two never disagree.
 */
export interface DemoPolicySection {
  title: SiteText;
  content: SiteParagraphs;
}

/** 180000 -> '180.000' (pt) or '180,000' (en); Intl's pt-PT grouping varies between Node builds. */
const groupThousands = (value: number, separator: string) =>
  String(value).replace(/\B(?=(\d{3})+(?!\d))/g, separator);

const shareCapital = {
  pt: `${groupThousands(company.share_capital_eur, '.')},00 euros`,
  en: `EUR ${groupThousands(company.share_capital_eur, ',')}.00`,
};

const controller = {
  pt: `${company.legal_name}, pessoa coletiva n.º ${company.tax_id}, com sede em ${demoPostalAddress}`,
  en: `${company.legal_name}, a Portuguese company with tax and registration number (NIPC) ${company.tax_id}, registered office at ${demoPostalAddress}`,
};

const odrClosed = {
  pt: 'A plataforma europeia de resolução de litígios em linha (plataforma RLL) foi encerrada pela Comissão Europeia a 20 de julho de 2025 e já não aceita queixas; por isso não a indicamos.',
  en: 'The European Commission closed the EU online dispute resolution platform (ODR platform) on 20 July 2025 and it no longer accepts complaints, which is why we do not refer you to it.',
};

const consumerBodies = {
  pt: `Em caso de litígio de consumo, o consumidor pode recorrer ao Livro de Reclamações Eletrónico (${company.complaints_book_url}) e à entidade de resolução alternativa de litígios de consumo competente: ${company.arbitration_name} (${company.arbitration_url}).`,
  en: `In a consumer dispute, consumers may use the electronic complaints book, Livro de Reclamações Eletrónico (${company.complaints_book_url}), and the competent consumer alternative dispute resolution body: ${company.arbitration_name} (${company.arbitration_url}).`,
};

export const demoPrivacyPolicy: DemoPolicySection[] = [
  {
    title: { pt: 'Âmbito', en: 'Scope' },
    content: {
      pt: [
        'Última atualização: 1 de agosto de 2025.',
        'Esta política explica como tratamos os dados pessoais de quem visita o nosso site, nos escreve pelo formulário de contacto, subscreve a newsletter, pede uma reserva da casa ou de uma visita, compra vinho na loja online ou usa as páginas de informação para hóspedes.',
      ],
      en: [
        'Last updated: 1 August 2025.',
        'This policy explains how we process the personal data of people who visit our website, write to us through the contact form, subscribe to the newsletter, request a booking of the house or a visit, buy wine in the online shop or use the information pages for guests.',
      ],
    },
  },
  {
    title: { pt: 'Responsável pelo tratamento', en: 'Who is responsible' },
    content: {
      pt: [
        `O responsável pelo tratamento dos dados é a ${controller.pt}.`,
        `Para qualquer questão sobre privacidade pode escrever para ${company.contact_email}, ligar para ${company.contact_phone} (chamada para a rede fixa nacional) ou enviar carta para a morada acima. Pela sua dimensão e atividade, a empresa não está obrigada a designar um encarregado de proteção de dados; estes contactos cumprem essa função.`,
      ],
      en: [
        `The controller of your data is ${controller.en}.`,
        `For any privacy question you can write to ${company.contact_email}, call ${company.contact_phone} (a call to a Portuguese landline) or send a letter to the address above. Given its size and activity, the company is not required to appoint a data protection officer; these contacts serve that purpose.`,
      ],
    },
  },
  {
    title: { pt: 'Declaração de privacidade', en: 'Privacy statement' },
    content: {
      pt: [
        'Tratamos os dados pessoais de acordo com o Regulamento Geral sobre a Proteção de Dados (Regulamento (UE) 2016/679, RGPD) e a Lei n.º 58/2019, de 8 de agosto. Recolhemos apenas os dados de que precisamos para cada finalidade, não os vendemos nem os cedemos para fins comerciais de terceiros, e não fazemos perfis nem decisões automatizadas sobre si.',
      ],
      en: [
        'We process personal data in accordance with the General Data Protection Regulation (Regulation (EU) 2016/679, GDPR) and Portuguese Law 58/2019 of 8 August. We collect only the data we need for each purpose, we never sell it or pass it on for third parties’ marketing, and we do not profile you or take automated decisions about you.',
      ],
    },
  },
  {
    title: { pt: 'Dados que tratamos', en: 'Types of data we process' },
    content: {
      pt: [
        'Dados de identificação e contacto: nome, apelido, e-mail e telefone, quando os indica num formulário, numa reserva ou numa encomenda.',
        'Dados do pedido: o assunto e a mensagem que nos envia, as datas e o número de hóspedes de um pedido de reserva, a língua em que nos escreve.',
        'Dados de encomenda e de conta: moradas de faturação e de entrega, número de contribuinte para a fatura, vinhos encomendados e histórico de encomendas. A palavra-passe da conta é guardada apenas em forma cifrada irreversível. Os dados do cartão de pagamento são recolhidos diretamente pelo prestador de serviços de pagamento e nunca passam pelos nossos servidores.',
        'Dados técnicos: endereço IP e registos do servidor, usados para segurança e para limitar abusos dos formulários, e a sua escolha sobre cookies. A confirmação de idade fica guardada apenas no seu navegador.',
      ],
      en: [
        'Identification and contact data: first name, surname, e-mail and phone number, when you give them in a form, a booking request or an order.',
        'Request data: the subject and message you send us, the dates and number of guests of a booking request, the language you write in.',
        'Order and account data: billing and delivery addresses, tax number for the invoice, wines ordered and order history. Account passwords are stored only in irreversibly hashed form. Payment card details are collected directly by the payment service provider and never pass through our servers.',
        'Technical data: IP address and server logs, used for security and to stop abuse of the forms, and your cookie choice. The age confirmation is stored only in your browser.',
      ],
    },
  },
  {
    title: { pt: 'Finalidades e fundamentos', en: 'Purposes and legal bases' },
    content: {
      pt: [
        'Responder a mensagens e pedidos de reserva: diligências pré-contratuais a seu pedido e o nosso interesse legítimo em responder a quem nos contacta (artigo 6.º, n.º 1, alíneas b) e f), do RGPD).',
        'Processar encomendas, entregas, faturas e contas de cliente: execução do contrato e cumprimento de obrigações legais, nomeadamente fiscais (alíneas b) e c)).',
        'Enviar a newsletter: o seu consentimento, que pode retirar a qualquer momento (alínea a)).',
        'Proteger o site e os formulários contra fraude e abuso: o nosso interesse legítimo (alínea f)).',
      ],
      en: [
        'Answering messages and booking requests: steps taken at your request before a contract and our legitimate interest in replying to people who contact us (Article 6(1)(b) and (f) GDPR).',
        'Handling orders, deliveries, invoices and customer accounts: performance of the contract and compliance with legal obligations, in particular tax law (Article 6(1)(b) and (c)).',
        'Sending the newsletter: your consent, which you may withdraw at any time (Article 6(1)(a)).',
        'Protecting the website and forms against fraud and abuse: our legitimate interest (Article 6(1)(f)).',
      ],
    },
  },
  {
    title: { pt: 'Marketing direto', en: 'Direct marketing' },
    content: {
      pt: [
        'Só enviamos comunicações comerciais a quem subscreveu a newsletter e confirmou a subscrição no e-mail que lhe enviamos, como exige a Lei n.º 41/2004, de 18 de agosto. Cada envio inclui uma ligação para anular a subscrição com um clique; depois disso não voltamos a escrever-lhe com fins promocionais.',
        'Não partilhamos a lista de subscritores com terceiros para fins de marketing.',
      ],
      en: [
        'We send marketing messages only to people who subscribed to the newsletter and confirmed the subscription in the e-mail we send them, as Portuguese Law 41/2004 of 18 August requires. Every message includes a one-click unsubscribe link; after that we no longer write to you for promotional purposes.',
        'We do not share the subscriber list with third parties for marketing.',
      ],
    },
  },
  {
    title: { pt: 'Quem tem acesso aos dados', en: 'Who has access to the data' },
    content: {
      pt: [
        'Dentro da empresa, apenas os membros da família e colaboradores que precisam dos dados para responder, preparar uma encomenda ou receber hóspedes.',
        'Fora dela, apenas subcontratantes que nos prestam serviços e estão vinculados por contrato nos termos do artigo 28.º do RGPD: alojamento do site, envio de e-mail, prestador de serviços de pagamento, transportadoras (para a entrega) e o nosso contabilista certificado (para a faturação). Comunicamos dados às autoridades apenas quando a lei o exige.',
      ],
      en: [
        'Within the company, only the family members and staff who need the data to reply, prepare an order or welcome guests.',
        'Outside it, only processors that provide services to us under a contract meeting Article 28 GDPR: website hosting, e-mail delivery, the payment service provider, carriers (for delivery) and our certified accountant (for invoicing). We disclose data to authorities only when the law requires it.',
      ],
    },
  },
  {
    title: { pt: 'Conservação dos dados', en: 'Storage and retention' },
    content: {
      pt: [
        'Os dados são guardados em servidores situados no Espaço Económico Europeu e apenas durante o tempo necessário:',
        'Mensagens de contacto: dois anos após o último contacto. Pedidos de reserva que não deram lugar a estadia: um ano. Encomendas e faturas: dez anos, como exige a lei fiscal portuguesa. Subscritores da newsletter: até anularem a subscrição, guardando depois apenas a prova do consentimento e da anulação durante três anos. Contas de cliente: até serem eliminadas pelo titular ou após três anos sem utilização. Registos técnicos do servidor: trinta dias.',
      ],
      en: [
        'Data is stored on servers located in the European Economic Area and only for as long as needed:',
        'Contact messages: two years after the last contact. Booking requests that did not lead to a stay: one year. Orders and invoices: ten years, as Portuguese tax law requires. Newsletter subscribers: until they unsubscribe, after which only the proof of consent and of unsubscription is kept for three years. Customer accounts: until the holder deletes them or after three years without use. Server logs: thirty days.',
      ],
    },
  },
  {
    title: { pt: 'Segurança', en: 'Security' },
    content: {
      pt: [
        'Todo o site funciona sobre ligação cifrada (HTTPS). As palavras-passe são guardadas com um algoritmo de cifra irreversível moderno, o acesso à administração é restrito a pessoas autorizadas e as cópias de segurança são cifradas. Os pagamentos com cartão são tratados por um prestador certificado segundo as normas PCI DSS.',
        'Nenhum sistema é infalível, pelo que revemos regularmente estas medidas.',
      ],
      en: [
        'The whole website runs over an encrypted connection (HTTPS). Passwords are stored with a modern one-way hashing algorithm, access to the administration is restricted to authorised people and backups are encrypted. Card payments are handled by a provider certified under the PCI DSS standards.',
        'No system is infallible, so we review these measures regularly.',
      ],
    },
  },
  {
    title: { pt: 'Ligações para outros sites', en: 'Links to other websites' },
    content: {
      pt: [
        'O site tem ligações para páginas de terceiros, como a nossa página nas redes sociais, a plataforma de arrendamento de curta duração onde a casa está anunciada, o Livro de Reclamações Eletrónico ou sites de farmácias de serviço. Esses sites têm as suas próprias políticas de privacidade, pelas quais não somos responsáveis.',
      ],
      en: [
        'The website links to third-party pages, such as our social media page, the short-stay rental platform where the house is listed, the electronic complaints book or duty-pharmacy sites. Those sites have their own privacy policies, for which we are not responsible.',
      ],
    },
  },
  {
    title: {
      pt: 'Contacto em caso de violação de dados',
      en: 'Contact in case of a data breach',
    },
    content: {
      pt: [
        `Se suspeitar que os seus dados foram expostos, ou se receber mensagens suspeitas em nosso nome (por exemplo, pedidos de pagamento ou de palavras-passe), contacte-nos de imediato por ${company.contact_email} ou pelo ${company.contact_phone}. Nunca lhe pediremos a palavra-passe nem os dados do cartão por e-mail ou telefone.`,
      ],
      en: [
        `If you suspect your data has been exposed, or you receive suspicious messages in our name (for example requests for payment or passwords), contact us at once at ${company.contact_email} or on ${company.contact_phone}. We will never ask for your password or card details by e-mail or phone.`,
      ],
    },
  },
  {
    title: { pt: 'Direitos dos titulares', en: 'Your rights' },
    content: {
      pt: [
        'Tem o direito de aceder aos seus dados, de os retificar, de pedir o seu apagamento ou a limitação do tratamento, de se opor ao tratamento baseado em interesse legítimo, de receber os dados que nos forneceu num formato de uso corrente (portabilidade) e de retirar o consentimento a qualquer momento, sem afetar o tratamento feito antes.',
        `Para exercer estes direitos basta escrever para ${company.contact_email} ou para a nossa morada. Respondemos no prazo de um mês, prorrogável por mais dois em pedidos complexos, e o exercício dos direitos é gratuito.`,
        'Tem ainda o direito de apresentar reclamação à autoridade de controlo, a Comissão Nacional de Proteção de Dados (CNPD, https://www.cnpd.pt).',
      ],
      en: [
        'You have the right to access your data, to have it corrected, to ask for it to be erased or for its processing to be restricted, to object to processing based on legitimate interest, to receive the data you gave us in a commonly used format (portability) and to withdraw your consent at any time, without affecting processing carried out before.',
        `To exercise these rights, simply write to ${company.contact_email} or to our postal address. We reply within one month, extendable by two further months for complex requests, and exercising your rights is free of charge.`,
        'You also have the right to lodge a complaint with the supervisory authority, the Portuguese data protection authority, Comissão Nacional de Proteção de Dados (CNPD, https://www.cnpd.pt).',
      ],
    },
  },
  {
    title: {
      pt: 'Procedimento em caso de violação de dados',
      en: 'What we do in case of a data breach',
    },
    content: {
      pt: [
        'Se ocorrer uma violação de dados pessoais, atuamos para a conter e avaliamos o risco para as pessoas afetadas. Quando houver risco, notificamos a CNPD no prazo de 72 horas após dela termos conhecimento (artigo 33.º do RGPD); quando o risco for elevado, informamos também os titulares sem demora injustificada, explicando o que aconteceu e o que podem fazer (artigo 34.º). Todas as violações ficam registadas internamente.',
      ],
      en: [
        'If a personal data breach occurs, we act to contain it and assess the risk to the people affected. Where there is a risk, we notify the CNPD within 72 hours of becoming aware of it (Article 33 GDPR); where the risk is high, we also inform the people concerned without undue delay, explaining what happened and what they can do (Article 34). Every breach is recorded internally.',
      ],
    },
  },
  {
    title: { pt: 'Transferências internacionais', en: 'International transfers' },
    content: {
      pt: [
        'Tratamos os dados no Espaço Económico Europeu. Se algum prestador de serviços (por exemplo, o de pagamentos) tiver de os transferir para fora dele, a transferência só acontece para países com decisão de adequação da Comissão Europeia ou com garantias adequadas, como as cláusulas contratuais-tipo aprovadas pela Comissão. Pode pedir-nos uma cópia dessas garantias.',
      ],
      en: [
        'We process data within the European Economic Area. If a service provider (for example the payment provider) has to transfer it outside, the transfer happens only to countries covered by a European Commission adequacy decision or with appropriate safeguards, such as the standard contractual clauses approved by the Commission. You may ask us for a copy of those safeguards.',
      ],
    },
  },
  {
    title: { pt: 'Alterações a esta política', en: 'Changes to this policy' },
    content: {
      pt: [
        'Podemos atualizar esta política quando mudarem os nossos serviços ou a lei. A data da última atualização está no início do texto (1 de agosto de 2025). Se a alteração for significativa, avisamos por e-mail os subscritores da newsletter e os titulares de conta.',
      ],
      en: [
        'We may update this policy when our services or the law change. The date of the last update is at the top of the text (1 August 2025). If a change is significant, we let newsletter subscribers and account holders know by e-mail.',
      ],
    },
  },
  {
    title: { pt: 'Resolução de litígios', en: 'Dispute resolution' },
    content: {
      pt: [
        'Se não estiver satisfeito com a forma como tratamos os seus dados, fale connosco primeiro: quase tudo se resolve com uma conversa. Pode sempre reclamar junto da CNPD.',
        consumerBodies.pt,
        odrClosed.pt,
      ],
      en: [
        'If you are unhappy with how we handle your data, please talk to us first: almost everything can be sorted out with a conversation. You can always complain to the CNPD.',
        consumerBodies.en,
        odrClosed.en,
      ],
    },
  },
];

export const demoTerms: DemoPolicySection[] = [
  {
    title: { pt: 'Quem somos', en: 'Who we are' },
    content: {
      pt: [
        `Este site pertence à ${company.legal_name}, sociedade agrícola portuguesa com o número único de matrícula e de pessoa coletiva ${company.tax_id}, com sede em ${demoPostalAddress} e capital social de ${shareCapital.pt}.`,
        `Contactos: ${company.contact_email}, ${company.contact_phone} (chamada para a rede fixa nacional) e ${company.contact_mobile} (chamada para a rede móvel nacional).`,
      ],
      en: [
        `This website belongs to ${company.legal_name}, a Portuguese agricultural company with tax and commercial registry number ${company.tax_id}, registered office at ${demoPostalAddress} and share capital of ${shareCapital.en}.`,
        `Contacts: ${company.contact_email}, ${company.contact_phone} (call to a national landline) and ${company.contact_mobile} (call to a national mobile network).`,
      ],
    },
  },
  {
    title: { pt: 'Objeto e aceitação', en: 'Purpose and acceptance' },
    content: {
      pt: [
        'Estes termos regulam a utilização do site e as compras feitas na loja online. Ao usar o site ou fazer uma encomenda aceita estes termos, na versão publicada nesse momento.',
      ],
      en: [
        'These terms govern the use of the website and purchases made in the online shop. By using the website or placing an order you accept these terms, in the version published at that time.',
      ],
    },
  },
  {
    title: { pt: 'Utilização do site', en: 'Using the website' },
    content: {
      pt: [
        'Pode navegar livremente em todo o site sem se registar. Também pode comprar sem conta; criar uma conta é opcional e serve apenas para acompanhar encomendas e guardar os dados de entrega.',
        'Compromete-se a usar o site de boa-fé, a dar informação verdadeira nos formulários e a não tentar perturbar o seu funcionamento.',
      ],
      en: [
        'You may browse the whole website freely without registering. You can also buy without an account; creating one is optional and only serves to follow your orders and save your delivery details.',
        'You agree to use the website in good faith, to give true information in the forms and not to try to disrupt how it works.',
      ],
    },
  },
  {
    title: { pt: 'Idade mínima', en: 'Legal drinking age' },
    content: {
      pt: [
        'Os nossos vinhos destinam-se apenas a pessoas com idade legal para consumir bebidas alcoólicas, que em Portugal é de 18 anos. Ao entrar no site e ao encomendar confirma que tem pelo menos 18 anos.',
        'Não vendemos bebidas alcoólicas a menores. A transportadora pode pedir um documento de identificação na entrega e recusar entregar a quem não comprove a idade.',
      ],
      en: [
        'Our wines are only for people of legal drinking age, which in Portugal is 18. By entering the website and by ordering you confirm that you are at least 18 years old.',
        'We do not sell alcoholic drinks to minors. The carrier may ask for identification on delivery and refuse to hand over the order to anyone who cannot prove their age.',
      ],
    },
  },
  {
    title: { pt: 'Produtos e informação', en: 'Products and information' },
    content: {
      pt: [
        'Descrevemos cada vinho com o cuidado de quem o fez, mas as imagens são ilustrativas e as colheitas mudam de ano para ano. As quantidades são limitadas ao que a vinha dá; se um vinho esgotar depois da sua encomenda, avisamos e devolvemos o valor pago por esse vinho.',
      ],
      en: [
        'We describe each wine with the care of the people who made it, but the images are illustrative and vintages change from year to year. Quantities are limited to what the vineyard gives; if a wine sells out after you order it, we tell you and refund what you paid for that wine.',
      ],
    },
  },
  {
    title: { pt: 'Preços e pagamento', en: 'Prices and payment' },
    content: {
      pt: [
        'Os preços estão em euros e incluem o IVA à taxa legal em vigor. Os portes de envio são indicados antes de confirmar a encomenda.',
        'O pagamento é feito por cartão através de um prestador de serviços de pagamento seguro. A encomenda só fica confirmada depois de o pagamento ser aceite, e a fatura é emitida em seu nome e enviada por e-mail.',
      ],
      en: [
        'Prices are in euros and include VAT at the legal rate in force. Shipping costs are shown before you confirm the order.',
        'Payment is made by card through a secure payment service provider. The order is confirmed only once the payment is accepted, and the invoice is issued in your name and sent by e-mail.',
      ],
    },
  },
  {
    title: { pt: 'Encomendas e entregas', en: 'Orders and delivery' },
    content: {
      pt: [
        'As zonas de entrega, os portes e os prazos estimados são indicados no processo de compra. Embalamos cada garrafa com cuidado; se a encomenda chegar danificada, fotografe a embalagem e avise-nos no prazo de 5 dias para a substituirmos sem custos.',
      ],
      en: [
        'Delivery areas, shipping costs and estimated times are shown during checkout. We pack every bottle with care; if your order arrives damaged, take a photo of the parcel and let us know within 5 days and we will replace it at no cost.',
      ],
    },
  },
  {
    title: { pt: 'Direito de livre resolução', en: 'Right of withdrawal' },
    content: {
      pt: [
        'Nos termos do Decreto-Lei n.º 24/2014, de 14 de fevereiro, o consumidor pode desistir da compra no prazo de 14 dias a contar do dia em que recebe a encomenda, sem indicar o motivo. Também pode desistir depois de pagar e antes de a receber.',
        'A forma mais simples é o botão «Livre resolução: desistir do contrato aqui», disponível durante todo o prazo na página da encomenda, a que chega pela ligação do e-mail de confirmação ou pelo histórico de encomendas do seu perfil. São dois passos: carrega no botão, revê a declaração (encomenda, vinhos e nome; o motivo é opcional) e confirma em «Confirmar a livre resolução».',
        'Enviamos de imediato, para o e-mail da encomenda, um aviso de receção com o conteúdo da declaração e a data e a hora em que a enviou (hora de Lisboa). Pode também desistir por e-mail ou carta, com uma declaração inequívoca.',
        'As garrafas devem ser devolvidas fechadas e no estado em que foram recebidas, no prazo de 14 dias a contar da desistência; os custos da devolução ficam a cargo do consumidor. Reembolsamos todos os pagamentos, incluindo os portes de envio iniciais, no prazo de 14 dias a contar da receção da declaração, pelo meio de pagamento usado, podendo reter o reembolso até recebermos as garrafas ou até nos comprovar que as enviou.',
      ],
      en: [
        'Under Portuguese Decree-Law 24/2014 of 14 February, consumers may withdraw from a purchase within 14 days of the day they receive the order, without giving a reason. You may also withdraw after paying and before the order arrives.',
        'The simplest way is the "Withdraw from contract here" button, available throughout that period on the order page, which you reach through the link in the confirmation e-mail or from the order history in your profile. It takes two steps: press the button, review the statement (order, wines and name; a reason is optional) and press "Confirm withdrawal".',
        "We immediately send an acknowledgement to the order's e-mail address with the content of your statement and the date and time you sent it (Lisbon time). You may also withdraw by e-mail or letter, with an unequivocal statement.",
        'Bottles must be returned unopened and in the condition in which they were received, within 14 days of withdrawing; the cost of returning them is borne by the consumer. We refund all payments, including the original shipping costs, within 14 days of receiving the statement, to the payment method used, and may withhold the refund until the bottles are back or you have shown that you sent them.',
      ],
    },
  },
  {
    title: { pt: 'Alojamento e enoturismo', en: 'Accommodation and wine tourism' },
    content: {
      pt: [
        'Os pedidos de reserva da casa e das visitas feitos pelo site não são reservas confirmadas: respondemos com disponibilidade e condições. As reservas da casa feitas através da plataforma de arrendamento parceira seguem as condições dessa plataforma.',
        'As visitas e provas devem ser reservadas com pelo menos 6 dias de antecedência e são realizadas em português e em inglês. Por se tratar de serviços de lazer para uma data determinada, não se aplica o direito de livre resolução de 14 dias.',
      ],
      en: [
        'Requests to book the house or a visit sent through the website are not confirmed bookings: we reply with availability and conditions. House bookings made through the partner rental platform follow that platform’s conditions.',
        'Visits and tastings must be booked at least 6 days ahead and are offered in Portuguese and English. As leisure services for a specific date, they are not covered by the 14-day right of withdrawal.',
      ],
    },
  },
  {
    title: {
      pt: 'Propriedade intelectual e responsabilidade',
      en: 'Intellectual property and liability',
    },
    content: {
      pt: [
        'Os textos, imagens, rótulos e marcas do site pertencem à empresa ou são usados com autorização, e não podem ser reproduzidos sem consentimento prévio.',
        'Fazemos o possível para manter o site correto e disponível, mas não respondemos por interrupções técnicas alheias à nossa vontade nem pelo conteúdo de sites de terceiros para os quais existam ligações.',
      ],
      en: [
        'The texts, images, labels and trademarks on the website belong to the company or are used with permission, and may not be reproduced without prior consent.',
        'We do our best to keep the website accurate and available, but we are not liable for technical interruptions beyond our control or for the content of third-party websites we link to.',
      ],
    },
  },
  {
    title: { pt: 'Lei aplicável e litígios', en: 'Applicable law and disputes' },
    content: {
      pt: [
        'Estes termos regem-se pela lei portuguesa. Sem prejuízo das normas imperativas de proteção do consumidor, são competentes os tribunais portugueses.',
        consumerBodies.pt,
        odrClosed.pt,
      ],
      en: [
        'These terms are governed by Portuguese law. Without prejudice to mandatory consumer protection rules, the Portuguese courts have jurisdiction.',
        consumerBodies.en,
        odrClosed.en,
      ],
    },
  },
];

export const demoCookiePolicy: DemoPolicySection[] = [
  {
    title: { pt: 'O que são cookies', en: 'What cookies are' },
    content: {
      pt: [
        'Cookies são pequenos ficheiros que um site guarda no seu navegador. O armazenamento local (localStorage) e o armazenamento de sessão (sessionStorage) são mecanismos semelhantes. Nesta política chamamos-lhes a todos “cookies”.',
      ],
      en: [
        'Cookies are small files a website stores in your browser. Local storage (localStorage) and session storage (sessionStorage) are similar mechanisms. In this policy we call them all “cookies”.',
      ],
    },
  },
  {
    title: { pt: 'O que o nosso site guarda', en: 'What our website stores' },
    content: {
      pt: [
        'cookieConsent (armazenamento local): regista se aceitou ou recusou os conteúdos de terceiros, para não voltarmos a perguntar em cada visita.',
        'Confirmação de idade (armazenamento de sessão, um registo por língua): lembra que confirmou ter idade legal para beber; apaga-se quando fecha o separador.',
        'cart (cookie): os vinhos que pôs no carrinho da loja e quantas garrafas de cada, para não os perder entre páginas, no máximo 30 dias; apaga-se quando esvazia o carrinho.',
        'mdc_session (cookie estritamente necessário, inacessível a scripts) e mdc_signed_in (cookie): mantêm a sessão iniciada na sua conta de cliente, no máximo 30 dias; apagam-se quando termina a sessão. originalUser (armazenamento local): a cópia do seu perfil para saber o que mudou; apaga-se quando elimina a conta.',
      ],
      en: [
        'cookieConsent (local storage): records whether you accepted or declined third-party content, so we do not ask again on every visit.',
        'Age confirmation (session storage, one entry per language): remembers that you confirmed you are of legal drinking age; it is erased when you close the tab.',
        'cart (cookie): the wines you put in the shop cart and how many bottles of each, so you do not lose them between pages, for 30 days at most; erased when you empty the cart.',
        'mdc_session (strictly necessary cookie, out of reach of scripts) and mdc_signed_in (cookie): keep you signed in to your customer account, for 30 days at most; they are erased when you sign out. originalUser (local storage): the copy of your profile used to tell what changed; erased when you delete the account.',
      ],
    },
  },
  {
    title: { pt: 'Porque são necessários', en: 'Why they are needed' },
    content: {
      pt: [
        'Todos os cookies acima são estritamente necessários para o funcionamento do que nos pede (lembrar a sua escolha, o carrinho, a sessão) e por isso não dependem de consentimento. Não servem para o seguir nem para publicidade.',
      ],
      en: [
        'All the cookies above are strictly necessary for what you ask of us (remembering your choice, the cart, your session) and therefore do not require consent. They are not used to track you or for advertising.',
      ],
    },
  },
  {
    title: { pt: 'Conteúdos de terceiros', en: 'Third-party content' },
    content: {
      pt: [
        'Alguns conteúdos vêm de outros serviços: o mapa com a localização do monte, o anúncio da casa na plataforma de arrendamento de curta duração e, quando configurada, a verificação anti-robô do Google (reCAPTCHA). Estes serviços podem guardar os seus próprios cookies e recolher o seu endereço IP.',
        'Por isso só os carregamos depois de aceitar no aviso de cookies. Se recusar, vê no lugar deles um aviso com um botão para os carregar, se assim o quiser.',
      ],
      en: [
        'Some content comes from other services: the map showing where the estate is, the house’s listing on the short-stay rental platform and, when configured, Google’s anti-robot check (reCAPTCHA). These services may set their own cookies and collect your IP address.',
        'That is why we load them only after you accept in the cookie notice. If you decline, you see a notice in their place with a button to load them should you wish.',
      ],
    },
  },
  {
    title: { pt: 'Sem análise nem publicidade', en: 'No analytics or advertising' },
    content: {
      pt: [
        'Não usamos cookies de análise de audiência, de publicidade nem de redes sociais. A verificação anti-robô predefinida dos nossos formulários funciona no seu navegador, sem cookies nem serviços externos.',
      ],
      en: [
        'We use no audience-measurement, advertising or social media cookies. The default anti-robot check on our forms runs in your browser, with no cookies and no outside services.',
      ],
    },
  },
  {
    title: { pt: 'O seu consentimento', en: 'Your consent' },
    content: {
      pt: [
        'Na primeira visita mostramos um aviso com os botões Aceitar e Recusar, com o mesmo destaque. Aceitar permite carregar os conteúdos de terceiros; Recusar mantém apenas o que é estritamente necessário. Pode usar o site por inteiro em qualquer dos casos.',
      ],
      en: [
        'On your first visit we show a notice with Accept and Decline buttons, given equal prominence. Accepting allows third-party content to load; declining keeps only what is strictly necessary. You can use the whole website either way.',
      ],
    },
  },
  {
    title: { pt: 'Alterar a sua escolha', en: 'Changing your choice' },
    content: {
      pt: [
        'Pode mudar de ideias a qualquer momento através da ligação de preferências de cookies no rodapé de todas as páginas, que volta a mostrar o aviso. Retirar o consentimento não afeta o que foi carregado antes.',
      ],
      en: [
        'You can change your mind at any time through the cookie preferences link in the footer of every page, which shows the notice again. Withdrawing consent does not affect what was loaded before.',
      ],
    },
  },
  {
    title: { pt: 'Gerir cookies no navegador', en: 'Managing cookies in your browser' },
    content: {
      pt: [
        'Também pode ver e apagar cookies e dados guardados nas definições de privacidade do seu navegador. Se apagar o cookieConsent, voltamos a perguntar na próxima visita; se apagar o carrinho ou a sessão, perde o carrinho ou terá de entrar de novo.',
      ],
      en: [
        'You can also view and delete cookies and stored data in your browser’s privacy settings. If you delete cookieConsent we ask again on your next visit; if you delete the cart or the session, you lose the cart or have to sign in again.',
      ],
    },
  },
  {
    title: { pt: 'Contacto e atualizações', en: 'Contact and updates' },
    content: {
      pt: [
        `Para qualquer questão sobre cookies escreva para ${company.contact_email}. Se mudarmos os cookies que usamos, atualizamos esta política e voltamos a pedir o seu consentimento quando for necessário.`,
      ],
      en: [
        `For any question about cookies write to ${company.contact_email}. If we change the cookies we use, we update this policy and ask for your consent again where needed.`,
      ],
    },
  },
];

export const demoPolicies: Record<Policy, DemoPolicySection[]> = {
  privacy: demoPrivacyPolicy,
  terms: demoTerms,
  cookies: demoCookiePolicy,
};
