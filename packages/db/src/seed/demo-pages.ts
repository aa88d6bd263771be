import type { ContentPage } from '@mdc/shared';

/**
 * Demo texts of the marketing pages: content blocks, region blocks, gallery and house features.
 * Both languages are required by the types here, so a missing translation fails to compile
 * instead of quietly falling back to Portuguese on the English site.
 */
export interface SiteText {
  pt: string;
  en: string;
}
export interface SiteParagraphs {
  pt: string[];
  en: string[];
}

export interface DemoContentBlock {
  page: ContentPage;
  /** Order on the page; position 0 is the page's intro. */
  position: number;
  heading: SiteText;
  body: SiteParagraphs;
  imageUrl: string | null;
}

const image = (name: string) => `/images/content/${name}.svg`;

export const demoContentBlocks: DemoContentBlock[] = [
  // Home: the "Sobre Nós" teaser, two paragraphs.
  {
    page: 'home_about',
    position: 0,
    heading: {
      pt: 'Uma vinha de família entre sobreiros',
      en: 'A family vineyard among the cork oaks',
    },
    body: {
      pt: [
        'O Monte das Cegonhas é uma pequena herdade de família nos arredores de Montemor-o-Novo, no coração do Alentejo. Entre sobreiros, azinheiras e searas cuidamos de 3,5 hectares de vinha — Alicante Bouschet, Touriga Nacional e Tinta Barroca — e fazemos vinhos de quinta, com a designação Vinho Regional Alentejano, apenas com as uvas que nós próprios cultivamos.',
        'Trabalhamos com pouca intervenção: sem herbicidas, com erva espontânea entre as linhas, ovelhas a pastar a vinha no inverno e vindima feita à mão. Os solos pardos de granito e xisto, os verões quentes e secos e as noites frescas que sobem do vale do Almansor dão aos nossos tintos cor profunda, fruta madura e uma frescura que nos surpreende todos os anos.',
      ],
      en: [
        'Monte das Cegonhas is a small family estate just outside Montemor-o-Novo, in the heart of the Alentejo. Among cork oaks, holm oaks and wheat fields we tend 3.5 hectares of vines — Alicante Bouschet, Touriga Nacional and Tinta Barroca — and make farm wines, labelled Vinho Regional Alentejano, only from the grapes we grow ourselves.',
        'We farm with a light touch: no herbicides, wild grasses left between the rows, sheep grazing the vineyard in winter and every bunch picked by hand. Brown soils over granite and schist, hot dry summers and the cool nights that rise from the Almansor valley give our reds deep colour, ripe fruit and a freshness that still surprises us every year.',
      ],
    },
    imageUrl: image('vineyard'),
  },

  // About: intro and four alternating blocks (docs/product/site-pages.md#about-grapes-region-and-wine-tourism).
  {
    page: 'about',
    position: 0,
    heading: { pt: 'A nossa história', en: 'Our story' },
    body: {
      pt: [
        'Há mais de cem anos que a nossa família vive deste pedaço de Alentejo. O monte ganhou o nome das cegonhas que todas as primaveras regressam aos ninhos da chaminé e do velho depósito de água. Esta é a história de uma casa, de uma vinha e de quem voltou para cuidar delas.',
      ],
      en: [
        'Our family has lived on this piece of the Alentejo for more than a hundred years. The estate is named after the storks that come back every spring to their nests on the chimney and the old water tower. This is the story of a house, a vineyard and the people who came home to look after them.',
      ],
    },
    imageUrl: null,
  },
  {
    page: 'about',
    position: 1,
    heading: { pt: 'O monte hoje', en: 'The estate today' },
    body: {
      pt: [
        'A vinha ocupa 3,5 hectares de encosta suave virada a nascente, abrigada pelo montado de sobro que cobre o resto da herdade. Plantámo-la entre 2017 e 2018 em solos pardos de granito e xisto, com as três castas que melhor conhecemos: Alicante Bouschet, Touriga Nacional e Tinta Barroca.',
        'A adega é o antigo celeiro, com paredes de taipa que guardam o fresco mesmo em agosto. Lá dentro há lagares de cimento, algumas barricas usadas e as talhas de barro da avó Zeca. Fazemos poucos milhares de garrafas por ano, e toda a família põe as mãos no trabalho, da poda ao rótulo.',
      ],
      en: [
        'The vineyard covers 3.5 hectares of gentle east-facing slope, sheltered by the cork-oak woodland that covers the rest of the estate. We planted it in 2017 and 2018 on brown soils over granite and schist, with the three grapes we know best: Alicante Bouschet, Touriga Nacional and Tinta Barroca.',
        'The cellar is the old granary, whose rammed-earth walls keep it cool even in August. Inside are concrete lagares, a few used barrels and grandma Zeca’s clay talhas. We make a few thousand bottles a year, and the whole family lends a hand, from pruning to labelling.',
      ],
    },
    imageUrl: image('vineyard'),
  },
  {
    page: 'about',
    position: 2,
    heading: { pt: 'Uma vida entre a cidade e o campo', en: 'A life between city and country' },
    body: {
      pt: [
        'José Valente nasceu em 1961 nesta casa, o mais novo dos netos da avó Zeca. Aprendeu com ela a pisar uvas nas talhas e a provar o vinho pela Páscoa, quando se abriam as primeiras. Aos dezassete anos partiu para Lisboa, estudou agronomia e passou trinta anos a percorrer o país como engenheiro agrícola, a ajudar adegas cooperativas e pequenos produtores do Ribatejo ao Douro.',
        'Onde quer que estivesse, voltava ao monte em setembro para a vindima. A vinha velha da família foi arrancada nos anos noventa, quando já ninguém a trabalhava, mas a ideia de a replantar nunca o largou.',
      ],
      en: [
        'José Valente was born in this house in 1961, the youngest of grandma Zeca’s grandchildren. She taught him to tread grapes in the talhas and to taste the new wine at Easter, when the first ones were opened. At seventeen he left for Lisbon, studied agronomy and spent thirty years travelling the country as an agricultural engineer, helping cooperative wineries and small growers from the Ribatejo to the Douro.',
        'Wherever he was, he came back to the estate every September for the harvest. The family’s old vineyard was pulled up in the nineties, when nobody was left to work it, but the idea of replanting it never left him.',
      ],
    },
    imageUrl: image('founder'),
  },
  {
    page: 'about',
    position: 3,
    heading: { pt: 'O regresso ao monte', en: 'Coming home' },
    body: {
      pt: [
        'Em 2016 o José regressou de vez, com a mulher, Helena, e a filha, Inês. Recuperaram a casa, limparam o montado e plantaram a vinha nova com a ajuda dos vizinhos. A primeira vindima engarrafada foi a de 2020; em 2023 nasceram os três vinhos que hoje fazemos: Exmo, Destinto e Avó Zeca.',
        'As cegonhas ficaram sempre. Todos os anos, em fevereiro, são elas que nos dizem que está na hora de podar.',
      ],
      en: [
        'In 2016 José came home for good, with his wife Helena and their daughter Inês. They restored the house, cleared the cork woodland and planted the new vineyard with help from the neighbours. The first vintage to be bottled was 2020; 2023 brought the three wines we make today: Exmo, Destinto and Avó Zeca.',
        'The storks never left. Every February they are the ones who tell us it is time to prune.',
      ],
    },
    imageUrl: image('storks'),
  },
  {
    page: 'about',
    position: 4,
    heading: { pt: 'Em breve: visitas ao monte', en: 'Coming soon: visits to the estate' },
    body: {
      pt: [
        'Estamos a preparar o monte para receber visitas com calma e em pequenos grupos: passeios pela vinha e pelo montado, provas na adega junto às talhas, merendas à sombra dos sobreiros e, de 15 de agosto a 15 de outubro, dias de vindima para quem quiser cortar uvas connosco.',
        'Entretanto, a casa do monte já recebe hóspedes, e as provas podem ser marcadas na página de enoturismo.',
      ],
      en: [
        'We are getting the estate ready to welcome visitors calmly and in small groups: walks through the vineyard and the cork woodland, tastings in the cellar beside the talhas, picnics in the shade of the cork oaks and, from 15 August to 15 October, harvest days for anyone who wants to pick grapes with us.',
        'In the meantime the estate’s house already welcomes guests, and tastings can be booked on the wine tourism page.',
      ],
    },
    imageUrl: image('tasting'),
  },

  // Grapes: intro and two blocks.
  {
    page: 'grapes',
    position: 0,
    heading: { pt: 'As nossas castas', en: 'Our grapes' },
    body: {
      pt: [
        'Três castas tintas, escolhidas por aguentarem o calor do verão alentejano sem perder o carácter. Cada uma ocupa a parcela onde melhor se dá, e é na mistura das três que encontramos o sabor do monte.',
      ],
      en: [
        'Three red grapes, chosen because they stand up to the Alentejo summer without losing their character. Each grows in the plot that suits it best, and it is in the blend of the three that we find the taste of the estate.',
      ],
    },
    imageUrl: null,
  },
  {
    page: 'grapes',
    position: 1,
    heading: {
      pt: 'Alicante Bouschet, Touriga Nacional e Tinta Barroca',
      en: 'Alicante Bouschet, Touriga Nacional and Tinta Barroca',
    },
    body: {
      pt: [
        'O Alicante Bouschet é a alma do Alentejo: de polpa tinta, dá vinhos retintos, de taninos firmes, que envelhecem bem. Está nas parcelas mais altas, em granito, onde as raízes descem fundo à procura de água.',
        'A Touriga Nacional traz o perfume — violeta, esteva, frutos pretos — e uma acidez que equilibra o calor. A Tinta Barroca, vinda do Douro, amadurece cedo e dá fruta generosa e macieza; gosta do xisto da parte baixa da vinha, perto da ribeira.',
      ],
      en: [
        'Alicante Bouschet is the soul of the Alentejo: a grape with red flesh that gives inky wines with firm tannins that age well. It grows in the highest plots, on granite, where the roots go deep in search of water.',
        'Touriga Nacional brings the perfume — violet, rockrose, black fruit — and an acidity that balances the heat. Tinta Barroca, from the Douro, ripens early and gives generous fruit and softness; it likes the schist of the lower vineyard, near the stream.',
      ],
    },
    imageUrl: image('grapes'),
  },
  {
    page: 'grapes',
    position: 2,
    heading: { pt: 'Na adega: pouca intervenção', en: 'In the cellar: a light touch' },
    body: {
      pt: [
        'Vindimamos à mão, de madrugada, para as uvas chegarem frescas à adega em caixas pequenas. Escolhemos cacho a cacho, desengaçamos e deixamos as leveduras da própria uva fazer a fermentação, em lagares de cimento e em talhas de barro.',
        'Não usamos madeira nova, colagens nem correções de acidez, e o sulfuroso é o mínimo necessário. O Exmo estagia doze meses em barricas usadas; o Destinto e o Avó Zeca vão para a garrafa mais cedo, para guardar a fruta. Engarrafamos tudo no monte.',
      ],
      en: [
        'We pick by hand at dawn, so the grapes reach the cellar cool, in small crates. We sort bunch by bunch, destem, and let the grapes’ own yeasts carry the fermentation, in concrete lagares and clay talhas.',
        'We use no new oak, no fining agents and no acid adjustments, and keep sulphites to the minimum needed. Exmo ages for twelve months in used barrels; Destinto and Avó Zeca are bottled earlier to keep their fruit. Everything is bottled on the estate.',
      ],
    },
    imageUrl: image('talhas'),
  },

  // Wine tourism: intro and two blocks; the lead time and languages are stated (docs/product/site-pages.md#about-grapes-region-and-wine-tourism).
  {
    page: 'wine_tourism',
    position: 0,
    heading: { pt: 'Enoturismo no Monte das Cegonhas', en: 'Wine tourism at Monte das Cegonhas' },
    body: {
      pt: [
        'Receber no monte é receber em casa. As visitas são guiadas por alguém da família, em grupos pequenos, ao ritmo de quem tem tempo para ouvir as cegonhas e provar o vinho onde ele nasce.',
      ],
      en: [
        'Welcoming you to the estate means welcoming you into our home. Visits are guided by one of the family, in small groups, at the pace of people who have time to listen to the storks and taste the wine where it is made.',
      ],
    },
    imageUrl: null,
  },
  {
    page: 'wine_tourism',
    position: 1,
    heading: { pt: 'Passeio, prova e merenda', en: 'Walk, tasting and picnic' },
    body: {
      pt: [
        'Começamos com um passeio pela vinha e pelo montado, entre sobreiros descortiçados e ninhos de cegonha, e seguimos para a adega, onde explicamos como trabalhamos com as talhas. A prova inclui os três vinhos do monte, com pão alentejano, queijo de ovelha da região e azeite.',
        'De 15 de agosto a 15 de outubro há dias de vindima: corta-se uva de manhã e almoça-se à sombra. Em julho e agosto os passeios são ao início da manhã ou ao fim da tarde, para fugir ao calor.',
      ],
      en: [
        'We begin with a walk through the vineyard and the cork woodland, among freshly stripped cork oaks and stork nests, and continue to the cellar, where we show how we work with the talhas. The tasting includes the estate’s three wines with Alentejo bread, local sheep’s cheese and olive oil.',
        'From 15 August to 15 October there are harvest days: grapes are picked in the morning and lunch is in the shade. In July and August walks are early in the morning or late in the afternoon, away from the heat.',
      ],
    },
    imageUrl: image('harvest'),
  },
  {
    page: 'wine_tourism',
    position: 2,
    heading: { pt: 'Como reservar', en: 'How to book' },
    // The lead time, languages and group size are shown beside it from the booking rules
    // (docs/decisions/105-pictures-and-tourism.md); migration 0011 rewrote the older seeded text.
    body: {
      pt: [
        'Reserve com o formulário de pedido de reserva desta página: escolha a experiência, o dia e quantas pessoas vêm, e respondemos a confirmar. Assim podemos preparar a prova e garantir que alguém da família vos recebe.',
        'As crianças são bem-vindas (sem prova de vinho, claro). Tragam calçado confortável e, no verão, chapéu.',
      ],
      en: [
        'Book with the booking request form on this page: choose the experience, the day and how many of you are coming, and we reply to confirm. This lets us prepare the tasting and make sure one of the family is there to welcome you.',
        'Children are welcome (without the wine, of course). Bring comfortable shoes and, in summer, a hat.',
      ],
    },
    imageUrl: image('tasting'),
  },

  // House: the hero. The heading is the title; the first paragraph is the subtitle and the rest
  // is the hero text (see docs/decisions/020).
  {
    page: 'house',
    position: 0,
    heading: { pt: 'A Casa do Monte', en: 'The Estate House' },
    body: {
      pt: [
        'Alojamento local entre a vinha e o montado, com piscina, para até 10 pessoas',
        'Uma casa alentejana caiada de branco, com barras azuis e paredes grossas de taipa que guardam o fresco no verão. Tem cinco quartos, duas salas com lareira, cozinha equipada e uma piscina com vista para a vinha. Ao fim da tarde acende-se a churrasqueira debaixo da figueira e vê-se as cegonhas a voltar ao ninho. Montemor-o-Novo fica a dez minutos de carro, Évora a meia hora e Lisboa a pouco mais de uma hora.',
      ],
      en: [
        'Holiday accommodation between the vineyard and the cork woodland, with a pool, for up to 10 guests',
        'A whitewashed Alentejo house with blue trims and thick rammed-earth walls that keep it cool in summer. It has five bedrooms, two living rooms with fireplaces, a fully equipped kitchen and a pool overlooking the vines. In the evening the barbecue is lit under the fig tree while the storks fly back to their nests. Montemor-o-Novo is ten minutes away by car, Évora half an hour and Lisbon just over an hour.',
      ],
    },
    imageUrl: image('house-entrance'),
  },
];

export interface DemoRegionBlock {
  position: number;
  title: SiteText;
  paragraphs: SiteParagraphs;
  imageUrl: string;
  reverse: boolean;
}

export const demoRegionBlocks: DemoRegionBlock[] = [
  {
    position: 0,
    title: { pt: 'Montemor-o-Novo', en: 'Montemor-o-Novo' },
    paragraphs: {
      pt: [
        'A meio caminho entre Lisboa e Évora, Montemor-o-Novo espalha-se pela encosta de um monte coroado pelas muralhas do castelo medieval. Lá em cima ficam as ruínas do Paço dos Alcaides e o Convento da Saudação; cá em baixo corre o rio Almansor, entre hortas e choupos.',
        'É a terra natal de São João de Deus e um dos maiores concelhos do país, feito de montado de sobro e azinho, searas e pequenas herdades. Na freguesia do Escoural guarda-se uma gruta com pinturas do Paleolítico, e nas chaminés da cidade não faltam ninhos de cegonha.',
      ],
      en: [
        'Halfway between Lisbon and Évora, Montemor-o-Novo spreads over the slope of a hill crowned by the walls of its medieval castle. At the top are the ruins of the alcaide’s palace and the Convent of Saudação; below, the Almansor river runs between vegetable gardens and poplars.',
        'It is the birthplace of Saint John of God and one of the largest municipalities in Portugal, a land of cork and holm-oak woodland, wheat fields and small estates. In the parish of Escoural a cave holds Palaeolithic paintings, and the town’s chimneys are never short of stork nests.',
      ],
    },
    imageUrl: '/images/region/montemor-o-novo.svg',
    reverse: false,
  },
  {
    position: 1,
    title: { pt: 'Uma história de vinho com dois mil anos', en: 'Two thousand years of wine' },
    paragraphs: {
      pt: [
        'Os romanos já faziam vinho no Alentejo, e deixaram uma técnica que nunca se perdeu: a fermentação em grandes talhas de barro, que ainda hoje se pratica em aldeias como Vila de Frades e que nós usamos no Avó Zeca.',
        'No século XX a vinha perdeu terreno para o trigo, mas renasceu a partir dos anos setenta e oitenta, com as adegas cooperativas e os primeiros produtores independentes. Em 1989 nasceu a Comissão Vitivinícola Regional Alentejana. Montemor-o-Novo fica fora das sub-regiões da DOC Alentejo, e por isso os nossos vinhos são Vinho Regional Alentejano.',
      ],
      en: [
        'The Romans were already making wine in the Alentejo, and they left behind a technique that was never lost: fermenting in large clay talhas, still practised today in villages such as Vila de Frades and used by us for Avó Zeca.',
        'In the twentieth century the vines lost ground to wheat, but they came back from the seventies and eighties onwards, with the cooperative wineries and the first independent growers. The Alentejo regional wine commission was founded in 1989. Montemor-o-Novo lies outside the sub-regions of the Alentejo DOC, which is why our wines are Vinho Regional Alentejano.',
      ],
    },
    imageUrl: '/images/region/alentejo-wine-map.svg',
    reverse: true,
  },
  {
    position: 2,
    title: { pt: 'As castas da região', en: 'Grapes of the region' },
    paragraphs: {
      pt: [
        'Nos tintos, o Alentejo é terra de Aragonez, Trincadeira, Castelão e Alicante Bouschet, a casta francesa que chegou no século XIX e aqui encontrou a sua segunda casa. A Touriga Nacional e a Syrah juntaram-se mais tarde e deram-se bem com o sol.',
        'Nos brancos reinam o Antão Vaz, o Roupeiro e o Arinto. No monte ficámos pelas tintas que melhor conhecemos, mas nunca recusamos um copo de Antão Vaz dos vizinhos.',
      ],
      en: [
        'For reds, the Alentejo is the land of Aragonez, Trincadeira, Castelão and Alicante Bouschet, the French grape that arrived in the nineteenth century and found a second home here. Touriga Nacional and Syrah joined later and took well to the sun.',
        'Among whites, Antão Vaz, Roupeiro and Arinto rule. On the estate we keep to the red grapes we know best, but we never turn down a glass of our neighbours’ Antão Vaz.',
      ],
    },
    imageUrl: '/images/region/grape-varieties-map.svg',
    reverse: false,
  },
];

export interface DemoGalleryImage {
  position: number;
  title: SiteText;
  imageUrl: string;
}

const galleryImage = (position: number, name: string, title: SiteText): DemoGalleryImage => ({
  position,
  title,
  imageUrl: `/images/gallery/${name}.svg`,
});

/** docs/product/site-pages.md#timings-and-constants: exactly six images. */
export const demoGalleryImages: DemoGalleryImage[] = [
  galleryImage(1, 'vineyard-sunrise', {
    pt: 'Nascer do sol na vinha',
    en: 'Sunrise over the vineyard',
  }),
  galleryImage(2, 'storks-chimney', {
    pt: 'Cegonhas no ninho da chaminé',
    en: 'Storks nesting on the chimney',
  }),
  galleryImage(3, 'hand-harvest', { pt: 'Vindima à mão', en: 'Picking by hand' }),
  galleryImage(4, 'cellar-talhas', {
    pt: 'Talhas de barro na adega',
    en: 'Clay talhas in the cellar',
  }),
  galleryImage(5, 'house-pool', { pt: 'A piscina ao fim da tarde', en: 'The pool at dusk' }),
  galleryImage(6, 'cork-oaks', { pt: 'Sobreiros do montado', en: 'Cork oaks of the montado' }),
];

export interface DemoHouseFeature {
  position: number;
  key: string;
  title: SiteText;
  iconUrl: string;
}

const feature = (position: number, key: string, title: SiteText): DemoHouseFeature => ({
  position,
  key,
  title,
  iconUrl: `/images/icons/${key}.svg`,
});

/** docs/product/site-pages.md#house-accommodation, in its order; the pool is feature 9, the one that shows the pool measures. */
export const demoHouseFeatures: DemoHouseFeature[] = [
  feature(1, 'suite_bedrooms', { pt: '2 quartos suite', en: '2 suite bedrooms' }),
  feature(2, 'double_bedrooms', { pt: '3 quartos duplos', en: '3 double bedrooms' }),
  feature(3, 'shared_bathrooms', {
    pt: '2 casas de banho partilhadas',
    en: '2 shared bathrooms',
  }),
  feature(4, 'dining_room', { pt: '1 sala de jantar', en: '1 dining room' }),
  feature(5, 'living_rooms', { pt: '2 salas de estar', en: '2 living rooms' }),
  feature(6, 'kitchen', { pt: '1 cozinha', en: '1 kitchen' }),
  feature(7, 'television', { pt: 'Televisão', en: 'Television' }),
  feature(8, 'internet', { pt: 'Internet', en: 'Internet' }),
  feature(9, 'pool', { pt: 'Piscina', en: 'Swimming pool' }),
  feature(10, 'barbecue', { pt: 'Churrasqueira', en: 'Barbecue' }),
  feature(11, 'capacity', { pt: 'Até 10 pessoas', en: 'Up to 10 people' }),
];
