/**
 * The campaign folders (src/content/campaigns), read and checked in Node: the build stops with a
 * message naming the file when a folder and the list disagree or a folder is incomplete, before it
 * bundles anything (so the check costs the participants nothing). The end-to-end tests read the
 * campaigns here too, without Vite.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import type { CampaignTexts } from '../src/content/types.ts';
import {
  HOW_TO_GENERAL,
  HOW_TO_STEP_PREFIX,
  IMAGE_EXTENSIONS,
  IMAGE_SIZES,
  KEY_IMAGE,
  REGULATION_PREFIX,
  TEXTS_FILE,
  imageFile,
  type ImageRole,
} from '../src/content/campaigns/imageFiles.ts';
import { CAMPAIGNS, HOW_TO_MENU_PINS, REGULATION_PINS } from '../src/content/campaigns/list.ts';

/** The folder of the campaign folders (it holds list.ts too). */
export const CAMPAIGNS_DIR = fileURLToPath(new URL('../src/content/campaigns/', import.meta.url));

/** The fewest dated how-to images of a campaign (spec: four dated images plus the general one). */
export const MIN_HOW_TO_STEPS = 4;

/** What the check compares: the list's lines and its two orders. */
export interface CampaignListing {
  readonly campaigns: readonly { readonly slug: string; readonly name: string }[];
  readonly orders: Readonly<
    Record<string, { readonly first: readonly string[]; readonly last?: readonly string[] }>
  >;
}

const PORTAL_LISTING: CampaignListing = {
  campaigns: Object.entries(CAMPAIGNS).map(([slug, name]) => ({ slug, name })),
  orders: { HOW_TO_MENU_PINS, REGULATION_PINS },
};

/** A campaign's address; starting with a letter, it also keeps its place in list.ts's object. */
const SLUG = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;
const TEXT_FIELDS = ['regulationName', 'description', 'cycles', 'images'];
const EXTENSIONS = IMAGE_EXTENSIONS.map((extension) => `.${extension}`).join(', ');

/** A file's name for a message: relative to the working folder when it is inside it. */
function shown(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return relative.startsWith('..') || path.isAbsolute(relative) ? file : relative;
}

const isText = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The image files of a folder, by role (files that are no campaign image are in `unknown`). */
interface FolderFiles {
  readonly images: { file: string; name: string; role: ImageRole }[];
  readonly unknown: string[];
}

function folderFiles(folder: string): FolderFiles {
  const images: FolderFiles['images'] = [];
  const unknown: string[] = [];
  for (const file of readdirSync(folder).sort()) {
    if (file === TEXTS_FILE || file.startsWith('.')) continue;
    const image = imageFile(file);
    if (image && statSync(path.join(folder, file)).isFile()) images.push({ file, ...image });
    else unknown.push(file);
  }
  return { images, unknown };
}

const numbers = (files: FolderFiles, kind: 'regulation' | 'step') =>
  files.images.flatMap(({ role }) => (role.kind === kind ? [role.number] : []));

/** The problems of one campaign folder, each naming its file. */
function checkFolder(folder: string): string[] {
  const problems: string[] = [];
  /** A problem of `file` in the folder, or of the folder itself (`file` empty). */
  const at = (file: string, problem: string) =>
    problems.push(`${file ? shown(path.join(folder, file)) : `${shown(folder)}/`}: ${problem}`);

  const files = folderFiles(folder);
  for (const file of files.unknown) {
    at(
      file,
      `not a campaign image: name it key, regulamento-<n>, como-participar-geral or como-participar-<n> (${EXTENSIONS})`,
    );
  }
  /** Each image by its name without extension (`regulamento-2`), the key of its texts. */
  const byName = new Map<string, { files: string[]; role: ImageRole['kind'] }>();
  for (const { file, name, role } of files.images) {
    const same = byName.get(name);
    if (same) same.files.push(file);
    else byName.set(name, { files: [file], role: role.kind });
  }
  for (const [name, { files: same }] of byName) {
    if (same.length > 1) at(same.join(', '), `two files for the image "${name}": keep one`);
  }
  const has = (kind: ImageRole['kind']) => files.images.some(({ role }) => role.kind === kind);
  if (!has('key')) {
    const { width, height } = IMAGE_SIZES.key;
    at(`${KEY_IMAGE}.svg`, `missing: the key visual (${width} x ${height})`);
  }
  if (!has('general')) at(`${HOW_TO_GENERAL}.svg`, 'missing: the how-to overview image');
  for (const [kind, prefix, least, what] of [
    ['regulation', REGULATION_PREFIX, 1, 'regulation pages'],
    ['step', HOW_TO_STEP_PREFIX, MIN_HOW_TO_STEPS, 'dated how-to images'],
  ] as const) {
    const found = new Set(numbers(files, kind));
    const firstTwo = `${prefix}1, ${prefix}2, …`;
    if (found.size < least) {
      at('', `${found.size} ${what} (${firstTwo}): a campaign needs at least ${least}`);
    }
    const highest = Math.max(0, ...found);
    for (let number = 1; number < highest; number += 1) {
      if (!found.has(number)) {
        at(
          `${prefix}${number}.svg`,
          `missing: ${prefix}${highest} exists, so number the files ${firstTwo} without a gap`,
        );
      }
    }
  }

  const textsFile = path.join(folder, TEXTS_FILE);
  const inTexts = (problem: string) => at(TEXTS_FILE, problem);
  if (!existsSync(textsFile)) {
    inTexts('missing: the campaign texts (see src/content/README.md)');
    return problems;
  }
  let texts: unknown;
  try {
    texts = JSON.parse(readFileSync(textsFile, 'utf8'));
  } catch (error) {
    inTexts(`not valid JSON: ${(error as Error).message}`);
    return problems;
  }
  if (!isRecord(texts)) {
    inTexts('must be an object: { "regulationName": …, "description": […], … }');
    return problems;
  }
  for (const field of Object.keys(texts)) {
    if (!TEXT_FIELDS.includes(field)) {
      inTexts(`unknown field "${field}" (the fields are ${TEXT_FIELDS.join(', ')})`);
    }
  }
  if (!isText(texts.regulationName)) inTexts('"regulationName" must be a text');
  const { description, cycles, images } = texts;
  if (!Array.isArray(description) || description.length === 0 || !description.every(isText)) {
    inTexts('"description" must be a list of paragraphs: ["…", "…"]');
  }
  if (!Array.isArray(cycles) || !cycles.every(isText)) {
    inTexts('"cycles" must be a list of texts, [] for a campaign without cycles');
  }
  if (!isRecord(images)) {
    inTexts('"images" must hold the texts of each image: { "key": { "alt": "…" }, … }');
    return problems;
  }
  for (const [name, { files: same, role }] of byName) {
    const imageTexts = images[name];
    const howTo = role === 'general' || role === 'step';
    const example = howTo ? `{ "alt": "…", "caption": "…" }` : `{ "alt": "…" }`;
    if (!isRecord(imageTexts)) {
      inTexts(`no texts for ${same[0]}: add "${name}": ${example} to "images"`);
      continue;
    }
    if (!isText(imageTexts.alt)) inTexts(`"images"."${name}" needs an "alt" text: ${example}`);
    if (howTo && !isText(imageTexts.caption)) {
      inTexts(`"images"."${name}" needs a "caption" text: ${example}`);
    }
    for (const field of Object.keys(imageTexts)) {
      if (field !== 'alt' && !(howTo && field === 'caption')) {
        inTexts(`"images"."${name}" has an unknown field "${field}" (it takes ${example})`);
      }
    }
  }
  for (const name of Object.keys(images)) {
    if (!byName.has(name)) {
      inTexts(`"images" has "${name}", but the folder has no ${name} image (${EXTENSIONS})`);
    }
  }
  return problems;
}

/** The problems of the list itself (list.ts). */
function checkListing(listFile: string, { campaigns, orders }: CampaignListing): string[] {
  const problems: string[] = [];
  const inList = (problem: string) => problems.push(`${shown(listFile)}: ${problem}`);
  const slugs = new Set<string>();
  const names = new Set<string>();
  for (const { slug, name } of campaigns) {
    if (!SLUG.test(slug)) {
      inList(
        `"${slug}" is not an address: use lowercase letters, digits and hyphens, starting with a letter (sao-joao)`,
      );
    }
    if (slugs.has(slug)) inList(`"${slug}" is listed twice`);
    if (!isText(name)) inList(`"${slug}" needs a name`);
    else if (names.has(name)) inList(`the name "${name}" is used twice`);
    slugs.add(slug);
    names.add(name);
  }
  for (const [order, { first, last = [] }] of Object.entries(orders)) {
    const pinned = [...first, ...last];
    for (const slug of pinned) {
      if (!slugs.has(slug)) inList(`${order} names "${slug}", which is not in the list`);
    }
    for (const slug of new Set(pinned)) {
      if (pinned.indexOf(slug) !== pinned.lastIndexOf(slug)) {
        inList(`${order} names "${slug}" twice`);
      }
    }
  }
  return problems;
}

/**
 * Every problem of the campaign content in `dir` (the list file and one folder per campaign), each
 * naming its file; empty when the content is complete.
 */
export function checkCampaignContent(
  dir: string = CAMPAIGNS_DIR,
  listing: CampaignListing = PORTAL_LISTING,
): string[] {
  const listFile = path.join(dir, 'list.ts');
  const problems = checkListing(listFile, listing);
  const listed = new Set(listing.campaigns.map(({ slug }) => slug));
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory() && !listed.has(entry.name)) {
      problems.push(
        `${shown(path.join(dir, entry.name))}/: a campaign folder that ${shown(listFile)} does not list: add its line there, or remove the folder`,
      );
    }
  }
  for (const slug of listed) {
    const folder = path.join(dir, slug);
    if (!existsSync(folder) || !statSync(folder).isDirectory()) {
      problems.push(
        `${shown(folder)}/: missing: ${shown(listFile)} lists "${slug}", but there is no folder for it`,
      );
    } else {
      problems.push(...checkFolder(folder));
    }
  }
  return problems;
}

/** The problems as one message, for the build's error. */
export function campaignContentError(problems: readonly string[]): string {
  return [
    `The campaign content has ${problems.length} problem${problems.length > 1 ? 's' : ''} (see apps/portal/src/content/README.md):`,
    ...problems.map((problem) => `  - ${problem}`),
  ].join('\n');
}

/** A campaign as its folder holds it, for Node code (the end-to-end tests). */
export interface CampaignSource extends CampaignTexts {
  readonly slug: string;
  readonly name: string;
  /** How many regulation pages and how-to images (the general one included) the folder has. */
  readonly regulationPageCount: number;
  readonly howToImageCount: number;
}

/** Every campaign of the list, in the home order, from its folder. */
export function readCampaigns(dir: string = CAMPAIGNS_DIR): CampaignSource[] {
  return Object.entries(CAMPAIGNS).map(([slug, name]) => {
    const folder = path.join(dir, slug);
    const texts = JSON.parse(readFileSync(path.join(folder, TEXTS_FILE), 'utf8')) as CampaignTexts;
    const files = folderFiles(folder);
    return {
      ...texts,
      slug,
      name,
      regulationPageCount: numbers(files, 'regulation').length,
      howToImageCount: numbers(files, 'step').length + 1,
    };
  });
}

/**
 * Build plugin: checks the campaign content before the build starts (once the config is read, so
 * that no later step, such as the prerender, runs on a build that has failed).
 */
export function campaignContent(
  dir: string = CAMPAIGNS_DIR,
  listing: CampaignListing = PORTAL_LISTING,
): Plugin {
  return {
    name: 'jornada-campaign-content',
    apply: 'build',
    configResolved() {
      const problems = checkCampaignContent(dir, listing);
      if (problems.length > 0) throw new Error(campaignContentError(problems));
    },
  };
}
