import 'fake-indexeddb/auto';
import { getResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { openContactOutboxStore, type QueuedContact } from './contactOutbox/store';
import { CONTACT_FIELDS, CONTACT_RULES, type ContactField } from './contactRequest';
import type { ContactRequest } from './contract';
import { clearAllDrafts, DRAFT_FIELDS } from './draftForms';
import { readDraft, saveDraft } from './drafts';
import { createMockApi } from './mock/createMockApi';

// Every check here goes through CONTACT_FIELDS, never through a copy of it: a field added to the
// contract that the mock, the drafts or the outbox did not take would fail one of them.

/** A value the contract takes, for each kind of contact field (a new kind must add its own). */
const ACCEPTED: Record<(typeof CONTACT_RULES)[ContactField], (field: string) => string> = {
  text: (field) => `Texto de ${field}`,
  email: () => 'ana@jornada.demo',
  phone: () => '11987654321',
};

/** A message with every field of the contract, each value of its own kind. */
const message = Object.fromEntries(
  CONTACT_FIELDS.map((field) => [field, ACCEPTED[CONTACT_RULES[field]](field)]),
) as ContactRequest;

const without = (field: ContactField): Record<string, string> => {
  const { [field]: _left, ...rest } = message;
  return rest;
};

describe('CONTACT_FIELDS, the one list of the contact fields', () => {
  it('has a contract check for each field, and none for another', () => {
    expect(Object.keys(CONTACT_RULES).sort()).toEqual([...CONTACT_FIELDS].sort());
  });
});

describe('the mock API checks a contact body by CONTACT_FIELDS', () => {
  const mock = createMockApi();
  const send = async (body: unknown) => {
    const response = await getResponse(
      mock.handlers,
      new Request('http://public.test/public-api/fale-conosco', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      }),
    );
    if (!response) throw new Error('No handler answered POST /fale-conosco.');
    const text = await response.text();
    return { status: response.status, json: text ? (JSON.parse(text) as unknown) : null };
  };
  afterEach(() => mock.reset());

  it('accepts a message with every field, and keeps it as sent', async () => {
    expect((await send(message)).status).toBe(200);
    expect(mock.store.contactMessages).toEqual([message]);
  });

  it.each(CONTACT_FIELDS)('refuses a message without %s with the contract’s 400', async (field) => {
    expect(await send(without(field))).toEqual({
      status: 400,
      json: [{ message: `O campo ${field} é obrigatório.` }],
    });
    expect(mock.store.contactMessages).toEqual([]);
  });
});

describe('a contact draft keeps every field of CONTACT_FIELDS', () => {
  afterEach(clearAllDrafts);

  it('lists them as its draft fields', () => {
    expect(DRAFT_FIELDS.contact).toEqual(CONTACT_FIELDS);
  });

  it('reads back every field it was given', () => {
    saveDraft('contact', message);
    expect(readDraft('contact')).toEqual(message);
  });
});

describe('the outbox reads a queued message by CONTACT_FIELDS', () => {
  let dbCount = 0;
  const freshStore = () => openContactOutboxStore(`contact-request-test-${(dbCount += 1)}`);
  const entry = (queued: Record<string, unknown>): QueuedContact =>
    ({
      id: 'm1',
      url: 'https://public.example.com/fale-conosco',
      message: queued,
      owner: null,
      queuedAt: 1,
    }) as QueuedContact;

  it('keeps a message with every field', async () => {
    const store = freshStore();
    await store.put(entry(message));
    expect(await store.list()).toEqual([entry(message)]);
    expect(await store.get('m1')).toEqual(entry(message));
  });

  it.each(CONTACT_FIELDS)('discards a message without %s, or with it not a text', async (field) => {
    const store = freshStore();
    await store.put(entry(without(field)));
    expect(await store.list()).toEqual([]);
    await store.put(entry({ ...message, [field]: 11 }));
    expect(await store.get('m1')).toBeNull();
  });

  it('keeps a message an older build queued: any texts, no owner, a field since removed', async () => {
    const store = freshStore();
    const emptyTexts = Object.fromEntries(CONTACT_FIELDS.map((field) => [field, '']));
    const { owner: _none, ...beforeOwners } = entry({ ...emptyTexts, assunto: 'Avatar' });
    await store.put(beforeOwners);
    expect(await store.list()).toEqual([beforeOwners]);
  });
});
