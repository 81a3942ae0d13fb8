import { describe, expect, it } from 'vitest';
import { branchSchema } from '@/lib/schemas/branch';
import { webUrl } from '@/lib/schemas/web-url';

describe('image and logo addresses', () => {
  it('take http and https addresses only', () => {
    expect(webUrl().safeParse('https://files.example/b/logo.png').success).toBe(true);
    expect(webUrl().safeParse('http://127.0.0.1:8084/bookit/a.webp').success).toBe(true);
    for (const bad of ['javascript:alert(1)', 'data:image/svg+xml,<svg onload=alert(1)>', 'ftp://x.test/a.png', 'logo.png']) {
      expect(webUrl().safeParse(bad).error?.issues[0]?.message).toBe('validation.invalidUrl');
    }
  });

  it('refuse an overlong address, and a script address in a branch image', () => {
    expect(webUrl().safeParse(`https://x.test/${'a'.repeat(2000)}`).error?.issues[0]?.message).toBe('validation.tooLong');
    const parsed = branchSchema.safeParse({ imageUrl: 'javascript:alert(1)' });
    expect(parsed.error?.issues.find((i) => i.path[0] === 'imageUrl')?.message).toBe('validation.invalidUrl');
  });
});
