import { expect } from '@esm-bundle/chai';
import { CHECKED_FORMATS, checkFormat, isCheckedFormat } from './schema-format.ts';

// The official suite in the pinned package covers these formats only as drafts 3 and 4 knew them
// (test/node/schema-suite.test.ts); these are the RFC edge cases the later drafts test.
const CASES: Record<string, [string, 'valid' | 'invalid' | 'unknown'][]> = {
  date: [
    ['1963-06-19', 'valid'],
    ['2020-02-29', 'valid'],
    ['2021-02-29', 'invalid'],
    ['1900-02-29', 'invalid'],
    ['2000-02-29', 'valid'],
    ['2020-04-31', 'invalid'],
    ['2020-13-01', 'invalid'],
    ['2020-00-10', 'invalid'],
    ['1998-1-20', 'invalid'],
    ['1963-06-1৪', 'invalid'], // a non-ASCII digit
    ['2013-350', 'invalid'],
    ['06/19/1963', 'invalid'],
  ],
  time: [
    ['08:30:06Z', 'valid'],
    ['08:30:06.283185z', 'valid'],
    ['08:30:06+01:00', 'valid'],
    ['08:30:06', 'invalid'], // the offset is required
    ['23:59:60Z', 'valid'],
    ['15:59:60-08:00', 'valid'], // 23:59:60 UTC
    ['23:58:60Z', 'invalid'],
    ['22:59:60Z', 'invalid'],
    ['24:00:00Z', 'invalid'],
    ['08:30:06+24:00', 'invalid'],
    ['08:30:06.Z', 'invalid'],
    ['8:3:6Z', 'invalid'],
  ],
  'date-time': [
    ['1963-06-19T08:30:06.283185Z', 'valid'],
    ['1963-06-19t08:30:06z', 'valid'],
    ['1998-12-31T23:59:60Z', 'valid'],
    ['1998-12-31T15:59:60.123-08:00', 'valid'],
    ['1998-12-31T23:58:60Z', 'invalid'],
    ['1990-02-31T15:59:59.123-08:00', 'invalid'],
    ['1963-06-19 08:30:06Z', 'invalid'],
    ['2013-350T01:01:01', 'invalid'],
    ['06/19/1963 08:30:06 PST', 'invalid'],
  ],
  ipv4: [
    ['192.168.0.1', 'valid'],
    ['0.0.0.0', 'valid'],
    ['087.10.0.1', 'invalid'], // leading zero: octal elsewhere
    ['127.0.0.0.1', 'invalid'],
    ['256.256.256.256', 'invalid'],
    ['127.0', 'invalid'],
    ['0x7f000001', 'invalid'],
    ['1.2.3.٤', 'invalid'],
  ],
  ipv6: [
    ['::1', 'valid'],
    ['::', 'valid'],
    ['1:2:3:4:5:6:7:8', 'valid'],
    ['::ffff:192.168.0.1', 'valid'],
    ['1::d6:192.168.0.1', 'valid'],
    ['12345::', 'invalid'],
    ['1:1:1:1:1:1:1:1:1:1:1:1:1:1:1:1', 'invalid'],
    ['::laptop', 'invalid'],
    ['1::2::3', 'invalid'],
    [':1:2:3:4:5:6:7', 'invalid'],
    ['1:2:3:4:5:6:7:', 'invalid'],
    ['1.2.3.4::', 'invalid'],
    ['::1.2.3', 'invalid'],
    ['fe80::1%eth0', 'invalid'], // zone ids are not part of the format
    [' ::1', 'invalid'],
  ],
  hostname: [
    ['www.example.com', 'valid'],
    ['localhost', 'valid'],
    ['A-B.example', 'valid'],
    ['-a-host-name-that-starts-with--', 'invalid'],
    ['not_a_valid_host_name', 'invalid'],
    ['a'.repeat(64) + '.com', 'invalid'],
    [`${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(61)}`, 'valid'],
    [`${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(62)}`, 'invalid'], // 254 characters
    ['example.', 'invalid'],
    ['.', 'invalid'],
    ['', 'invalid'],
    ['xn--4gbwdl.xn--wgbh1c', 'unknown'], // punycode: valid only if it decodes, which is not checked
    ['ab--cd.example', 'unknown'],
  ],
  email: [
    ['joe.bloggs@example.com', 'valid'],
    ['te~st@example.com', 'valid'],
    ['~test@example.com', 'valid'],
    ['"joe bloggs"@example.com', 'valid'],
    ['"joe..bloggs"@example.com', 'valid'],
    ['"a@b"@example.com', 'valid'],
    ['joe.bloggs@[127.0.0.1]', 'valid'],
    ['joe.bloggs@[IPv6:::1]', 'valid'],
    ['2962', 'invalid'],
    ['.test@example.com', 'invalid'],
    ['test.@example.com', 'invalid'],
    ['te..st@example.com', 'invalid'],
    ['joe.bloggs@invalid=domain.com', 'invalid'],
    ['joe.bloggs@[127.0.0.300]', 'invalid'],
    ['@example.com', 'invalid'],
    ['a@b@example.com', 'invalid'],
    ['"unterminated@example.com', 'invalid'],
    ['"a\\"@example.com', 'invalid'],
  ],
  uuid: [
    ['2eb8aa08-aa98-11ea-b4aa-73b441d16380', 'valid'],
    ['2EB8AA08-AA98-11EA-B4AA-73B441D16380', 'valid'],
    ['98d80576-482e-427f-8434-7f86890ab222', 'valid'],
    ['2eb8aa08-aa98-11ea-b4aa-73b441d1638', 'invalid'],
    ['2eb8aa08-aa98-11ea-73b441d16380', 'invalid'],
    ['2eb8aa08-aa98-11ea-b4ga-73b441d16380', 'invalid'],
    ['2eb8aa08aa9811eab4aa73b441d16380', 'invalid'],
  ],
};

describe('schema formats', () => {
  for (const [format, cases] of Object.entries(CASES)) {
    it(`${format}: RFC edge cases`, () => {
      for (const [value, verdict] of cases) expect(checkFormat(format, value), JSON.stringify(value)).to.equal(verdict);
    });
  }
  it('knows exactly the formats it tests', () => {
    expect([...CHECKED_FORMATS].sort()).to.deep.equal(Object.keys(CASES).sort());
    expect(isCheckedFormat('uri')).to.equal(false);
    expect(isCheckedFormat('constructor')).to.equal(false);
    expect(isCheckedFormat('__proto__')).to.equal(false);
  });
});
