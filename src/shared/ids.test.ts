import { ID_SPELLING, MAX_SERIAL_ID, parseId, parseJobId } from './ids';

describe('parseId: every serial id of a URL or a form', () => {
  test('is the job-id rule', () => {
    for (const raw of ['1', '007', '1000000000', String(MAX_SERIAL_ID), String(MAX_SERIAL_ID + 1), '0', 'abc', '']) {
      expect([raw, parseId(raw)]).toEqual([raw, parseJobId(raw)]);
    }
    expect(ID_SPELLING.source).toBe('^\\d{1,10}$');
  });
});

describe('parseJobId: the job-id rule the app and the API share', () => {
  test('a positive integer that fits the serial column', () => {
    expect(parseJobId('1')).toBe(1);
    expect(parseJobId('42')).toBe(42);
    expect(parseJobId('007')).toBe(7);
    // Ten digits are valid ids (the API used to refuse them with a nine-digit rule)…
    expect(parseJobId('1000000000')).toBe(1_000_000_000);
    expect(parseJobId(String(MAX_SERIAL_ID))).toBe(MAX_SERIAL_ID);
  });

  test('anything that can name no job is null', () => {
    // …but not beyond integer's range (the app used to accept any ten digits).
    for (const raw of [String(MAX_SERIAL_ID + 1), '9999999999', '12345678901', '0', '-1', '1.5', '1e3', ' 1', 'abc', '', undefined, null]) {
      expect(parseJobId(raw)).toBeNull();
    }
  });
});
