import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CAMPAIGNS } from '../src/content/campaigns/list.ts';
import {
  CAMPAIGNS_DIR,
  MIN_HOW_TO_STEPS,
  campaignContent,
  checkCampaignContent,
  readCampaigns,
  type CampaignListing,
} from './campaignContent.ts';

describe('the campaign content of the portal', () => {
  it('passes the check the build runs', () => {
    expect(checkCampaignContent()).toEqual([]);
  });

  it('reads each campaign of the list from its folder, for Node code', () => {
    const read = readCampaigns();
    expect(read.map(({ slug, name }) => ({ slug, name }))).toEqual(
      Object.entries(CAMPAIGNS).map(([slug, name]) => ({ slug, name })),
    );
    for (const campaign of read) {
      expect(campaign.regulationName, campaign.slug).not.toBe('');
      expect(campaign.regulationPageCount, campaign.slug).toBeGreaterThan(0);
      expect(campaign.howToImageCount, campaign.slug).toBeGreaterThan(MIN_HOW_TO_STEPS);
    }
  });
});

describe('the check of the campaign content', () => {
  // One campaign copied from the portal (3 regulation pages, 4 dated how-to images), listed alone.
  const SAMPLE = 'anual';
  const listing: CampaignListing = {
    campaigns: [{ slug: SAMPLE, name: 'Anual' }],
    orders: { REGULATION_PINS: { first: [], last: [] } },
  };
  let dir = '';
  const file = (...parts: string[]) => path.join(dir, ...parts);
  const textsFile = () => file(SAMPLE, 'campaign.json');
  const editTexts = (edit: (texts: Record<string, unknown>) => void) => {
    const texts = JSON.parse(readFileSync(textsFile(), 'utf8')) as Record<string, unknown>;
    edit(texts);
    writeFileSync(textsFile(), JSON.stringify(texts));
  };
  const imagesOf = (texts: Record<string, unknown>) =>
    texts.images as Record<string, Record<string, unknown>>;
  const problems = (of: CampaignListing = listing) => checkCampaignContent(dir, of);

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'jornada-campaigns-'));
    cpSync(path.join(CAMPAIGNS_DIR, SAMPLE), file(SAMPLE), { recursive: true });
    writeFileSync(file('list.ts'), '');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('accepts a complete folder', () => {
    expect(problems()).toEqual([]);
  });

  it('names the folder the list names but that does not exist', () => {
    rmSync(file(SAMPLE), { recursive: true });
    expect(problems()).toEqual([
      `${file(SAMPLE)}/: missing: ${file('list.ts')} lists "${SAMPLE}", but there is no folder for it`,
    ]);
  });

  it('names a folder that is not in the list', () => {
    cpSync(file(SAMPLE), file('natal'), { recursive: true });
    expect(problems()).toEqual([
      `${file('natal')}/: a campaign folder that ${file('list.ts')} does not list: add its line there, or remove the folder`,
    ]);
  });

  it('names a missing or broken campaign.json', () => {
    rmSync(textsFile());
    expect(problems()).toEqual([
      `${textsFile()}: missing: the campaign texts (see src/content/README.md)`,
    ]);
    writeFileSync(textsFile(), '{ "regulationName": "Anual 2025", }');
    expect(problems()).toEqual([expect.stringMatching(`^${textsFile()}: not valid JSON: `)]);
  });

  it('names a missing or empty text', () => {
    editTexts((texts) => {
      delete texts.regulationName;
      texts.description = [];
      texts.cycles = 'Março–Maio 2025';
      texts.descripton = ['a typo'];
    });
    expect(problems()).toEqual([
      `${textsFile()}: unknown field "descripton" (the fields are regulationName, description, cycles, images)`,
      `${textsFile()}: "regulationName" must be a text`,
      `${textsFile()}: "description" must be a list of paragraphs: ["…", "…"]`,
      `${textsFile()}: "cycles" must be a list of texts, [] for a campaign without cycles`,
    ]);
  });

  it('names an image without its alt, caption or texts, and texts without an image', () => {
    editTexts((texts) => {
      const images = imagesOf(texts);
      images.key = { alt: ' ' };
      images['como-participar-2'] = { alt: 'Passo 2' };
      delete images['regulamento-3'];
      images['regulamento-9'] = { alt: 'Página 9' };
    });
    expect(problems()).toEqual([
      `${textsFile()}: "images"."como-participar-2" needs a "caption" text: { "alt": "…", "caption": "…" }`,
      `${textsFile()}: "images"."key" needs an "alt" text: { "alt": "…" }`,
      `${textsFile()}: no texts for regulamento-3.svg: add "regulamento-3": { "alt": "…" } to "images"`,
      `${textsFile()}: "images" has "regulamento-9", but the folder has no regulamento-9 image (.svg, .png, .jpg, .webp)`,
    ]);
  });

  it(`names a how-to with fewer than ${MIN_HOW_TO_STEPS} dated images`, () => {
    rmSync(file(SAMPLE, 'como-participar-4.svg'));
    editTexts((texts) => delete imagesOf(texts)['como-participar-4']);
    expect(problems()).toEqual([
      `${file(SAMPLE)}/: 3 dated how-to images (como-participar-1, como-participar-2, …): a campaign needs at least ${MIN_HOW_TO_STEPS}`,
    ]);
  });

  it('names a campaign without a regulation page, key visual or how-to overview', () => {
    for (const name of ['regulamento-1', 'regulamento-2', 'regulamento-3', 'key']) {
      rmSync(file(SAMPLE, `${name}.svg`));
    }
    rmSync(file(SAMPLE, 'como-participar-geral.svg'));
    editTexts((texts) => {
      texts.images = Object.fromEntries(
        Object.entries(imagesOf(texts)).filter(([name]) => name.startsWith('como-participar-')),
      );
      delete imagesOf(texts)['como-participar-geral'];
    });
    expect(problems()).toEqual([
      `${file(SAMPLE, 'key.svg')}: missing: the key visual (1200 x 600)`,
      `${file(SAMPLE, 'como-participar-geral.svg')}: missing: the how-to overview image`,
      `${file(SAMPLE)}/: 0 regulation pages (regulamento-1, regulamento-2, …): a campaign needs at least 1`,
    ]);
  });

  it('names the file missing from a numbering with a gap', () => {
    renameSync(file(SAMPLE, 'regulamento-2.svg'), file(SAMPLE, 'regulamento-4.svg'));
    editTexts((texts) => {
      const images = imagesOf(texts);
      images['regulamento-4'] = images['regulamento-2']!;
      delete images['regulamento-2'];
    });
    expect(problems()).toEqual([
      `${file(SAMPLE, 'regulamento-2.svg')}: missing: regulamento-4 exists, so number the files regulamento-1, regulamento-2, … without a gap`,
    ]);
  });

  it('names a file that is no campaign image, and two files for one image', () => {
    writeFileSync(file(SAMPLE, 'foto.svg'), '<svg/>');
    writeFileSync(file(SAMPLE, 'regulamento-01.svg'), '<svg/>');
    cpSync(file(SAMPLE, 'key.svg'), file(SAMPLE, 'key.webp'));
    expect(problems()).toEqual([
      `${file(SAMPLE, 'foto.svg')}: not a campaign image: name it key, regulamento-<n>, como-participar-geral or como-participar-<n> (.svg, .png, .jpg, .webp)`,
      `${file(SAMPLE, 'regulamento-01.svg')}: not a campaign image: name it key, regulamento-<n>, como-participar-geral or como-participar-<n> (.svg, .png, .jpg, .webp)`,
      `${file(SAMPLE, 'key.svg, key.webp')}: two files for the image "key": keep one`,
    ]);
  });

  it('names a bad line of the list, and an order that names a campaign the list lacks', () => {
    expect(
      problems({
        campaigns: [...listing.campaigns, { slug: 'Natal 2025', name: 'Anual' }],
        orders: { REGULATION_PINS: { first: ['natal', 'anual'], last: ['anual'] } },
      }),
    ).toEqual([
      `${file('list.ts')}: "Natal 2025" is not an address: use lowercase letters, digits and hyphens, starting with a letter (sao-joao)`,
      `${file('list.ts')}: the name "Anual" is used twice`,
      `${file('list.ts')}: REGULATION_PINS names "natal", which is not in the list`,
      `${file('list.ts')}: REGULATION_PINS names "anual" twice`,
      expect.stringMatching(`^${file('Natal 2025')}/: missing: `),
    ]);
  });

  it('stops the build with every problem in one message', () => {
    rmSync(textsFile());
    rmSync(file(SAMPLE, 'key.svg'));
    const check = campaignContent(dir, listing).configResolved as () => void;
    expect(check).toThrow(
      [
        'The campaign content has 2 problems (see apps/portal/src/content/README.md):',
        `  - ${file(SAMPLE, 'key.svg')}: missing: the key visual (1200 x 600)`,
        `  - ${textsFile()}: missing: the campaign texts (see src/content/README.md)`,
      ].join('\n'),
    );
    rmSync(file(SAMPLE), { recursive: true });
    cpSync(path.join(CAMPAIGNS_DIR, SAMPLE), file(SAMPLE), { recursive: true });
    expect(check).not.toThrow();
  });
});
