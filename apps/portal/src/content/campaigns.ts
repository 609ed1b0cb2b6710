/**
 * Campaign content as data: one entry per campaign, in the home order of the spec. Every image is
 * a file under ./images imported as a URL: Vite fingerprints it at build time, and `?no-inline`
 * keeps small SVGs as files (cached, lazily loaded) instead of inlining them into the JavaScript.
 * To replace a text or an image, see ./README.md.
 */
import type { ContentImage } from './types';
import anualKey from './images/anual/key.svg?no-inline';
import anualRegulamento1 from './images/anual/regulamento-1.svg?no-inline';
import anualRegulamento2 from './images/anual/regulamento-2.svg?no-inline';
import anualRegulamento3 from './images/anual/regulamento-3.svg?no-inline';
import anualComoParticiparGeral from './images/anual/como-participar-geral.svg?no-inline';
import anualComoParticipar1 from './images/anual/como-participar-1.svg?no-inline';
import anualComoParticipar2 from './images/anual/como-participar-2.svg?no-inline';
import anualComoParticipar3 from './images/anual/como-participar-3.svg?no-inline';
import anualComoParticipar4 from './images/anual/como-participar-4.svg?no-inline';
import topBrasilKey from './images/top-brasil/key.svg?no-inline';
import topBrasilRegulamento1 from './images/top-brasil/regulamento-1.svg?no-inline';
import topBrasilRegulamento2 from './images/top-brasil/regulamento-2.svg?no-inline';
import topBrasilComoParticiparGeral from './images/top-brasil/como-participar-geral.svg?no-inline';
import topBrasilComoParticipar1 from './images/top-brasil/como-participar-1.svg?no-inline';
import topBrasilComoParticipar2 from './images/top-brasil/como-participar-2.svg?no-inline';
import topBrasilComoParticipar3 from './images/top-brasil/como-participar-3.svg?no-inline';
import topBrasilComoParticipar4 from './images/top-brasil/como-participar-4.svg?no-inline';
import consumoKey from './images/consumo/key.svg?no-inline';
import consumoRegulamento1 from './images/consumo/regulamento-1.svg?no-inline';
import consumoRegulamento2 from './images/consumo/regulamento-2.svg?no-inline';
import consumoRegulamento3 from './images/consumo/regulamento-3.svg?no-inline';
import consumoComoParticiparGeral from './images/consumo/como-participar-geral.svg?no-inline';
import consumoComoParticipar1 from './images/consumo/como-participar-1.svg?no-inline';
import consumoComoParticipar2 from './images/consumo/como-participar-2.svg?no-inline';
import consumoComoParticipar3 from './images/consumo/como-participar-3.svg?no-inline';
import consumoComoParticipar4 from './images/consumo/como-participar-4.svg?no-inline';
import profissionalCestaBasicaKey from './images/profissional-cesta-basica/key.svg?no-inline';
import profissionalCestaBasicaRegulamento1 from './images/profissional-cesta-basica/regulamento-1.svg?no-inline';
import profissionalCestaBasicaRegulamento2 from './images/profissional-cesta-basica/regulamento-2.svg?no-inline';
import profissionalCestaBasicaComoParticiparGeral from './images/profissional-cesta-basica/como-participar-geral.svg?no-inline';
import profissionalCestaBasicaComoParticipar1 from './images/profissional-cesta-basica/como-participar-1.svg?no-inline';
import profissionalCestaBasicaComoParticipar2 from './images/profissional-cesta-basica/como-participar-2.svg?no-inline';
import profissionalCestaBasicaComoParticipar3 from './images/profissional-cesta-basica/como-participar-3.svg?no-inline';
import profissionalCestaBasicaComoParticipar4 from './images/profissional-cesta-basica/como-participar-4.svg?no-inline';
import mixPositivacaoKey from './images/mix-positivacao/key.svg?no-inline';
import mixPositivacaoRegulamento1 from './images/mix-positivacao/regulamento-1.svg?no-inline';
import mixPositivacaoRegulamento2 from './images/mix-positivacao/regulamento-2.svg?no-inline';
import mixPositivacaoRegulamento3 from './images/mix-positivacao/regulamento-3.svg?no-inline';
import mixPositivacaoComoParticiparGeral from './images/mix-positivacao/como-participar-geral.svg?no-inline';
import mixPositivacaoComoParticipar1 from './images/mix-positivacao/como-participar-1.svg?no-inline';
import mixPositivacaoComoParticipar2 from './images/mix-positivacao/como-participar-2.svg?no-inline';
import mixPositivacaoComoParticipar3 from './images/mix-positivacao/como-participar-3.svg?no-inline';
import mixPositivacaoComoParticipar4 from './images/mix-positivacao/como-participar-4.svg?no-inline';
import mixPositivacaoComoParticipar5 from './images/mix-positivacao/como-participar-5.svg?no-inline';
import novosClientesKey from './images/novos-clientes/key.svg?no-inline';
import novosClientesRegulamento1 from './images/novos-clientes/regulamento-1.svg?no-inline';
import novosClientesRegulamento2 from './images/novos-clientes/regulamento-2.svg?no-inline';
import novosClientesComoParticiparGeral from './images/novos-clientes/como-participar-geral.svg?no-inline';
import novosClientesComoParticipar1 from './images/novos-clientes/como-participar-1.svg?no-inline';
import novosClientesComoParticipar2 from './images/novos-clientes/como-participar-2.svg?no-inline';
import novosClientesComoParticipar3 from './images/novos-clientes/como-participar-3.svg?no-inline';
import novosClientesComoParticipar4 from './images/novos-clientes/como-participar-4.svg?no-inline';
import saoJoaoKey from './images/sao-joao/key.svg?no-inline';
import saoJoaoRegulamento1 from './images/sao-joao/regulamento-1.svg?no-inline';
import saoJoaoRegulamento2 from './images/sao-joao/regulamento-2.svg?no-inline';
import saoJoaoComoParticiparGeral from './images/sao-joao/como-participar-geral.svg?no-inline';
import saoJoaoComoParticipar1 from './images/sao-joao/como-participar-1.svg?no-inline';
import saoJoaoComoParticipar2 from './images/sao-joao/como-participar-2.svg?no-inline';
import saoJoaoComoParticipar3 from './images/sao-joao/como-participar-3.svg?no-inline';
import saoJoaoComoParticipar4 from './images/sao-joao/como-participar-4.svg?no-inline';
import { CAMPAIGN_NAMES, type CampaignSlug } from './slugs';
export type { ContentImage } from './types';

export { CAMPAIGN_SLUGS, type CampaignSlug } from './slugs';

/** The three cycles of 2025 (spec section 9), shown by consumo, profissional-cesta-basica and mix-positivacao. */
export const CYCLES_2025 = [
  'Março–Maio 2025',
  'Junho–Agosto 2025',
  'Setembro–Novembro 2025',
] as const;

export type CycleLabel = (typeof CYCLES_2025)[number];

/** A how-to ("como participar") image: a dated step or the general overview. */
export interface HowToImage extends ContentImage {
  readonly kind: 'dated' | 'general';
  /** Short visible caption in pt-BR. */
  readonly caption: string;
}

export interface Campaign {
  readonly slug: CampaignSlug;
  /** Campaign name (tiles, headings, `Como participar — {name}`). */
  readonly name: string;
  /** Title of the campaign's section on /regulamento. */
  readonly regulationName: string;
  /** Descriptive text, one string per paragraph. */
  readonly description: readonly string[];
  /** Cycles shown on the campaign page; empty for campaigns without cycles. */
  readonly cycles: readonly CycleLabel[];
  /** Key visual (1200x600): the largest image of the campaign page. */
  readonly keyImage: ContentImage;
  /** Regulation page images (800x1100), in reading order. */
  readonly regulationPages: readonly ContentImage[];
  /** How-to images (800x500): the general overview first, then the dated steps in date order. */
  readonly howTo: readonly HowToImage[];
}

const KEY_IMAGE = { width: 1200, height: 600 } as const;
const REGULATION_PAGE = { width: 800, height: 1100 } as const;
const HOW_TO = { width: 800, height: 500 } as const;

/** Every campaign, in the home order of the spec. */
export const campaigns: readonly Campaign[] = [
  {
    slug: 'anual',
    name: CAMPAIGN_NAMES.anual,
    regulationName: 'Anual 2025',
    description: [
      'A campanha Anual é a viagem mais longa da Jornada: de janeiro a dezembro de 2025, cada visita, cada pedido e cada cliente atendido contam como quilômetros percorridos rumo ao fim da missão.',
      'Ao longo do ano, a tripulação acompanha metas de faturamento e de cobertura da carteira, com checkpoints trimestrais para ajustar a rota junto à sua liderança.',
      'Constância é o combustível desta missão: quem mantém o ritmo em todos os meses chega mais longe. Consulte o regulamento para conhecer os critérios completos.',
    ],
    cycles: [],
    keyImage: {
      src: anualKey,
      ...KEY_IMAGE,
      alt: 'Ilustração da campanha Anual: um planeta azul com uma órbita de doze pontos, um para cada mês, e um foguete percorrendo a órbita.',
    },
    regulationPages: [
      {
        src: anualRegulamento1,
        ...REGULATION_PAGE,
        alt: 'Anual 2025, página 1 de 3 (amostra de conteúdo)',
      },
      {
        src: anualRegulamento2,
        ...REGULATION_PAGE,
        alt: 'Anual 2025, página 2 de 3 (amostra de conteúdo)',
      },
      {
        src: anualRegulamento3,
        ...REGULATION_PAGE,
        alt: 'Anual 2025, página 3 de 3 (amostra de conteúdo)',
      },
    ],
    howTo: [
      {
        src: anualComoParticiparGeral,
        ...HOW_TO,
        kind: 'general',
        alt: 'Visão geral de como participar da campanha Anual: Janeiro 2025, confira sua rota; Abril 2025, 1º checkpoint; Julho 2025, 2º checkpoint; Outubro 2025, reta final (amostra).',
        caption: 'Visão geral: a rota da missão Anual.',
      },
      {
        src: anualComoParticipar1,
        ...HOW_TO,
        kind: 'dated',
        alt: 'Passo 1, Etapa 1 · Janeiro 2025: Confira sua rota. Veja suas metas do ano com a sua liderança e anote os clientes prioritários da carteira. (amostra)',
        caption: 'Etapa 1 · Janeiro 2025 — Confira sua rota',
      },
      {
        src: anualComoParticipar2,
        ...HOW_TO,
        kind: 'dated',
        alt: 'Passo 2, Etapa 2 · Abril 2025: 1º checkpoint. Compare o realizado do 1º trimestre com a meta e ajuste o seu plano de visitas. (amostra)',
        caption: 'Etapa 2 · Abril 2025 — 1º checkpoint',
      },
      {
        src: anualComoParticipar3,
        ...HOW_TO,
        kind: 'dated',
        alt: 'Passo 3, Etapa 3 · Julho 2025: 2º checkpoint. Revise o mix vendido por cliente e planeje o segundo semestre. (amostra)',
        caption: 'Etapa 3 · Julho 2025 — 2º checkpoint',
      },
      {
        src: anualComoParticipar4,
        ...HOW_TO,
        kind: 'dated',
        alt: 'Passo 4, Etapa 4 · Outubro 2025: Reta final. Priorize os clientes de maior potencial e mantenha os pedidos em dia até dezembro. (amostra)',
        caption: 'Etapa 4 · Outubro 2025 — Reta final',
      },
    ],
  },
  {
    slug: 'top-brasil',
    name: CAMPAIGN_NAMES['top-brasil'],
    regulationName: 'Top Brasil 2025',
    description: [
      'Top Brasil reúne a tripulação de todo o país em uma única constelação: vendedores de todas as unidades de negócio disputam as posições de destaque do ranking nacional de 2025.',
      'O ranking considera o desempenho de vendas e a evolução da carteira ao longo do ano, sempre comparando cada participante com a sua própria meta. Assim, todas as regiões competem em condições justas.',
      'Acompanhe a sua posição a cada atualização e descubra o que falta para o próximo salto. Os critérios completos estão no regulamento.',
    ],
    cycles: [],
    keyImage: {
      src: topBrasilKey,
      ...KEY_IMAGE,
      alt: 'Ilustração da campanha Top Brasil: um troféu dourado sobre um pequeno planeta, cercado por uma constelação de pontos ligados como um mapa.',
    },
    regulationPages: [
      {
        src: topBrasilRegulamento1,
        ...REGULATION_PAGE,
        alt: 'Top Brasil 2025, página 1 de 2 (amostra de conteúdo)',
      },
      {
        src: topBrasilRegulamento2,
        ...REGULATION_PAGE,
        alt: 'Top Brasil 2025, página 2 de 2 (amostra de conteúdo)',
      },
    ],
    howTo: [
      {
        src: topBrasilComoParticiparGeral,
        ...HOW_TO,
        kind: 'general',
        alt: 'Visão geral de como participar da campanha Top Brasil: Março 2025, entre no mapa; Junho 2025, 1ª atualização; Setembro 2025, 2ª atualização; Dezembro 2025, ranking final (amostra).',
        caption: 'Visão geral: a rota da missão Top Brasil.',
      },
      {
        src: topBrasilComoParticipar1,
        ...HOW_TO,
        kind: 'dated',
        alt: 'Passo 1, Etapa 1 · Março 2025: Entre no mapa. Confirme seus dados no perfil para aparecer no ranking da sua unidade. (amostra)',
        caption: 'Etapa 1 · Março 2025 — Entre no mapa',
      },
      {
        src: topBrasilComoParticipar2,
        ...HOW_TO,
        kind: 'dated',
        alt: 'Passo 2, Etapa 2 · Junho 2025: 1ª atualização. Veja sua posição no ranking e o seu desempenho comparado à meta. (amostra)',
        caption: 'Etapa 2 · Junho 2025 — 1ª atualização',
      },
      {
        src: topBrasilComoParticipar3,
        ...HOW_TO,
        kind: 'dated',
        alt: 'Passo 3, Etapa 3 · Setembro 2025: 2ª atualização. Planeje o último trimestre com foco nos clientes de maior giro. (amostra)',
        caption: 'Etapa 3 · Setembro 2025 — 2ª atualização',
      },
      {
        src: topBrasilComoParticipar4,
        ...HOW_TO,
        kind: 'dated',
        alt: 'Passo 4, Etapa 4 · Dezembro 2025: Ranking final. O ranking final é publicado no portal após a apuração, conforme o regulamento. (amostra)',
        caption: 'Etapa 4 · Dezembro 2025 — Ranking final',
      },
    ],
  },
  {
    slug: 'consumo',
    name: CAMPAIGN_NAMES.consumo,
    regulationName: 'Consumo — 1º ciclo 2025',
    description: [
      'A campanha Consumo acompanha o giro dos produtos no ponto de venda: mais do que vender para o cliente, a missão é ajudar o cliente a vender para o consumidor final.',
      'Em 2025 a viagem acontece em três ciclos: Março–Maio, Junho–Agosto e Setembro–Novembro. Cada ciclo tem o seu próprio foco de produtos e a sua própria apuração.',
      'Organize a exposição, sugira reposições no tempo certo e acompanhe o giro da sua carteira. Os detalhes de cada ciclo estão no regulamento.',
    ],
    cycles: CYCLES_2025,
    keyImage: {
      src: consumoKey,
      ...KEY_IMAGE,
      alt: 'Ilustração da campanha Consumo: um foguete de carga com caixas de produtos cruzando o espaço em direção a três luas, uma para cada ciclo.',
    },
    regulationPages: [
      {
        src: consumoRegulamento1,
        ...REGULATION_PAGE,
        alt: 'Consumo — 1º ciclo 2025, página 1 de 3 (amostra de conteúdo)',
      },
      {
        src: consumoRegulamento2,
        ...REGULATION_PAGE,
        alt: 'Consumo — 1º ciclo 2025, página 2 de 3 (amostra de conteúdo)',
      },
      {
        src: consumoRegulamento3,
        ...REGULATION_PAGE,
        alt: 'Consumo — 1º ciclo 2025, página 3 de 3 (amostra de conteúdo)',
      },
    ],
    howTo: [
      {
        src: consumoComoParticiparGeral,
        ...HOW_TO,
        kind: 'general',
        alt: 'Visão geral de como participar da campanha Consumo: Março 2025, conheça o foco; Junho 2025, ajuste a exposição; Setembro 2025, acompanhe o giro; Dezembro 2025, confira o resultado (amostra).',
        caption: 'Visão geral: a rota da missão Consumo.',
      },
      {
        src: consumoComoParticipar1,
        ...HOW_TO,
        kind: 'dated',
        alt: 'Passo 1, Ciclo 1 · Março 2025: Conheça o foco. Veja os produtos-foco do ciclo e identifique os clientes com maior potencial de giro. (amostra)',
        caption: 'Ciclo 1 · Março 2025 — Conheça o foco',
      },
      {
        src: consumoComoParticipar2,
        ...HOW_TO,
        kind: 'dated',
        alt: 'Passo 2, Ciclo 2 · Junho 2025: Ajuste a exposição. Combine com o cliente a exposição dos produtos-foco e a reposição programada. (amostra)',
        caption: 'Ciclo 2 · Junho 2025 — Ajuste a exposição',
      },
      {
        src: consumoComoParticipar3,
        ...HOW_TO,
        kind: 'dated',
        alt: 'Passo 3, Ciclo 3 · Setembro 2025: Acompanhe o giro. Registre as reposições e acompanhe o giro dos clientes da carteira. (amostra)',
        caption: 'Ciclo 3 · Setembro 2025 — Acompanhe o giro',
      },
      {
        src: consumoComoParticipar4,
        ...HOW_TO,
        kind: 'dated',
        alt: 'Passo 4, Apuração · Dezembro 2025: Confira o resultado. Os resultados dos três ciclos são publicados no portal após a apuração. (amostra)',
        caption: 'Apuração · Dezembro 2025 — Confira o resultado',
      },
    ],
  },
  {
    slug: 'profissional-cesta-basica',
    name: CAMPAIGN_NAMES['profissional-cesta-basica'],
    regulationName: 'Profissional Cesta Básica — ciclo 2025',
    description: [
      'Profissional Cesta Básica é a missão dos itens que não podem faltar na mesa: arroz, feijão, óleo, açúcar, café e farinha. A meta é levar a cesta completa a cada cliente da carteira.',
      'A campanha acontece em três ciclos em 2025, Março–Maio, Junho–Agosto e Setembro–Novembro, com acompanhamento de volume e de completude da cesta por cliente.',
      'Quanto mais completa a cesta do seu cliente, mais estável a sua rota. Consulte o regulamento para ver as categorias e os critérios de cada ciclo.',
    ],
    cycles: CYCLES_2025,
    keyImage: {
      src: profissionalCestaBasicaKey,
      ...KEY_IMAGE,
      alt: 'Ilustração da campanha Profissional Cesta Básica: uma grande cesta em órbita, cercada por pacotes de arroz, feijão, café e uma garrafa de óleo flutuando como asteroides.',
    },
    regulationPages: [
      {
        src: profissionalCestaBasicaRegulamento1,
        ...REGULATION_PAGE,
        alt: 'Profissional Cesta Básica — ciclo 2025, página 1 de 2 (amostra de conteúdo)',
      },
      {
        src: profissionalCestaBasicaRegulamento2,
        ...REGULATION_PAGE,
        alt: 'Profissional Cesta Básica — ciclo 2025, página 2 de 2 (amostra de conteúdo)',
      },
    ],
    howTo: [
      {
        src: profissionalCestaBasicaComoParticiparGeral,
        ...HOW_TO,
        kind: 'general',
        alt: 'Visão geral de como participar da campanha Profissional Cesta Básica: Março 2025, monte a cesta; Junho 2025, complete os pedidos; Setembro 2025, mantenha a frequência; Dezembro 2025, confira o resultado (amostra).',
        caption: 'Visão geral: a rota da missão Profissional Cesta Básica.',
      },
      {
        src: profissionalCestaBasicaComoParticipar1,
        ...HOW_TO,
        kind: 'dated',
        alt: 'Passo 1, Ciclo 1 · Março 2025: Monte a cesta. Confira as seis categorias da cesta e veja quais faltam em cada cliente. (amostra)',
        caption: 'Ciclo 1 · Março 2025 — Monte a cesta',
      },
      {
        src: profissionalCestaBasicaComoParticipar2,
        ...HOW_TO,
        kind: 'dated',
        alt: 'Passo 2, Ciclo 2 · Junho 2025: Complete os pedidos. Ofereça as categorias que faltam e registre os pedidos no sistema de vendas. (amostra)',
        caption: 'Ciclo 2 · Junho 2025 — Complete os pedidos',
      },
      {
        src: profissionalCestaBasicaComoParticipar3,
        ...HOW_TO,
        kind: 'dated',
        alt: 'Passo 3, Ciclo 3 · Setembro 2025: Mantenha a frequência. Garanta compras regulares das categorias básicas em todos os meses do ciclo. (amostra)',
        caption: 'Ciclo 3 · Setembro 2025 — Mantenha a frequência',
      },
      {
        src: profissionalCestaBasicaComoParticipar4,
        ...HOW_TO,
        kind: 'dated',
        alt: 'Passo 4, Apuração · Dezembro 2025: Confira o resultado. Os resultados dos três ciclos são publicados no portal após a apuração. (amostra)',
        caption: 'Apuração · Dezembro 2025 — Confira o resultado',
      },
    ],
  },
  {
    slug: 'mix-positivacao',
    name: CAMPAIGN_NAMES['mix-positivacao'],
    regulationName: 'Mix e Positivação — 1º ciclo',
    description: [
      'Mix e Positivação é a missão de ampliar o universo de cada cliente: positivar é fazer o cliente comprar no período; ampliar o mix é fazê-lo comprar mais categorias do nosso portfólio.',
      'Em 2025 são três ciclos: Março–Maio, Junho–Agosto e Setembro–Novembro. Em cada ciclo, a tripulação acompanha quantos clientes foram positivados e quantas categorias cada um levou.',
      'Planeje a rota de visitas, apresente categorias novas e não deixe nenhum cliente da carteira sem pedido. O regulamento traz a lista de categorias e os critérios de apuração.',
    ],
    cycles: CYCLES_2025,
    keyImage: {
      src: mixPositivacaoKey,
      ...KEY_IMAGE,
      alt: 'Ilustração da campanha Mix e Positivação: um sistema solar com planetas de cores diferentes, um para cada categoria de produtos, vários marcados com um sinal de confirmação.',
    },
    regulationPages: [
      {
        src: mixPositivacaoRegulamento1,
        ...REGULATION_PAGE,
        alt: 'Mix e Positivação — 1º ciclo, página 1 de 3 (amostra de conteúdo)',
      },
      {
        src: mixPositivacaoRegulamento2,
        ...REGULATION_PAGE,
        alt: 'Mix e Positivação — 1º ciclo, página 2 de 3 (amostra de conteúdo)',
      },
      {
        src: mixPositivacaoRegulamento3,
        ...REGULATION_PAGE,
        alt: 'Mix e Positivação — 1º ciclo, página 3 de 3 (amostra de conteúdo)',
      },
    ],
    howTo: [
      {
        src: mixPositivacaoComoParticiparGeral,
        ...HOW_TO,
        kind: 'general',
        alt: 'Visão geral de como participar da campanha Mix e Positivação: Março 2025, mapeie a carteira; Abril 2025, positive os clientes; Junho 2025, amplie o mix; Setembro 2025, mantenha a rota; Dezembro 2025, confira o resultado (amostra).',
        caption: 'Visão geral: a rota da missão Mix e Positivação.',
      },
      {
        src: mixPositivacaoComoParticipar1,
        ...HOW_TO,
        kind: 'dated',
        alt: 'Passo 1, Ciclo 1 · Março 2025: Mapeie a carteira. Liste os clientes sem pedido no mês e as categorias que cada um ainda não compra. (amostra)',
        caption: 'Ciclo 1 · Março 2025 — Mapeie a carteira',
      },
      {
        src: mixPositivacaoComoParticipar2,
        ...HOW_TO,
        kind: 'dated',
        alt: 'Passo 2, Ciclo 1 · Abril 2025: Positive os clientes. Garanta ao menos um pedido de cada cliente da carteira dentro do ciclo. (amostra)',
        caption: 'Ciclo 1 · Abril 2025 — Positive os clientes',
      },
      {
        src: mixPositivacaoComoParticipar3,
        ...HOW_TO,
        kind: 'dated',
        alt: 'Passo 3, Ciclo 2 · Junho 2025: Amplie o mix. Apresente uma categoria nova a cada visita e registre os pedidos. (amostra)',
        caption: 'Ciclo 2 · Junho 2025 — Amplie o mix',
      },
      {
        src: mixPositivacaoComoParticipar4,
        ...HOW_TO,
        kind: 'dated',
        alt: 'Passo 4, Ciclo 3 · Setembro 2025: Mantenha a rota. Repita a positivação e acompanhe o mix médio por cliente. (amostra)',
        caption: 'Ciclo 3 · Setembro 2025 — Mantenha a rota',
      },
      {
        src: mixPositivacaoComoParticipar5,
        ...HOW_TO,
        kind: 'dated',
        alt: 'Passo 5, Apuração · Dezembro 2025: Confira o resultado. Os resultados dos três ciclos são publicados no portal após a apuração. (amostra)',
        caption: 'Apuração · Dezembro 2025 — Confira o resultado',
      },
    ],
  },
  {
    slug: 'novos-clientes',
    name: CAMPAIGN_NAMES['novos-clientes'],
    regulationName: 'Novos Clientes 2025',
    description: [
      'Novos Clientes é a missão de exploração da Jornada: descobrir pontos de venda que ainda não compram da distribuidora e trazê-los para a nossa rota.',
      'Mercearias, padarias, restaurantes e mercados de bairro da sua região são planetas a descobrir. Conta como novo cliente quem faz o primeiro pedido e volta a comprar, conforme o regulamento.',
      'Prospecte, cadastre e acompanhe os primeiros pedidos de perto: um bom começo garante um cliente fiel.',
    ],
    cycles: [],
    keyImage: {
      src: novosClientesKey,
      ...KEY_IMAGE,
      alt: 'Ilustração da campanha Novos Clientes: um foguete segue uma trajetória pontilhada até um asteroide com uma pequena loja e uma bandeira fincada.',
    },
    regulationPages: [
      {
        src: novosClientesRegulamento1,
        ...REGULATION_PAGE,
        alt: 'Novos Clientes 2025, página 1 de 2 (amostra de conteúdo)',
      },
      {
        src: novosClientesRegulamento2,
        ...REGULATION_PAGE,
        alt: 'Novos Clientes 2025, página 2 de 2 (amostra de conteúdo)',
      },
    ],
    howTo: [
      {
        src: novosClientesComoParticiparGeral,
        ...HOW_TO,
        kind: 'general',
        alt: 'Visão geral de como participar da campanha Novos Clientes: Fevereiro 2025, explore a região; Maio 2025, cadastre o cliente; Agosto 2025, primeiro pedido; Novembro 2025, recompra (amostra).',
        caption: 'Visão geral: a rota da missão Novos Clientes.',
      },
      {
        src: novosClientesComoParticipar1,
        ...HOW_TO,
        kind: 'dated',
        alt: 'Passo 1, Etapa 1 · Fevereiro 2025: Explore a região. Mapeie os pontos de venda da sua área que ainda não são clientes. (amostra)',
        caption: 'Etapa 1 · Fevereiro 2025 — Explore a região',
      },
      {
        src: novosClientesComoParticipar2,
        ...HOW_TO,
        kind: 'dated',
        alt: 'Passo 2, Etapa 2 · Maio 2025: Cadastre o cliente. Envie o cadastro completo do novo cliente antes do primeiro pedido. (amostra)',
        caption: 'Etapa 2 · Maio 2025 — Cadastre o cliente',
      },
      {
        src: novosClientesComoParticipar3,
        ...HOW_TO,
        kind: 'dated',
        alt: 'Passo 3, Etapa 3 · Agosto 2025: Primeiro pedido. Acompanhe a entrega do primeiro pedido e confirme a satisfação do cliente. (amostra)',
        caption: 'Etapa 3 · Agosto 2025 — Primeiro pedido',
      },
      {
        src: novosClientesComoParticipar4,
        ...HOW_TO,
        kind: 'dated',
        alt: 'Passo 4, Etapa 4 · Novembro 2025: Recompra. Garanta o segundo pedido: é ele que confirma o novo cliente na apuração. (amostra)',
        caption: 'Etapa 4 · Novembro 2025 — Recompra',
      },
    ],
  },
  {
    slug: 'sao-joao',
    name: CAMPAIGN_NAMES['sao-joao'],
    regulationName: 'São João 2025',
    description: [
      'Em 2025 a Jornada entra em clima de arraial: a campanha São João acompanha a temporada das festas juninas, quando milho, amendoim, coco, açúcar e farinhas ganham destaque nas prateleiras.',
      'De abril a julho, a missão é preparar os clientes para a alta da demanda: abastecimento antecipado, exposição temática e reposição rápida durante as festas.',
      'Acenda a fogueira, confira o mix junino e não deixe faltar produto no arraial do seu cliente. Os critérios estão no regulamento.',
    ],
    cycles: [],
    keyImage: {
      src: saoJoaoKey,
      ...KEY_IMAGE,
      alt: 'Ilustração da campanha São João: bandeirinhas coloridas atravessam o céu estrelado, uma fogueira acesa sobre uma lua e um foguete em forma de espiga de milho.',
    },
    regulationPages: [
      {
        src: saoJoaoRegulamento1,
        ...REGULATION_PAGE,
        alt: 'São João 2025, página 1 de 2 (amostra de conteúdo)',
      },
      {
        src: saoJoaoRegulamento2,
        ...REGULATION_PAGE,
        alt: 'São João 2025, página 2 de 2 (amostra de conteúdo)',
      },
    ],
    howTo: [
      {
        src: saoJoaoComoParticiparGeral,
        ...HOW_TO,
        kind: 'general',
        alt: 'Visão geral de como participar da campanha São João: Abril 2025, prepare o arraial; Maio 2025, monte a exposição; Junho 2025, reposição rápida; Julho 2025, fim de festa (amostra).',
        caption: 'Visão geral: a rota da missão São João.',
      },
      {
        src: saoJoaoComoParticipar1,
        ...HOW_TO,
        kind: 'dated',
        alt: 'Passo 1, Etapa 1 · Abril 2025: Prepare o arraial. Confira o mix junino e planeje o abastecimento antecipado dos clientes. (amostra)',
        caption: 'Etapa 1 · Abril 2025 — Prepare o arraial',
      },
      {
        src: saoJoaoComoParticipar2,
        ...HOW_TO,
        kind: 'dated',
        alt: 'Passo 2, Etapa 2 · Maio 2025: Monte a exposição. Sugira pontos extras e exposição temática para os produtos da época. (amostra)',
        caption: 'Etapa 2 · Maio 2025 — Monte a exposição',
      },
      {
        src: saoJoaoComoParticipar3,
        ...HOW_TO,
        kind: 'dated',
        alt: 'Passo 3, Etapa 3 · Junho 2025: Reposição rápida. No auge das festas, acompanhe o estoque e antecipe as reposições. (amostra)',
        caption: 'Etapa 3 · Junho 2025 — Reposição rápida',
      },
      {
        src: saoJoaoComoParticipar4,
        ...HOW_TO,
        kind: 'dated',
        alt: 'Passo 4, Etapa 4 · Julho 2025: Fim de festa. Registre os últimos pedidos até o fim do período da campanha. (amostra)',
        caption: 'Etapa 4 · Julho 2025 — Fim de festa',
      },
    ],
  },
];

/** Section order of /regulamento (spec section 2): mix and positivação first, top brasil last. */
export const REGULATION_ORDER = [
  'mix-positivacao',
  'consumo',
  'anual',
  'profissional-cesta-basica',
  'novos-clientes',
  'sao-joao',
  'top-brasil',
] as const satisfies readonly CampaignSlug[];

const bySlug = new Map<string, Campaign>(campaigns.map((campaign) => [campaign.slug, campaign]));

/** True when `value` is one of the seven campaign slugs (use it on a route param). */
export function isCampaignSlug(value: unknown): value is CampaignSlug {
  return typeof value === 'string' && bySlug.has(value);
}

/** The campaign of a slug. */
export function campaignBySlug(slug: CampaignSlug): Campaign {
  const campaign = bySlug.get(slug);
  if (!campaign) throw new Error(`Unknown campaign slug: ${slug}`);
  return campaign;
}

/** The campaigns in the /regulamento order. */
export const campaignsInRegulationOrder: readonly Campaign[] = REGULATION_ORDER.map(campaignBySlug);

/** The dated how-to images of a campaign (without the general overview). */
export function datedHowTo(campaign: Campaign): readonly HowToImage[] {
  return campaign.howTo.filter((image) => image.kind === 'dated');
}
