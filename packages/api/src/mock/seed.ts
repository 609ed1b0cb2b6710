import type { Participant, UnidadeDeNegocio } from '../contract';

export const MOCK_STORAGE_HOST = 'https://storage.jornada.example';
export const DEMO_PASSWORD = 'Jornada@2025';

/** Storage-host address of a file served by the mock under `/avatars/`. */
export const storageAvatar = (name: string, storageHost: string) =>
  `${storageHost}/avatars/${name}.svg`;

/** A participant as the mock server keeps it. */
export interface MockParticipant extends Participant {
  id: string;
  cadastroRealizado: boolean;
  password: string | null;
  /** Options given to a newly registered participant, shown once `optionsReadyAt` has passed. */
  pendingOptions: [string, string, string] | null;
  optionsReadyAt: number | null;
}

export type AvatarState = 'sem opções' | 'opções pendentes' | 'avatar escolhido';

/** A seeded account, as data for scripts and docs. */
export interface DemoAccount {
  email: string;
  /** null: not registered yet (first access). */
  password: string | null;
  nome: string;
  /** dd/mm/yyyy, as typed in the first-access form. */
  dataDeNascimento: string;
  unidadeDeNegocio: UnidadeDeNegocio;
  cadastroRealizado: boolean;
  avatar: AvatarState;
  use: string;
}

interface Seed {
  id: string;
  email: string;
  nome: string;
  matricula: string;
  dataDeNascimento: string;
  unidadeDeNegocio: UnidadeDeNegocio;
  registered: boolean;
  options: [string, string, string] | null;
  chosen: string | null;
  photo: string | null;
  use: string;
}

const SEEDS: Seed[] = [
  {
    id: '1001',
    email: 'ana@jornada.demo',
    nome: 'Ana Paula Souza',
    matricula: '100231',
    dataDeNascimento: '1988-06-12',
    unidadeDeNegocio: 'UN SUDESTE/SUL',
    registered: true,
    options: ['comandante-orion', 'piloto-vega', 'engenheira-lyra'],
    chosen: 'piloto-vega',
    photo: 'foto-ana',
    use: 'UN SUDESTE/SUL; avatar escolhido (pode trocar)',
  },
  {
    id: '1002',
    email: 'bruno@jornada.demo',
    nome: 'Bruno Henrique Lima',
    matricula: '100487',
    dataDeNascimento: '1990-02-01T00:00:00',
    unidadeDeNegocio: 'UN CN',
    registered: true,
    options: ['navegador-altair', 'cientista-nova', 'tenente-sirius'],
    chosen: null,
    photo: 'foto-bruno',
    use: 'UN CN; opções de avatar aguardando aprovação',
  },
  {
    id: '1003',
    email: 'carla@jornada.demo',
    nome: 'Carla Nascimento Rocha',
    matricula: '100652',
    dataDeNascimento: '1985-11-23',
    unidadeDeNegocio: 'UN NO/NE',
    registered: true,
    options: null,
    chosen: null,
    photo: 'foto-carla',
    use: 'UN NO/NE; sem opções de avatar ainda',
  },
  {
    id: '1004',
    email: 'diego@jornada.demo',
    nome: 'Diego Martins Ferreira',
    matricula: '100719',
    dataDeNascimento: '1993-09-08',
    unidadeDeNegocio: 'UN TRADE',
    registered: true,
    options: ['cadete-draco', 'capita-andromeda', 'astronauta-cassiopeia'],
    chosen: 'cadete-draco',
    photo: 'foto-diego',
    use: 'UN TRADE; avatar escolhido',
  },
  {
    id: '1005',
    email: 'nova@jornada.demo',
    nome: 'Natália Oliveira Ramos',
    matricula: '100833',
    dataDeNascimento: '1992-03-15',
    unidadeDeNegocio: 'UN SUDESTE/SUL',
    registered: false,
    options: null,
    chosen: null,
    photo: null,
    use: 'primeiro acesso (ainda sem cadastro)',
  },
];

/** Initials of the seeded photos, by file name (served as `/avatars/foto-*.svg`). */
export const SEEDED_PORTRAITS: Record<string, string> = Object.fromEntries(
  SEEDS.filter((seed) => seed.photo).map((seed) => [
    seed.photo as string,
    seed.nome
      .split(' ')
      .filter((_, index, all) => index === 0 || index === all.length - 1)
      .map((word) => word[0])
      .join(''),
  ]),
);

const avatarState = (seed: Seed): AvatarState =>
  !seed.options ? 'sem opções' : seed.chosen ? 'avatar escolhido' : 'opções pendentes';

const toBrazilianDate = (iso: string) => iso.slice(0, 10).split('-').reverse().join('/');

/** The seeded accounts (password for every registered one: `Jornada@2025`). */
export const demoAccounts: readonly DemoAccount[] = SEEDS.map((seed) => ({
  email: seed.email,
  password: seed.registered ? DEMO_PASSWORD : null,
  nome: seed.nome,
  dataDeNascimento: toBrazilianDate(seed.dataDeNascimento),
  unidadeDeNegocio: seed.unidadeDeNegocio,
  cadastroRealizado: seed.registered,
  avatar: avatarState(seed),
  use: seed.use,
}));

/** Fresh copies of the seeded participants, by e-mail, their pictures under `storageHost`. */
export function seedParticipants(storageHost: string): Map<string, MockParticipant> {
  const avatar = (name: string) => storageAvatar(name, storageHost);
  return new Map(
    SEEDS.map((seed) => [
      seed.email,
      {
        id: seed.id,
        email: seed.email,
        dataDeNascimento: seed.dataDeNascimento,
        nome: seed.nome,
        matricula: seed.matricula,
        avatarUrl: seed.chosen ? avatar(seed.chosen) : null,
        avatarOpcao01Url: seed.options ? avatar(seed.options[0]) : null,
        avatarOpcao02Url: seed.options ? avatar(seed.options[1]) : null,
        avatarOpcao03Url: seed.options ? avatar(seed.options[2]) : null,
        imagemUploadedUrl: seed.photo ? avatar(seed.photo) : null,
        unidadeDeNegocio: seed.unidadeDeNegocio,
        cadastroRealizado: seed.registered,
        password: seed.registered ? DEMO_PASSWORD : null,
        pendingOptions: null,
        optionsReadyAt: null,
      },
    ]),
  );
}
