// Redaction must not destroy ordinary data. The rule (docs/security-model.md): a name hides its
// value only when it says the value IS a credential (its last word, or a secret word not followed
// by a describing word: `session_count`, `token_type`, `max_tokens` describe one); a value is
// hidden by shape only when it has a credential's shape (a known format, a URL secret, a random
// base64 run of 24+ characters, a Luhn-valid card number). Words, ids, hashes, prices and dates stay.
import { expect } from '@esm-bundle/chai';
import { REGISTRY } from '../../registry.ts';
import { describeActions } from '../describe.ts';
import { redactData } from './data.ts';

describe('ordinary data survives redaction', () => {
  it('a shop result: names, uuids, hex ids and hashes, prices, dates, URLs, short words', () => {
    const result = {
      revision: 7,
      cart: {
        id: '123e4567-e89b-12d3-a456-426614174000',
        lines: [
          { lineId: 'l-1', sku: 'TRAIL-SHOE-42-BLUE', name: 'Trail shoes', price: 89.9, currency: 'EUR', quantity: 2 },
          { lineId: 'l-2', sku: 'WOOL-SOCK-M', name: 'Wool socks (3-pack)', price: 12, quantity: 1, note: 'Gift wrap: yes' },
        ],
        updatedAt: '2025-03-14T09:26:53.589Z',
      },
      documentId: 'A1B2C3D4E5F60718293A4B5C6D7E8F90',
      descriptorHash: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      commit: '9fceb02d0ae598e95dc970b74767f19372d61af8',
      grantId: '0f1e2d3c4b5a69788796a5b4c3d2e1f0',
      result: 'pass',
      status: 'passed',
      passengers: 3,
      author: 'Ann Example',
      session_count: 12,
      sessionCount: 12,
      token_type: 'Bearer',
      max_tokens: 512,
      prompt_tokens: 84,
      password_required: true,
      has_password: false,
      createdAt: 1741944413002, // a Luhn-valid millisecond timestamp: not a card number
      updatedAtMicros: 1741944413000002,
      links: ['https://shop.example.com/products/trail-shoes?color=blue&size=42#reviews', 'mailto:help@shop.example.com'],
      description: 'Boarding pass holders may use lane 3. The key to a good fit is a snug heel.',
      identifier: 'ThisIsAVeryLongCamelCaseIdentifierName',
      slug: 'my-very-long-product-slug-name-2024',
      orderRef: 'order-123e4567-e89b-12d3-a456-426614174000',
      build: 'commit-9fceb02d0ae598e95dc970b74767f19372d61af8-build',
      code: 'SKU-TRAIL-SHOE-42-BLUE-2024-XL',
      path: '/products/trail-running-shoes-for-men-blue-size-42/reviews/page-2',
      phone: '+33 1 23 45 67 89',
      orderNumber: '2024-000123-77',
      config: JSON.stringify({ theme: 'dark', pageSize: 20 }),
      rows: [['Mon', '9:00'], ['Tue', '10:00']],
      table: { headers: ['Product', 'Price'], rows: [['Mug', '9.50']] },
      // Other languages' ordinary words, and URLs with ids in their paths.
      labels: { Benutzername: 'ann', Straße: 'Hauptstraße 5', Ciudad: 'Sevilla', Ville: 'Lyon', Город: 'Москва', 用户名: 'ann', 密码强度: 'strong' },
      pageLinks: [
        'https://shop.example.com/orders/2024-000123-77/items',
        'https://shop.example.com/products/123e4567-e89b-12d3-a456-426614174000',
        'https://docs.example.com/guides/getting-started-with-the-api/v2',
        'https://shop.example.com/cart/l-1/quantity?next=/checkout',
        'https://auth.example.com/session/new',
      ],
      ids: ['V1StGXR8_Z5jdHi6B-myT', '-MhZ3rT0aBcD9eFgH1iJ', 'TrailShoe2024', 'a+b=c', 'C++ and C#'],
      equation: 'x = y + 2z; total == 42',
    };
    const r = redactData(result);
    expect(r.paths).to.deep.equal([]);
    expect(r.count).to.equal(0);
    expect(r.value).to.deep.equal(result);
  });

  it('every registry tool descriptor (what the Navi is told) survives unchanged', () => {
    const catalog = describeActions(REGISTRY);
    const r = redactData(catalog);
    expect(r.paths).to.deep.equal([]);
    expect(r.value).to.deep.equal(catalog);
  });

  it('a page tool schema with secret-named fields keeps its shape', () => {
    const schema = {
      type: 'object',
      properties: { email: { type: 'string', format: 'email' }, password: { type: 'string', minLength: 8, description: 'Your password.' }, remember: { type: 'boolean' } },
      required: ['email', 'password'],
      additionalProperties: false,
    };
    expect(redactData(schema).value).to.deep.equal(schema);
  });
});
