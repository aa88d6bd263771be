import { testDatabaseKinds } from '@mdc/db';
import type { GuestGuide } from '@mdc/shared';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../test-support/test-app.ts';
import { adminTestApp } from './admin-test-support.ts';

const newBlock = {
  page: 'about',
  heading: { pt: 'Novo bloco', en: 'New block' },
  body: { pt: ['Primeiro parágrafo.'], en: ['First paragraph.'] },
  image_url: '/media/abc123/photo.webp',
};

describe.each(testDatabaseKinds)('admin content API on %s', (kind) => {
  const test = adminTestApp(kind);

  const api = test.api;

  const auditOf = async (entityId: string) =>
    (await api('GET', `/api/admin/audit-log/?entity=content&entity_id=${entityId}`)).json()
      .data as { action: string; actor: string; changes: Record<string, unknown> }[];

  describe('content blocks', () => {
    it('lists one page’s blocks in position order', async () => {
      const res = await api('GET', '/api/admin/content-blocks/?content_page=about&per_page=100');
      expect(res.statusCode).toBe(200);
      const { data, total } = res.json();
      expect(total).toBe(data.length);
      expect(data.length).toBeGreaterThan(1);
      expect(data.every((block: { page: string }) => block.page === 'about')).toBe(true);
      const positions = data.map((block: { position: number }) => block.position);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
      expect(data[0]).toMatchObject({
        heading: { pt: 'A nossa história', en: 'Our story' },
        body: { pt: [expect.any(String)], en: [expect.any(String)] },
      });
    });

    it('searches headings and paragraphs', async () => {
      const res = await api('GET', '/api/admin/content-blocks/?q=cegonhas&per_page=100');
      expect(res.statusCode).toBe(200);
      expect(res.json().total).toBeGreaterThan(0);
    });

    it('refuses an unknown filter value or sort field naming the field', async () => {
      const page = await api('GET', '/api/admin/content-blocks/?content_page=blog');
      expect(page.statusCode).toBe(400);
      expect(page.json().fields).toHaveProperty('content_page');
      const sort = await api('GET', '/api/admin/content-blocks/?sort=password');
      expect(sort.statusCode).toBe(400);
      expect(sort.json().fields).toHaveProperty('sort');
    });

    it('creates, reads, updates and deletes a block, auditing each step', async () => {
      const before = await api('GET', '/api/admin/content-blocks/?content_page=about&per_page=100');
      const lastPosition = Math.max(
        ...before.json().data.map((block: { position: number }) => block.position),
      );

      const created = await api('POST', '/api/admin/content-blocks/', newBlock);
      expect(created.statusCode).toBe(201);
      const block = created.json();
      // Without a position the block goes after the page's last one.
      expect(block).toMatchObject({ ...newBlock, position: lastPosition + 1 });

      const read = await api('GET', `/api/admin/content-blocks/${block.id}/`);
      expect(read.json()).toEqual(block);

      const updated = await api('PUT', `/api/admin/content-blocks/${block.id}/`, {
        ...newBlock,
        heading: { pt: 'Bloco revisto', en: '' },
        image_url: null,
      });
      expect(updated.statusCode).toBe(200);
      expect(updated.json()).toMatchObject({
        id: block.id,
        position: lastPosition + 1,
        heading: { pt: 'Bloco revisto', en: '' },
        image_url: null,
      });

      const removed = await api('DELETE', `/api/admin/content-blocks/${block.id}/`);
      expect(removed.statusCode).toBe(200);
      expect((await api('GET', `/api/admin/content-blocks/${block.id}/`)).statusCode).toBe(404);

      const audit = await auditOf(`content-block:${block.id}`);
      expect(audit.map((entry) => entry.action)).toEqual(['delete', 'update', 'create']);
      expect(audit[0]!.actor).toBe(test.staff.email);
      expect(audit[1]!.changes).toEqual({
        heading: [newBlock.heading, { pt: 'Bloco revisto', en: '' }],
        image_url: [newBlock.image_url, null],
      });
    });

    it('shows a saved change on the public page at once', async () => {
      const content = test.app.services.content;
      const [intro] = await content.blocks('about', 'en'); // warms the cache
      const res = await api('GET', `/api/admin/content-blocks/${intro!.id}/`);
      const record = res.json();
      const saved = await api('PUT', `/api/admin/content-blocks/${intro!.id}/`, {
        ...record,
        heading: { ...record.heading, en: 'Our family story' },
      });
      expect(saved.statusCode).toBe(200);
      expect((await content.blocks('about', 'en'))[0]!.about_sub).toBe('Our family story');
      // A blank translation shows the Portuguese text.
      await api('PUT', `/api/admin/content-blocks/${intro!.id}/`, {
        ...record,
        heading: { ...record.heading, en: '' },
      });
      expect((await content.blocks('about', 'en'))[0]!.about_sub).toBe(record.heading.pt);
      await api('PUT', `/api/admin/content-blocks/${intro!.id}/`, record);
    });

    it('stores plain text: pasted markup is stripped and blank paragraphs dropped', async () => {
      const created = await api('POST', '/api/admin/content-blocks/', {
        ...newBlock,
        heading: { pt: '<b>Olá</b> <script>x()</script>mundo', en: 'Hi < there' },
        body: { pt: ['<p>Um <a href="javascript:x()">elo</a></p>', '   ', ''], en: [] },
      });
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({
        heading: { pt: 'Olá x()mundo', en: 'Hi < there' },
        body: { pt: ['Um elo'], en: [] },
      });
      await api('DELETE', `/api/admin/content-blocks/${created.json().id}/`);
    });

    it.each([
      ['heading.en', { ...newBlock, heading: { pt: 'Só português' } }],
      ['heading.pt', { ...newBlock, heading: { pt: '  ', en: 'x' } }],
      ['body.pt.0', { ...newBlock, body: { pt: [42], en: [] } }],
      ['page', { ...newBlock, page: 'blog' }],
      ['image_url', { ...newBlock, image_url: 'javascript:alert(1)' }],
      ['image_url', { ...newBlock, image_url: '//evil.example/x.png' }],
      ['image_url', { ...newBlock, image_url: 'https://evil.example/x.png' }],
      ['image_url', { ...newBlock, image_url: 'data:image/png;base64,AAAA' }],
      ['position', { ...newBlock, position: -1 }],
    ])('answers 400 naming %s', async (field, body) => {
      const res = await api('POST', '/api/admin/content-blocks/', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toHaveProperty([field]);
    });

    it('answers 404 for an unknown block', async () => {
      const url = '/api/admin/content-blocks/999999/';
      expect((await api('GET', url)).statusCode).toBe(404);
      expect((await api('PUT', url, newBlock)).statusCode).toBe(404);
      expect((await api('DELETE', url)).statusCode).toBe(404);
      expect((await api('POST', `${url}move/`, { direction: 'up' })).statusCode).toBe(404);
    });

    it('moves a block up and down within its page', async () => {
      const list = async () =>
        (await api('GET', '/api/admin/content-blocks/?content_page=grapes&per_page=100'))
          .json()
          .data.map((block: { id: number }) => block.id) as number[];
      const [first, second] = await list();
      const moved = await api('POST', `/api/admin/content-blocks/${second}/move/`, {
        direction: 'up',
      });
      expect(moved.statusCode).toBe(200);
      expect((await list()).slice(0, 2)).toEqual([second, first]);
      // The public page follows the new order at once.
      const page = await test.app.services.content.blocks('grapes', 'pt');
      expect(page.slice(0, 2).map((block) => block.id)).toEqual([second, first]);
      await api('POST', `/api/admin/content-blocks/${second}/move/`, { direction: 'down' });
      expect((await list()).slice(0, 2)).toEqual([first, second]);
      // At the top nothing moves.
      const top = await api('POST', `/api/admin/content-blocks/${first}/move/`, {
        direction: 'up',
      });
      expect(top.statusCode).toBe(200);
      expect((await list())[0]).toBe(first);
      expect((await auditOf(`content-block:${second}`)).map((entry) => entry.action)).toEqual([
        'move_down',
        'move_up',
      ]);
      const bad = await api('POST', `/api/admin/content-blocks/${first}/move/`, {
        direction: 'sideways',
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields).toHaveProperty('direction');
    });
  });

  describe('region blocks, gallery, house features and policy sections', () => {
    const cases = [
      {
        path: 'region-blocks',
        entity: 'region-block',
        body: {
          title: { pt: 'Nova região', en: 'New region' },
          paragraphs: { pt: ['Texto.'], en: ['Text.'] },
          image_url: '/images/content/vineyard.svg',
          reverse: true,
        },
        bad: { field: 'reverse', body: { reverse: 'yes' } },
        visible: async (app: TestApp['app'], id: number) =>
          (await app.services.content.regionBlocks('en')).find((block) => block.id === id)?.title,
        shown: 'New region',
      },
      {
        path: 'gallery-images',
        entity: 'gallery-image',
        body: { title: { pt: 'Vindima', en: 'Harvest' }, image_url: '/media/ff00/harvest.webp' },
        bad: { field: 'image_url', body: { image_url: 'javascript:alert(1)' } },
        visible: async (app: TestApp['app'], id: number) =>
          (await app.services.content.gallery()).find((image) => image.id === id)?.titleEn,
        shown: 'Harvest',
      },
      {
        path: 'house-features',
        entity: 'house-feature',
        body: {
          position: 0,
          key: 'fireplace',
          title: { pt: 'Lareira', en: 'Fireplace' },
          icon_url: '/images/icons/fireplace.svg',
        },
        bad: { field: 'key', body: { key: 'Not A Key!' } },
        visible: async (app: TestApp['app'], id: number) =>
          (await app.services.content.houseFeatures('en')).find((feature) => feature.id === id)
            ?.title,
        shown: 'Fireplace',
      },
      {
        path: 'policy-sections',
        entity: 'policy-section',
        body: {
          policy: 'cookies',
          title: { pt: 'Nova secção', en: 'New section' },
          content: { pt: ['Parágrafo.'], en: ['Paragraph.'] },
        },
        bad: { field: 'policy', body: { policy: 'refunds' } },
        visible: async (app: TestApp['app'], id: number) =>
          (await app.services.content.policySections('cookies', 'en')).find(
            (section) => section.id === id,
          )?.policy_content_title,
        shown: 'New section',
      },
    ];

    it.each(cases)('$path: list, round trip, public page, audit', async (resource) => {
      const base = `/api/admin/${resource.path}/`;
      const list = await api('GET', `${base}?per_page=500`);
      expect(list.statusCode).toBe(200);
      expect(list.json().total).toBeGreaterThan(0);

      await resource.visible(test.app, 0); // warms the cache
      const created = await api('POST', base, resource.body);
      expect(created.statusCode).toBe(201);
      const record = created.json();
      expect(record).toMatchObject(resource.body);
      expect(await resource.visible(test.app, record.id)).toBe(resource.shown);

      const title = { pt: 'Mudado', en: 'Changed' };
      const updated = await api('PUT', `${base}${record.id}/`, { ...resource.body, title });
      expect(updated.statusCode).toBe(200);
      expect(updated.json().title).toEqual(title);
      expect(await resource.visible(test.app, record.id)).toBe('Changed');
      expect((await api('GET', `${base}${record.id}/`)).json()).toEqual(updated.json());

      const invalid = await api('PUT', `${base}${record.id}/`, {
        ...resource.body,
        ...resource.bad.body,
      });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().fields).toHaveProperty([resource.bad.field]);
      const untranslated = await api('POST', base, { ...resource.body, title: { pt: 'Só' } });
      expect(untranslated.statusCode).toBe(400);
      expect(untranslated.json().fields).toHaveProperty(['title.en']);

      expect((await api('DELETE', `${base}${record.id}/`)).statusCode).toBe(200);
      expect(await resource.visible(test.app, record.id)).toBeUndefined();
      expect((await api('GET', `${base}${record.id}/`)).statusCode).toBe(404);
      expect((await api('PUT', `${base}${record.id}/`, resource.body)).statusCode).toBe(404);
      expect((await api('DELETE', `${base}${record.id}/`)).statusCode).toBe(404);

      const audit = await auditOf(`${resource.entity}:${record.id}`);
      expect(audit.map((entry) => entry.action)).toEqual(['delete', 'update', 'create']);
    });

    it('filters policy sections by policy', async () => {
      const res = await api('GET', '/api/admin/policy-sections/?policy=terms&per_page=100');
      expect(res.statusCode).toBe(200);
      const { data } = res.json();
      expect(data.length).toBe(11);
      expect(data.every((section: { policy: string }) => section.policy === 'terms')).toBe(true);
    });
  });

  describe('site documents', () => {
    it('reads each document with its key as the id', async () => {
      for (const key of ['company_contact', 'guest_guide', 'house_details']) {
        const res = await api('GET', `/api/admin/site-documents/${key}/`);
        expect(res.statusCode, key).toBe(200);
        expect(res.json().id).toBe(key);
      }
      const guide = (await api('GET', '/api/admin/site-documents/guest_guide/')).json();
      expect(guide.welcomeTitle).toEqual({
        pt: expect.any(String),
        en: expect.any(String),
        es: expect.any(String),
        fr: expect.any(String),
      });
    });

    it('answers 404 for an unknown document', async () => {
      expect((await api('GET', '/api/admin/site-documents/secrets/')).statusCode).toBe(404);
      const put = await api('PUT', '/api/admin/site-documents/secrets/', { a: 1 });
      expect(put.statusCode).toBe(404);
    });

    it('saves the company contact, shows it at once and audits the changed fields', async () => {
      const content = test.app.services.content;
      await content.companyContact(); // warms the cache
      const record = (await api('GET', '/api/admin/site-documents/company_contact/')).json();
      const saved = await api('PUT', '/api/admin/site-documents/company_contact/', {
        ...record,
        contact_phone: '+351 266 000 999',
        contact_adress_2: '<i>Estrada</i> Nacional 114',
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({
        id: 'company_contact',
        contact_phone: '+351 266 000 999',
        contact_adress_2: 'Estrada Nacional 114',
      });
      expect((await content.companyContact())?.contact_phone).toBe('+351 266 000 999');
      const [entry] = await auditOf('company_contact');
      expect(entry).toMatchObject({
        action: 'update',
        changes: { contact_phone: [record.contact_phone, '+351 266 000 999'] },
      });
    });

    it.each([
      ['contact_email', { contact_email: 'not an e-mail' }],
      ['social_url', { social_url: 'javascript:alert(1)' }],
      ['latitude', { latitude: 'north' }],
      ['legal_name', { legal_name: '' }],
    ])('refuses a company contact with a bad %s', async (field, change) => {
      const record = (await api('GET', '/api/admin/site-documents/company_contact/')).json();
      const res = await api('PUT', '/api/admin/site-documents/company_contact/', {
        ...record,
        ...change,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toHaveProperty([field]);
    });

    it('saves the guest guide in four languages; a blank translation shows Portuguese', async () => {
      const content = test.app.services.content;
      await content.guestGuide();
      const guide = (await api('GET', '/api/admin/site-documents/guest_guide/')).json();
      guide.house.wifiNetwork = 'Cegonhas-5G';
      guide.house.wifiPassword = 'a<b>c';
      guide.greeting.fr = '';
      guide.pharmacies.push({ name: 'Farmácia Nova', address: 'Rua 1', phone: '+351 266 000 111' });
      const saved = await api('PUT', '/api/admin/site-documents/guest_guide/', guide);
      expect(saved.statusCode).toBe(200);
      const shown = await content.guestGuide();
      expect(shown?.house.wifiNetwork).toBe('Cegonhas-5G');
      // The Wi-Fi password is kept exactly as typed.
      expect(shown?.house.wifiPassword).toBe('a<b>c');
      expect(shown?.greeting.fr).toBe(guide.greeting.pt);
      expect(shown?.pharmacies.at(-1)?.name).toBe('Farmácia Nova');
      const reread = (await api('GET', '/api/admin/site-documents/guest_guide/')).json();
      expect(reread.greeting.fr).toBe('');
      expect((await auditOf('guest_guide'))[0]?.changes).toHaveProperty('house');
    });

    it.each([
      ['welcomeTitle.es', (guide: GuestGuide) => Reflect.deleteProperty(guide.welcomeTitle, 'es')],
      ['house.hosts.0.name', (guide: GuestGuide) => (guide.house.hosts[0]!.name = '')],
      [
        'restaurants.0.places.0.closed',
        (guide: GuestGuide) => Reflect.deleteProperty(guide.restaurants[0]!.places[0]!, 'closed'),
      ],
      ['dutyPharmacyUrl', (guide: GuestGuide) => (guide.dutyPharmacyUrl = 'ftp://x')],
    ])('refuses a guest guide with a bad %s', async (field, spoil) => {
      const guide = (await api('GET', '/api/admin/site-documents/guest_guide/')).json();
      spoil(guide);
      const res = await api('PUT', '/api/admin/site-documents/guest_guide/', guide);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toHaveProperty([field]);
    });

    it('saves the house details and refuses a pool deeper at the shallow end', async () => {
      const content = test.app.services.content;
      await content.houseDetails();
      const details = (await api('GET', '/api/admin/site-documents/house_details/')).json();
      const saved = await api('PUT', '/api/admin/site-documents/house_details/', {
        ...details,
        maxGuests: 8,
      });
      expect(saved.statusCode).toBe(200);
      expect((await content.houseDetails())?.maxGuests).toBe(8);
      const bad = await api('PUT', '/api/admin/site-documents/house_details/', {
        ...details,
        pool: { ...details.pool, minDepth: 3, maxDepth: 1 },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields).toHaveProperty(['pool.maxDepth']);
      const notNumber = await api('PUT', '/api/admin/site-documents/house_details/', {
        ...details,
        maxGuests: 'ten',
      });
      expect(notNumber.statusCode).toBe(400);
      expect(notNumber.json().fields).toHaveProperty(['maxGuests']);
    });
  });
});
