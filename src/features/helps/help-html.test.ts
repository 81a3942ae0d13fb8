import { describe, expect, it } from 'vitest';
import { formatHelpDuration } from './cards/help-card-keys';
import { sanitizeHelpHtml } from '@/lib/sanitize-html';
import { internalHelpLink } from './help-html';

describe('help bodies are sanitised on display', () => {
  it('keeps structure and drops scripts, handlers, styles and unsafe links', () => {
    const html = sanitizeHelpHtml(
      '<h3 style="color:red">Open</h3><ol><li onclick="x()">One</li></ol><script>alert(1)</script><img src=x onerror="alert(1)"><a href="javascript:alert(1)">bad</a><a href="/settings/device">device</a>',
    );
    expect(html).toBe('<h3>Open</h3><ol><li>One</li></ol><a>bad</a><a href="/settings/device">device</a>');
  });

  it('opens outside links in a new tab and treats only same-site paths as internal', () => {
    expect(sanitizeHelpHtml('<a href="https://example.com/x">x</a>')).toBe('<a href="https://example.com/x" target="_blank" rel="noopener noreferrer">x</a>');
    expect(sanitizeHelpHtml('<a href="//evil.example/x">x</a>')).toBe('<a>x</a>');
    expect(internalHelpLink('/checkout/shift')).toBe('/checkout/shift');
    expect(internalHelpLink('//evil.example')).toBeNull();
    expect(internalHelpLink('https://example.com')).toBeNull();
  });
});

describe('tutorial durations (spec §9 placeholder)', () => {
  it('shows m:ss, or 00:00 when unknown', () => {
    expect(formatHelpDuration(150)).toBe('2:30');
    expect(formatHelpDuration(59)).toBe('0:59');
    expect(formatHelpDuration(null)).toBe('00:00');
  });
});
