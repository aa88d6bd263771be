import type { GuestGuide } from '@mdc/shared';
import { demoCompanyContact as company, demoPostalAddress } from './demo-company.ts';

/**
 * The demo guest guide (docs/product/site-pages.md#guest-pages, guest information page), every text in pt, en, es and fr.
 * Places and sights are real landmarks of the area; restaurants, shops, street numbers and phone
 * numbers are fictional (000 block) and must be replaced by the estate before launch.
 */
export const demoGuestGuide: GuestGuide = {
  welcomeTitle: {
    pt: 'Bem-vindos ao Monte das Cegonhas',
    en: 'Welcome to Monte das Cegonhas',
    es: 'Bienvenidos a Monte das Cegonhas',
    fr: 'Bienvenue au Monte das Cegonhas',
  },
  greeting: {
    pt: 'Olá! Somos a Inês e o José, e é um gosto recebê-los na nossa casa. Aqui encontram tudo o que precisam para a estadia: contactos úteis, farmácias, supermercados, onde comer e o que visitar por perto. Se faltar alguma coisa, liguem-nos sem cerimónia. Boas férias!',
    en: 'Hello! We are Inês and José, and it is a pleasure to welcome you to our home. Here you will find everything you need for your stay: useful contacts, pharmacies, supermarkets, where to eat and what to see nearby. If anything is missing, just give us a call. Enjoy your holiday!',
    es: '¡Hola! Somos Inês y José, y es un placer recibiros en nuestra casa. Aquí encontraréis todo lo necesario para vuestra estancia: contactos útiles, farmacias, supermercados, dónde comer y qué visitar cerca. Si os falta algo, llamadnos sin reparo. ¡Felices vacaciones!',
    fr: 'Bonjour ! Nous sommes Inês et José, et c’est un plaisir de vous accueillir chez nous. Vous trouverez ici tout ce qu’il faut pour votre séjour : contacts utiles, pharmacies, supermarchés, où manger et que visiter dans les environs. S’il vous manque quoi que ce soit, n’hésitez pas à nous appeler. Bonnes vacances !',
  },
  house: {
    address: demoPostalAddress,
    latitude: company.latitude,
    longitude: company.longitude,
    hosts: [
      { name: 'Inês Valente', phone: '+351 913 000 218' },
      { name: 'José Valente', phone: company.contact_mobile },
    ],
    wifiNetwork: 'MonteDasCegonhas-Casa',
    wifiPassword: 'CegonhaBranca2025',
  },
  emergencyNumber: '112',
  usefulContacts: [
    {
      label: {
        pt: 'Centro de saúde',
        en: 'Health centre',
        es: 'Centro de salud',
        fr: 'Centre de santé',
      },
      name: 'Centro de Saúde de Montemor-o-Novo',
      address: 'Avenida Gago Coutinho, 7050-239 Montemor-o-Novo',
      phone: '+351 266 000 310',
    },
    {
      label: { pt: 'Bombeiros', en: 'Fire brigade', es: 'Bomberos', fr: 'Pompiers' },
      name: 'Bombeiros Voluntários de Montemor-o-Novo',
      address: 'Rua dos Bombeiros Voluntários, 7050-160 Montemor-o-Novo',
      phone: '+351 266 000 320',
    },
    {
      label: {
        pt: 'Polícia (GNR)',
        en: 'Police (GNR)',
        es: 'Policía (GNR)',
        fr: 'Police (GNR)',
      },
      name: 'GNR – Posto Territorial de Montemor-o-Novo',
      address: 'Largo Alexandre Herculano, 7050-111 Montemor-o-Novo',
      phone: '+351 266 000 330',
    },
  ],
  pharmacies: [
    {
      name: 'Farmácia Central',
      address: 'Rua de Santo António 21, 7050-131 Montemor-o-Novo',
      phone: '+351 266 000 410',
    },
    {
      name: 'Farmácia Almansor',
      address: 'Avenida Sacadura Cabral 45, 7050-304 Montemor-o-Novo',
      phone: '+351 266 000 420',
    },
    {
      name: 'Farmácia São João de Deus',
      address: 'Rua de São João de Deus 7, 7050-178 Montemor-o-Novo',
      phone: '+351 266 000 430',
    },
    {
      name: 'Farmácia do Castelo',
      address: 'Largo do Calvário 3, 7050-112 Montemor-o-Novo',
      phone: '+351 266 000 440',
    },
  ],
  dutyPharmacyNote: {
    pt: 'Depois das 20:00 há sempre uma farmácia de serviço aberta 24 horas. Para saber qual é, consulte o site abaixo ou o aviso afixado na porta de qualquer farmácia.',
    en: 'After 20:00 there is always a duty pharmacy open 24 hours. To find out which one, check the website below or the notice on the door of any pharmacy.',
    es: 'Después de las 20:00 siempre hay una farmacia de guardia abierta las 24 horas. Para saber cuál es, consultad la web de abajo o el aviso en la puerta de cualquier farmacia.',
    fr: 'Après 20h00, une pharmacie de garde est toujours ouverte 24 h/24. Pour savoir laquelle, consultez le site ci-dessous ou l’affiche sur la porte de n’importe quelle pharmacie.',
  },
  dutyPharmacyUrl: 'https://www.farmaciasdeservico.net',
  supermarkets: [
    {
      name: 'Supermercado Planície',
      address: 'Avenida Gago Coutinho 12, 7050-239 Montemor-o-Novo',
      phone: '+351 266 000 510',
      hours: '8:00–21:00',
    },
    {
      name: 'Mercado do Almansor',
      address: 'Estrada de Alcácer 3, 7050-402 Montemor-o-Novo',
      phone: '+351 266 000 520',
      hours: '8:00–21:00',
    },
    {
      name: 'Supermercado Montado',
      address: 'Rua Cinco de Outubro 88, 7050-205 Montemor-o-Novo',
      phone: '+351 266 000 530',
      hours: '8:00–21:00',
    },
  ],
  restaurants: [
    {
      town: 'Montemor-o-Novo',
      places: [
        {
          name: 'Taberna do Almansor',
          address: 'Rua Direita 14, 7050-127 Montemor-o-Novo',
          phone: '+351 266 000 610',
          description: {
            pt: 'Petiscos alentejanos ao balcão e à mesa: migas, secretos de porco preto, queijo e enchidos da região.',
            en: 'Alentejo small plates at the counter or at the table: migas, black-pork secretos, local cheese and cured sausages.',
            es: 'Tapas alentejanas en la barra o en la mesa: migas, secreto de cerdo ibérico, quesos y embutidos de la zona.',
            fr: 'Petites assiettes de l’Alentejo au comptoir ou à table : migas, secreto de porc noir, fromages et charcuteries de la région.',
          },
          closed: {
            pt: 'Encerra à segunda-feira',
            en: 'Closed on Mondays',
            es: 'Cierra los lunes',
            fr: 'Fermé le lundi',
          },
        },
        {
          name: 'Adega do Castelo',
          address: 'Rua do Castelo 5, 7050-116 Montemor-o-Novo',
          phone: '+351 266 000 620',
          description: {
            pt: 'Grelhados no carvão, açorda e uma boa carta de vinhos alentejanos, numa antiga adega com talhas.',
            en: 'Charcoal grills, açorda bread soup and a good list of Alentejo wines, in an old cellar full of talhas.',
            es: 'Carnes a la brasa, açorda (sopa de pan) y una buena carta de vinos alentejanos, en una antigua bodega con tinajas.',
            fr: 'Grillades au charbon de bois, açorda (soupe de pain) et une belle carte de vins de l’Alentejo, dans un ancien chai plein de jarres.',
          },
          closed: {
            pt: 'Encerra ao domingo ao jantar e à segunda-feira',
            en: 'Closed on Sunday evenings and Mondays',
            es: 'Cierra el domingo por la noche y los lunes',
            fr: 'Fermé le dimanche soir et le lundi',
          },
        },
        {
          name: 'Casa de Pasto A Azinheira',
          address: 'Largo Machede 2, 7050-140 Montemor-o-Novo',
          phone: '+351 266 000 630',
          description: {
            pt: 'Comida caseira com prato do dia ao almoço; a carne de porco à alentejana é a especialidade da casa.',
            en: 'Home cooking with a dish of the day at lunchtime; pork with clams Alentejo-style is the house speciality.',
            es: 'Comida casera con plato del día al mediodía; la carne de cerdo a la alentejana es la especialidad de la casa.',
            fr: 'Cuisine familiale avec plat du jour le midi ; le porc aux palourdes à l’alentejane est la spécialité de la maison.',
          },
          closed: {
            pt: 'Encerra ao domingo',
            en: 'Closed on Sundays',
            es: 'Cierra los domingos',
            fr: 'Fermé le dimanche',
          },
        },
        {
          name: 'Tasca do Largo',
          address: 'Largo da Misericórdia 9, 7050-133 Montemor-o-Novo',
          phone: '+351 266 000 640',
          description: {
            pt: 'Pequena tasca de bairro com sopa de cação, ensopado de borrego e doces conventuais.',
            en: 'A small neighbourhood tavern with dogfish soup, lamb stew and convent sweets.',
            es: 'Pequeña tasca de barrio con sopa de cazón, estofado de cordero y dulces conventuales.',
            fr: 'Petite taverne de quartier : soupe de roussette, ragoût d’agneau et douceurs conventuelles.',
          },
          closed: {
            pt: 'Encerra à terça-feira',
            en: 'Closed on Tuesdays',
            es: 'Cierra los martes',
            fr: 'Fermé le mardi',
          },
        },
        {
          name: 'O Montado',
          address: 'Avenida Sacadura Cabral 60, 7050-304 Montemor-o-Novo',
          phone: '+351 266 000 650',
          description: {
            pt: 'Cozinha alentejana contemporânea com produtos dos produtores vizinhos e menu de degustação.',
            en: 'Contemporary Alentejo cooking with produce from neighbouring farms and a tasting menu.',
            es: 'Cocina alentejana contemporánea con productos de los agricultores vecinos y menú degustación.',
            fr: 'Cuisine de l’Alentejo contemporaine avec les produits des fermes voisines et un menu dégustation.',
          },
          closed: {
            pt: 'Encerra ao domingo ao jantar e à segunda-feira',
            en: 'Closed on Sunday evenings and Mondays',
            es: 'Cierra el domingo por la noche y los lunes',
            fr: 'Fermé le dimanche soir et le lundi',
          },
        },
      ],
    },
    {
      town: 'Évora',
      places: [
        {
          name: 'Taberna da Sé',
          address: 'Largo do Marquês de Marialva 4, 7000-809 Évora',
          phone: '+351 266 000 710',
          description: {
            pt: 'A dois passos da catedral: petiscos, queijos de Évora e vinho a copo.',
            en: 'A stone’s throw from the cathedral: small plates, Évora cheeses and wine by the glass.',
            es: 'A dos pasos de la catedral: tapas, quesos de Évora y vino por copas.',
            fr: 'À deux pas de la cathédrale : petites assiettes, fromages d’Évora et vin au verre.',
          },
          closed: {
            pt: 'Encerra ao domingo',
            en: 'Closed on Sundays',
            es: 'Cierra los domingos',
            fr: 'Fermé le dimanche',
          },
        },
        {
          name: 'Adega do Giraldo',
          address: 'Rua de Aviz 17, 7000-591 Évora',
          phone: '+351 266 000 720',
          description: {
            pt: 'Cozinha tradicional generosa: ensopado de borrego, bochechas de porco preto e sericaia com ameixa de Elvas.',
            en: 'Generous traditional cooking: lamb stew, black-pork cheeks and sericaia custard with Elvas plums.',
            es: 'Cocina tradicional generosa: estofado de cordero, carrilleras de cerdo ibérico y sericaia con ciruelas de Elvas.',
            fr: 'Cuisine traditionnelle généreuse : ragoût d’agneau, joues de porc noir et sericaia aux prunes d’Elvas.',
          },
          closed: {
            pt: 'Encerra à quarta-feira',
            en: 'Closed on Wednesdays',
            es: 'Cierra los miércoles',
            fr: 'Fermé le mercredi',
          },
        },
        {
          name: 'Cozinha das Muralhas',
          address: 'Travessa das Muralhas 2, 7000-650 Évora',
          phone: '+351 266 000 730',
          description: {
            pt: 'Cozinha de autor junto à muralha, com uma carta de vinhos dedicada aos pequenos produtores.',
            en: 'Creative cooking beside the old walls, with a wine list devoted to small producers.',
            es: 'Cocina de autor junto a la muralla, con una carta de vinos dedicada a pequeños productores.',
            fr: 'Cuisine d’auteur au pied des remparts, avec une carte des vins consacrée aux petits producteurs.',
          },
          closed: {
            pt: 'Encerra à segunda-feira e à terça-feira ao almoço',
            en: 'Closed on Mondays and Tuesday lunchtime',
            es: 'Cierra los lunes y el martes al mediodía',
            fr: 'Fermé le lundi et le mardi midi',
          },
        },
      ],
    },
    {
      town: 'Estremoz',
      places: [
        {
          name: 'Tasca do Mármore',
          address: 'Rossio Marquês de Pombal 30, 7100-513 Estremoz',
          phone: '+351 268 000 810',
          description: {
            pt: 'Mesmo no Rossio, ideal para almoçar depois do mercado de sábado: pezinhos de coentrada, migas e queijo de Évora.',
            en: 'Right on the Rossio square, ideal for lunch after the Saturday market: pig’s trotters with coriander, migas and Évora cheese.',
            es: 'En pleno Rossio, ideal para comer después del mercado del sábado: manitas de cerdo con cilantro, migas y queso de Évora.',
            fr: 'Sur la place du Rossio, idéale pour déjeuner après le marché du samedi : pieds de porc à la coriandre, migas et fromage d’Évora.',
          },
          closed: {
            pt: 'Encerra ao domingo',
            en: 'Closed on Sundays',
            es: 'Cierra los domingos',
            fr: 'Fermé le dimanche',
          },
        },
      ],
    },
  ],
  restaurantsNote: {
    pt: 'Recomendamos reservar, sobretudo ao fim de semana e no verão: as casas são pequenas e enchem depressa.',
    en: 'Booking is recommended, especially at weekends and in summer: these places are small and fill up quickly.',
    es: 'Se recomienda reservar, sobre todo los fines de semana y en verano: son locales pequeños y se llenan rápido.',
    fr: 'Il est conseillé de réserver, surtout le week-end et en été : ce sont de petites maisons qui se remplissent vite.',
  },
  sights: [
    {
      town: 'Montemor-o-Novo',
      places: [
        {
          name: 'Castelo de Montemor-o-Novo',
          description: {
            pt: 'Muralhas medievais no alto do monte, com vista sobre a planície e o vale do Almansor. Ao pôr do sol é imperdível.',
            en: 'Medieval walls on top of the hill, looking out over the plain and the Almansor valley. Unmissable at sunset.',
            es: 'Murallas medievales en lo alto del cerro, con vistas a la llanura y al valle del Almansor. Imprescindible al atardecer.',
            fr: 'Remparts médiévaux au sommet de la colline, avec vue sur la plaine et la vallée de l’Almansor. Incontournable au coucher du soleil.',
          },
        },
        {
          name: 'Convento da Saudação',
          description: {
            pt: 'Antigo convento dentro das muralhas do castelo, hoje casa de artistas em residência, com espetáculos ao longo do ano.',
            en: 'A former convent inside the castle walls, now home to artists in residence, with performances throughout the year.',
            es: 'Antiguo convento dentro de las murallas del castillo, hoy casa de artistas en residencia, con espectáculos durante todo el año.',
            fr: 'Ancien couvent dans l’enceinte du château, aujourd’hui maison d’artistes en résidence, avec des spectacles toute l’année.',
          },
        },
        {
          name: 'Convento de São João de Deus',
          description: {
            pt: 'Igreja e convento erguidos no lugar onde nasceu, em 1495, São João de Deus, fundador da Ordem Hospitaleira.',
            en: 'Church and convent built where Saint John of God, founder of the Hospitaller Order, was born in 1495.',
            es: 'Iglesia y convento levantados donde nació, en 1495, San Juan de Dios, fundador de la Orden Hospitalaria.',
            fr: 'Église et couvent élevés là où naquit, en 1495, saint Jean de Dieu, fondateur de l’ordre hospitalier.',
          },
        },
        {
          name: 'Ermida de Nossa Senhora da Visitação',
          description: {
            pt: 'Pequena ermida de romaria num outeiro fora da cidade, com azulejos antigos e uma vista larga sobre o montado.',
            en: 'A small pilgrimage chapel on a hillock outside town, with old tiles and a wide view over the cork woodland.',
            es: 'Pequeña ermita de romería en un otero a las afueras, con azulejos antiguos y amplias vistas sobre la dehesa.',
            fr: 'Petite chapelle de pèlerinage sur une butte hors de la ville, avec des azulejos anciens et une large vue sur la forêt de chênes-lièges.',
          },
        },
        {
          name: 'Gruta do Escoural',
          description: {
            pt: 'A única gruta com arte rupestre paleolítica conhecida no sul de Portugal, a 20 minutos do monte. Visitas guiadas com marcação.',
            en: 'The only cave with known Palaeolithic rock art in southern Portugal, 20 minutes from the estate. Guided visits by appointment.',
            es: 'La única cueva con arte rupestre paleolítico conocida en el sur de Portugal, a 20 minutos de la finca. Visitas guiadas con cita previa.',
            fr: 'La seule grotte connue ornée d’art rupestre paléolithique dans le sud du Portugal, à 20 minutes du domaine. Visites guidées sur rendez-vous.',
          },
        },
      ],
    },
    {
      town: 'Évora',
      places: [
        {
          name: 'Templo Romano',
          description: {
            pt: 'As colunas coríntias do templo do século I são o símbolo de Évora, cidade Património Mundial.',
            en: 'The Corinthian columns of this first-century temple are the symbol of Évora, a World Heritage city.',
            es: 'Las columnas corintias de este templo del siglo I son el símbolo de Évora, ciudad Patrimonio de la Humanidad.',
            fr: 'Les colonnes corinthiennes de ce temple du Ier siècle sont le symbole d’Évora, ville classée au patrimoine mondial.',
          },
        },
        {
          name: 'Sé de Évora',
          description: {
            pt: 'A catedral medieval em granito; suba ao terraço para ver a cidade branca e a planície em redor.',
            en: 'The medieval granite cathedral; climb to the roof terrace to see the white city and the plain around it.',
            es: 'La catedral medieval de granito; subid a la terraza para ver la ciudad blanca y la llanura que la rodea.',
            fr: 'La cathédrale médiévale en granit ; montez sur les terrasses pour voir la ville blanche et la plaine alentour.',
          },
        },
        {
          name: 'Capela dos Ossos',
          description: {
            pt: 'Na Igreja de São Francisco, uma capela forrada a ossos que convida a pensar na brevidade da vida.',
            en: 'In the Church of São Francisco, a chapel lined with bones that invites you to reflect on the brevity of life.',
            es: 'En la Iglesia de San Francisco, una capilla revestida de huesos que invita a pensar en la brevedad de la vida.',
            fr: 'Dans l’église Saint-François, une chapelle tapissée d’ossements qui invite à méditer sur la brièveté de la vie.',
          },
        },
        {
          name: 'Cromeleque dos Almendres',
          description: {
            pt: 'Quase cem menires num sobreiral, um dos maiores recintos megalíticos da Península Ibérica, a caminho de Évora.',
            en: 'Nearly a hundred standing stones in a cork-oak grove, one of the largest megalithic circles in the Iberian Peninsula, on the way to Évora.',
            es: 'Casi cien menhires en un alcornocal, uno de los mayores recintos megalíticos de la península ibérica, camino de Évora.',
            fr: 'Près d’une centaine de menhirs dans un bois de chênes-lièges, l’un des plus grands ensembles mégalithiques de la péninsule Ibérique, sur la route d’Évora.',
          },
        },
      ],
    },
    {
      town: 'Arraiolos',
      places: [
        {
          name: 'Castelo de Arraiolos',
          description: {
            pt: 'Um raro castelo de muralha circular do século XIV, no cimo da vila branca, com vista até à serra de Ossa.',
            en: 'A rare fourteenth-century castle with circular walls above the white town, with views as far as the Ossa hills.',
            es: 'Un raro castillo de muralla circular del siglo XIV sobre el pueblo blanco, con vistas hasta la sierra de Ossa.',
            fr: 'Un rare château à enceinte circulaire du XIVe siècle au-dessus du bourg blanc, avec vue jusqu’à la serra de Ossa.',
          },
        },
        {
          name: 'Centro Interpretativo do Tapete de Arraiolos',
          description: {
            pt: 'A história dos famosos tapetes bordados à mão em lã; nas oficinas da vila ainda se veem bordadeiras a trabalhar.',
            en: 'The story of the famous hand-embroidered wool rugs; in the town’s workshops you can still watch the embroiderers at work.',
            es: 'La historia de las famosas alfombras de lana bordadas a mano; en los talleres del pueblo aún se ve trabajar a las bordadoras.',
            fr: 'L’histoire des célèbres tapis de laine brodés à la main ; dans les ateliers du bourg, on voit encore les brodeuses au travail.',
          },
        },
      ],
    },
    {
      town: 'Estremoz',
      places: [
        {
          name: 'Mercado de Sábado',
          description: {
            pt: 'Todos os sábados de manhã o Rossio enche-se de queijos, enchidos, hortaliças, olaria, os bonecos de barro de Estremoz e antiguidades. Vá cedo.',
            en: 'Every Saturday morning the Rossio square fills with cheeses, sausages, vegetables, pottery, Estremoz clay figurines and antiques. Go early.',
            es: 'Cada sábado por la mañana el Rossio se llena de quesos, embutidos, verduras, alfarería, las figuras de barro de Estremoz y antigüedades. Id temprano.',
            fr: 'Chaque samedi matin, le Rossio se remplit de fromages, charcuteries, légumes, poteries, figurines en terre cuite d’Estremoz et antiquités. Allez-y tôt.',
          },
        },
      ],
    },
  ],
};
