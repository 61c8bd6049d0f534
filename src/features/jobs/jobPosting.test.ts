import { safeHttpUrl } from './jobPosting';

describe('employer links', () => {
  test('safeHttpUrl accepts only http(s)', () => {
    expect(safeHttpUrl('https://a.example/x')).toBe('https://a.example/x');
    expect(safeHttpUrl('http://a.example')).toBe('http://a.example/');
    expect(safeHttpUrl('javascript:alert(1)')).toBeNull();
    expect(safeHttpUrl('data:text/html,hi')).toBeNull();
    expect(safeHttpUrl('not a url')).toBeNull();
    expect(safeHttpUrl(null)).toBeNull();
  });

  test('safeHttpUrl keeps a path on this site and refuses one that leaves it (issue 29)', () => {
    expect(safeHttpUrl('/demo-careers/apex-software/jobs/vj-in-100001')).toBe('/demo-careers/apex-software/jobs/vj-in-100001');
    expect(safeHttpUrl('//evil.example/x')).toBeNull();
    expect(safeHttpUrl('/\\evil.example/x')).toBeNull();
    expect(safeHttpUrl('/\tevil')).toBe('/evil');
  });
});
