import { expect } from '@esm-bundle/chai';
import { projectUrl } from '../project-url.ts';
import { hideSecretValues } from '../outline.ts';
import { MAX_REDACT_DEPTH, redactData, redactText } from './data.ts';
import { isSecretName } from './names.ts';
import { looksRandom } from './random-strings.ts';
import { isCardLikeNumber, luhnValid, redactShapes } from './text.ts';

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U';
const PEM = '-----BEGIN RSA PRIVATE KEY-----\nMIIBOgIBAAJBAKj34GkxFhD90vcNLYLInFEX6Ppy1tPf9Cnzj4p4WGeKLs1Pt8Qu\n-----END RSA PRIVATE KEY-----';
const STRIPE = 'sk_live_4eC39HqLyjWDarjtT1zdp7dc';
const RANDOM = 'Zq8vR2mWk9TfXb4NcLp7HsYd3GjQe6Ua'; // 32 random base62 characters

describe('secret names', () => {
  it('recognises credential names in every spelling', () => {
    const secret = [
      'pw', 'pwd', 'passwd', 'pass', 'password', 'userPassword', 'passphrase', 'secret', 'client_secret', 'token', 'x-auth-token',
      'refresh_token', 'accessToken', 'auth', 'Authorization', 'session', 'sessionId', 'session_id', 'SESSIONID', 'cookie', 'Set-Cookie',
      'api key', 'apiKey', 'api_key', 'X-Api-Key', 'apikey', 'access key', 'AWS_ACCESS_KEY', 'private key', 'privateKey', 'credential',
      'credentials', 'otp', 'pin', 'PIN', 'cvv', 'cvc', 'ssn', 'csrftoken', 'cardNumber', 'Your API key',
    ];
    for (const k of secret) expect(isSecretName(k), k).to.equal(true);
  });
  it('leaves names that only describe a secret, or merely contain its letters', () => {
    const ordinary = [
      'passengers', 'author', 'authored_by', 'session_count', 'sessionCount', 'token_type', 'tokenizerName', 'max_tokens', 'prompt_tokens',
      'password_required', 'auth_expires_at', 'spinner', 'shipping', 'quantity', 'operationId', 'description', 'bypass', 'compass', 'passport',
      'keyboard', 'key', 'id', 'name', 'oauth', 'secretary',
    ];
    for (const k of ordinary) expect(isSecretName(k), k).to.equal(false);
  });
});

describe('secret shapes in text', () => {
  // [kind, text, the part that must not survive]
  const shapes: [string, string, string][] = [
    ['jwt', `t=${JWT}`, JWT.slice(0, 20)],
    ['bearer', 'Authorization: Bearer abcdefghijklmnop.qrs', 'abcdefghijklmnop'],
    ['basic-auth', 'Basic dXNlcjpodW50ZXIy', 'dXNlcjpodW50ZXIy'],
    ['private-key', PEM, 'MIIBOgIBAAJBAKj34'],
    ['aws-access-key', 'key AKIAIOSFODNN7EXAMPLE', 'AKIAIOSFODNN7EXAMPLE'],
    ['github-token', `ghp_${'a1B2'.repeat(9)}`, 'a1B2a1B2'],
    ['github-token', `github_pat_11ABCDEFG0${'x'.repeat(30)}`, '11ABCDEFG0'],
    ['gitlab-token', `glpat-${'b3C'.repeat(7)}`, 'b3Cb3Cb3C'],
    ['slack-token', 'xoxb-123456789012-abcdefABCDEF', '123456789012'],
    ['google-api-key', `AIza${'c'.repeat(35)}`, 'cccccccc'],
    ['stripe-key', STRIPE, '4eC39HqLyjWD'],
    ['stripe-key', 'rk_live_51HxYzABCDEFGHIJKLMNOP', '51HxYzABCDEF'],
    ['openai-key', `sk-proj-${'d4E'.repeat(10)}`, 'd4Ed4Ed4E'],
    ['openai-key', 'sk-live-0123456789abcdefghij', '0123456789ab'],
    ['anthropic-key', `sk-ant-api03-${'e5F_'.repeat(8)}`, 'e5F_e5F_'],
    ['npm-token', `npm_${'f'.repeat(36)}`, 'ffffffff'],
    ['sendgrid-key', `SG.${'g'.repeat(22)}.${'h'.repeat(43)}`, 'gggggggg'],
    ['twilio-key', `SK${'0a'.repeat(16)}`, '0a0a0a0a'],
    ['azure-connection', 'DefaultEndpointsProtocol=https;AccountName=x;AccountKey=abcdEFGH1234ijkl5678==;', 'abcdEFGH1234'],
    ['huggingface-token', `hf_${'i'.repeat(34)}`, 'iiiiiiii'],
    ['card-number', 'card 4111 1111 1111 1111 ok', '4111 1111'],
    ['random-string', `session ${RANDOM} here`, RANDOM.slice(0, 10)],
  ];
  for (const [kind, text, secret] of shapes) {
    it(`finds ${kind}: ${text.slice(0, 24)}…`, () => {
      const r = redactShapes(text);
      expect(r.count, text).to.be.greaterThan(0);
      expect(r.text, text).to.not.include(secret);
    });
  }
  it('reads a JSON number as a card only with a card length and network digit', () => {
    expect(isCardLikeNumber(4111111111111111)).to.equal(true);
    expect(isCardLikeNumber(378282246310005)).to.equal(true);
    expect(isCardLikeNumber(1741944413002), 'a Luhn-valid ms timestamp').to.equal(false);
    expect(isCardLikeNumber(1741944413000002), 'a Luhn-valid µs timestamp').to.equal(false);
  });
  it('keeps a hex digest whose digits hold a Luhn-valid run (a descriptor hash is no card)', () => {
    const digest = `1bd927f423b42db688735f46015c${'4111111111111111'}edbd0fc025111c93c896a`;
    expect(redactShapes(`descriptorHash ${digest}`).text).to.include(digest);
    expect(redactShapes('card 4111111111111111 ok').count).to.equal(1);
  });
  it('checks card numbers with Luhn and keeps other long numbers', () => {
    expect(redactShapes('order 1234567890123 of 2').count).to.equal(luhnValid('1234567890123') ? 1 : 0);
    expect(redactShapes('plain words and 42 items').count).to.equal(0);
  });
  it('hides the value after a secret name, quoted or not', () => {
    expect(redactShapes('password=hunter2 user=ann').text).to.equal('password=[redacted] user=ann');
    expect(redactShapes('Your API key: abc def\nnext line').text).to.equal('Your API key: [redacted]\nnext line');
    expect(redactShapes('Note: password: hunter2').text).to.equal('Note: password: [redacted]');
    expect(redactShapes('{"pw": "hunter2", "ok": 1').text).to.equal('{"pw": "[redacted]", "ok": 1');
    expect(redactShapes('{\\"token\\":\\"abc123\\"}').text).to.equal('{\\"token\\":\\"[redacted]\\"}');
  });
  it('cleans URLs: user info, secret parameters (also in the fragment and percent-encoded)', () => {
    const r = redactShapes('see https://ann:hunter2@db.example.com/x?view=1&access_token=abc123&q=shoes#id_token=xyz&state=s1 now');
    expect(r.text).to.equal('see https://[redacted]@db.example.com/x?view=1&access_token=[redacted]&q=shoes#id_token=[redacted]&state=[redacted] now');
    const encoded = redactShapes(`https://x.test/?q=${encodeURIComponent('a+b/' + RANDOM)}`);
    expect(encoded.text).to.equal('https://x.test/?q=[redacted]');
    expect(redactShapes('mongodb+srv://app:s3cr3t@cluster0.example.net/db').text).to.equal('mongodb+srv://[redacted]@cluster0.example.net/db');
  });
  it('tells random strings from words, hex ids and hashes', () => {
    expect(looksRandom(RANDOM)).to.equal(true);
    expect(looksRandom('aB3dE5fG7hJ9kL1mN3pQ5rS7tU9vW1x')).to.equal(true);
    for (const s of ['ThisIsAVeryLongCamelCaseIdentifierName', 'deliveryInstructionsForCourier', 'f'.repeat(64), 'a3f1c2d4e5b6a7980112233445566778', '123e4567-e89b-12d3-a456-426614174000', 'z'.repeat(100), 'Trail_Running_Shoes_Blue_Size_42']) {
      expect(looksRandom(s), s).to.equal(false);
    }
  });
});

describe('redactData', () => {
  it('redacts keys as well as values: the issue example', () => {
    const r = redactData({ pw: 'correct horse', nested: { [`${STRIPE}`]: true, 'sk-live-0123456789abcdefghij': 1 } });
    expect(r.value).to.deep.equal({ pw: '[redacted]', nested: { '[redacted-key-1]': true, '[redacted-key-2]': 1 } });
    expect(r.count).to.equal(3);
    expect(r.paths).to.include('/pw');
  });
  it('hides a secret-named value whole at any depth, and keeps booleans and null under it', () => {
    const r = redactData({ a: [{ b: { session: { id: 'sess-42', user: 'ann' } } }], auth: true, password: null, pin: 1234 });
    expect(r.value).to.deep.equal({ a: [{ b: { session: '[redacted]' } }], auth: true, password: null, pin: '[redacted]' });
  });
  it('parses JSON held in strings, redacts inside and writes it back', () => {
    const inner = JSON.stringify({ token: 'abc', note: JSON.stringify({ pwd: 'x', ok: 1 }) });
    const r = redactData({ payload: inner, untouched: '{"plain": 1}' });
    const payload = JSON.parse((r.value as { payload: string }).payload) as { token: string; note: string };
    expect(payload.token).to.equal('[redacted]');
    expect(JSON.parse(payload.note)).to.deep.equal({ pwd: '[redacted]', ok: 1 });
    expect((r.value as { untouched: string }).untouched).to.equal('{"plain": 1}');
  });
  it('reads records that name their own value, entry lists and table columns', () => {
    const r = redactData({
      fields: [
        { role: 'textbox', name: 'API token', value: 'abc123' },
        { role: 'textbox', name: 'City', value: 'Lyon' },
      ],
      meta: { name: 'csrf-token', content: 'q1w2e3' },
      headers: [['Authorization', 'Token abc'], ['Accept', 'text/html']],
      table: { headers: ['User', 'Password'], rows: [['ann', 'hunter2']] },
    });
    expect(r.value).to.deep.equal({
      fields: [
        { role: 'textbox', name: 'API token', value: '[redacted]' },
        { role: 'textbox', name: 'City', value: 'Lyon' },
      ],
      meta: { name: 'csrf-token', content: '[redacted]' },
      headers: [['Authorization', '[redacted]'], ['Accept', 'text/html']],
      table: { headers: ['User', 'Password'], rows: [['ann', '[redacted]']] },
    });
  });
  it('keeps a JSON Schema usable: a secret property keeps its structure and loses example values', () => {
    const schema = { type: 'object', properties: { password: { type: 'string', minLength: 8, default: 'hunter2', examples: ['x'] }, q: { type: 'string' } }, required: ['password'] };
    expect(redactData(schema).value).to.deep.equal({
      type: 'object',
      properties: { password: { type: 'string', minLength: 8, default: '[redacted]', examples: '[redacted]' }, q: { type: 'string' } },
      required: ['password'],
    });
  });
  it('never throws: cycles, depth bombs, functions and odd numbers', () => {
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic.self = cyclic;
    expect(redactData(cyclic).value).to.deep.equal({ a: 1, self: '[circular]' });
    let deep: unknown = 'leaf';
    for (let i = 0; i < MAX_REDACT_DEPTH + 10; i++) deep = [deep];
    expect(JSON.stringify(redactData(deep).value)).to.include('nested deeper than');
    expect(redactData({ f: () => 1, n: Number.NaN, b: 10n, list: [undefined] }).value).to.deep.equal({ n: null, b: '10', list: [null] });
  });
  it('is idempotent: redacting redacted data changes nothing', () => {
    const once = redactData({ pw: 'x', [STRIPE]: 'y', note: `url https://a:b@h.test/?token=t ${JWT}`, s: JSON.stringify({ secret: 1 }) }).value;
    const twice = redactData(once);
    expect(twice.value).to.deep.equal(once);
  });
  it('redactText parses JSON text too (for error messages)', () => {
    expect(redactText('{"apiKey":"k"}').text).to.equal('{"apiKey":"[redacted]"}');
    expect(redactText(`boom ${JWT}`).text).to.equal('boom [redacted:jwt]');
  });
});

describe('redaction at the edges of the semantic rung', () => {
  it('hides the value of a control whose name says secret in an outline', () => {
    const outline = 'main\n  textbox "API token" @0a1b2c3d ="abc123"\n  textbox "City" @0a1b2c3e ="Lyon"';
    expect(hideSecretValues(outline)).to.equal('main\n  textbox "API token" @0a1b2c3d ="[redacted]"\n  textbox "City" @0a1b2c3e ="Lyon"');
  });
  it('projectUrl removes parameters by the same rule', () => {
    expect(projectUrl('https://u:p@x.test/a?token=1&q=shoes&sessionId=2#access_token=3')).to.equal('https://x.test/a?q=shoes');
  });
});

describe('secret names in other languages (the table in secret-terms.ts)', () => {
  it('recognises a password, PIN, card code, security code, token or secret in many languages, whatever the case or accents', () => {
    const secret = [
      'Passwort', 'Kennwort', 'Ihr Passwort', 'Benutzerpasswort', 'PASSWORT', 'Geheimzahl', 'Kartenprüfnummer', 'Sicherheitscode',
      'contraseña', 'Contrasena', 'CONTRASEÑA', 'Nueva contraseña', 'Código de seguridad', 'codigo_de_seguridad',
      'mot de passe', 'Mot de passe', 'Confirmer le mot de passe', 'motDePasse', 'Cryptogramme visuel', 'jeton',
      'senha', 'palavra-passe', 'wachtwoord', 'lösenord', 'hasło', 'haslo', 'heslo', 'şifre',
      'пароль', 'Пароль', 'Ваш пароль', 'пин-код', 'код безопасности',
      '密码', '登录密码', '支付密码', '密碼', '验证码', 'パスワード', '暗証番号', '비밀번호', 'كلمة المرور',
    ];
    for (const k of secret) expect(isSecretName(k), k).to.equal(true);
  });
  it('leaves ordinary words of those languages, and names that only mention a term inside a sentence', () => {
    const ordinary = [
      'Benutzername', 'Straße', 'Passagier', 'contraseñas olvidadas y otras preguntas frecuentes del sitio', 'Nombre', 'Ciudad', 'passé',
      'Mot', 'Adresse e-mail', 'Parola chiave', 'Имя', 'Город', '密码强度', '用户名', '名前', '이름', 'Spinne', 'passend',
    ];
    for (const k of ordinary) expect(isSecretName(k), k).to.equal(false);
  });
  it('hides values after a non-English name in text and in records', () => {
    expect(redactShapes('Passwort: hunter2').text).to.equal('Passwort: [redacted]');
    expect(redactShapes('Contraseña = hunter2 ok').text).to.equal('Contraseña = [redacted] ok');
    expect(redactShapes('пароль: hunter2').text).to.equal('пароль: [redacted]');
    expect(redactShapes('密码：hunter2').text).to.equal('密码：[redacted]');
    const r = redactData({ fields: [{ label: 'Mot de passe', value: 'hunter2' }, { label: 'Ville', value: 'Lyon' }], Kennwort: 'x1', 支付密码: '123456' });
    expect(r.value).to.deep.equal({ fields: [{ label: 'Mot de passe', value: '[redacted]' }, { label: 'Ville', value: 'Lyon' }], Kennwort: '[redacted]', 支付密码: '[redacted]' });
  });
});

describe('credential links and short base64', () => {
  it('hides a long hex or random token in a URL path (password reset, magic login)', () => {
    const hex = 'a3f1c2d4e5b6a7980112233445566778';
    expect(redactShapes(`Reset: https://shop.example/account/reset/${hex} now`).text).to.equal('Reset: https://shop.example/account/reset/[redacted] now');
    expect(redactShapes('https://app.example/magic/Zq8vR2mWk9TfXb4NcLp7?next=/home').text).to.equal('https://app.example/magic/[redacted]?next=/home');
    expect(redactShapes('https://x.example/reset-password/123e4567-e89b-12d3-a456-426614174000').text).to.equal('https://x.example/reset-password/[redacted]');
    expect(redactShapes('https://x.example/token/ab12cd34ef').text).to.equal('https://x.example/token/[redacted]');
    expect(redactShapes(`[your link](https://x.example/magic/${hex}).`).text).to.equal('[your link](https://x.example/magic/[redacted]).');
  });
  it('hides short base64 by its padding or its `+`', () => {
    for (const text of ['aHVudGVyMjAyNA==', 'c2VjcmV0MTIzNA==', 'MTIzNDU2Nzg5MA==', 'kT9+vQ2xR8mWp4Lz', 'YWRtaW46czNjcjN0ZQ==']) {
      const r = redactShapes(`key ${text} here`);
      expect(r.count, text).to.be.greaterThan(0);
      expect(r.text, text).to.not.include(text);
    }
  });
});
