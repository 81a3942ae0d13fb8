import { describe, expect, it } from 'vitest';
import { RICH_TEXT_TAGS, sanitizeHelpHtml, sanitizeHtml } from '@/lib/sanitize-html';
import { XSS_KINDS, XSS_PAYLOADS, longXssText } from '../../xss-payloads';

/** Classic filter bypasses on top of the shared payloads: mutation XSS, encoded and odd schemes. */
const BYPASSES = [
  `<noscript><p title="</noscript><img src=x onerror=__xss('noscript')>">`,
  `<math><mtext><table><mglyph><style><img src=x onerror=__xss('math')>`,
  `<svg><style><img src=x onerror=__xss('svgstyle')></style></svg>`,
  `<form><math><mtext></form><form><mglyph><style></math><img src onerror=__xss('form')>`,
  `<a href="jav&#x09;ascript:__xss('tab')">t</a>`,
  `<a href=" javascript:__xss('space')">s</a>`,
  `<a href="JaVaScRiPt:__xss('case')">c</a>`,
  `<a href="data:text/html,<script>__xss('data')</script>">d</a>`,
  `<a href="vbscript:__xss('vb')">v</a>`,
  `<a href="//evil.example/x">far</a>`,
  `<a href="https://ok.example" target="_self" onclick="__xss('click')">ok</a>`,
  `<p style="background:url(javascript:__xss('css'))">styled</p>`,
  `<object data="javascript:__xss('object')"></object><embed src="javascript:__xss('embed')">`,
  `<details open ontoggle=__xss('toggle')>`,
  `<base href="javascript:/">`,
  `<meta http-equiv="refresh" content="0;url=javascript:__xss('meta')">`,
  `<input autofocus onfocus=__xss('focus')>`,
  `<template><img src=x onerror=__xss('template')></template>`,
];

const SAFE_HREF = /^(?:https?:|mailto:|\/(?!\/))/i;

/** What is wrong with sanitised markup, if anything: tags outside the profile, handlers, unsafe links. */
function problems(html: string, allowed: readonly string[]): string[] {
  const box = document.createElement('div');
  box.innerHTML = html;
  const found: string[] = [];
  for (const el of box.querySelectorAll('*')) {
    const tag = el.tagName.toLowerCase();
    if (!allowed.includes(tag)) found.push(`tag ${tag}`);
    for (const attr of el.getAttributeNames()) {
      if (!['href', 'target', 'rel'].includes(attr)) found.push(`attribute ${attr} on ${tag}`);
    }
    const href = el.getAttribute('href');
    if (href !== null && !SAFE_HREF.test(href)) found.push(`href ${href}`);
    if (el.getAttribute('target') === '_blank' && el.getAttribute('rel') !== 'noopener noreferrer') found.push('target without rel');
  }
  return found;
}

const HELP_TAGS = [...RICH_TEXT_TAGS, 'h2', 'h3', 'h4', 'code', 'kbd', 'blockquote', 'hr', 'table', 'thead', 'tbody', 'tr', 'th', 'td'];
const PROFILES = [
  { name: 'rich text', sanitize: sanitizeHtml, tags: RICH_TEXT_TAGS },
  { name: 'help body', sanitize: sanitizeHelpHtml, tags: HELP_TAGS },
] as const;

describe.each(PROFILES)('sanitised $name HTML is inert', ({ sanitize, tags }) => {
  const inputs = [...XSS_KINDS.map((k) => XSS_PAYLOADS[k]), ...BYPASSES, longXssText('long', 5000)];

  it.each(inputs.map((p) => [p.slice(0, 70), p]))('%s', (_title, payload) => {
    for (const html of [payload, `<p>before ${payload} after</p>`, `<ul><li>${payload}</li></ul>`]) {
      const clean = sanitize(html);
      expect(problems(clean, tags)).toEqual([]);
      // Stable: sanitising the result again changes nothing (no markup that mutates when re-parsed).
      expect(sanitize(clean)).toBe(clean);
    }
  });

  it('keeps typed text literally (only markup goes)', () => {
    expect(sanitize(`<p>${XSS_PAYLOADS.template} ${XSS_PAYLOADS.angular} ${XSS_PAYLOADS.i18n} ${XSS_PAYLOADS.bidi}</p>`)).toBe(
      `<p>${XSS_PAYLOADS.template} ${XSS_PAYLOADS.angular} ${XSS_PAYLOADS.i18n} ${XSS_PAYLOADS.bidi}</p>`,
    );
    expect(sanitize(XSS_PAYLOADS.jsUrl)).toBe(XSS_PAYLOADS.jsUrl); // text, not a link
    expect(sanitize('<b>bold</b> &lt;script&gt;')).toBe('<b>bold</b> &lt;script&gt;');
  });

  it('keeps safe links, drops unsafe ones and opens outside ones in a new tab', () => {
    expect(sanitize('<a href="https://example.com/x" target="_self">x</a>')).toBe('<a href="https://example.com/x" target="_blank" rel="noopener noreferrer">x</a>');
    expect(sanitize('<a href="mailto:desk@example.com">m</a>')).toBe('<a href="mailto:desk@example.com">m</a>');
    expect(sanitize('<a href="/settings/device">d</a>')).toBe('<a href="/settings/device">d</a>');
    expect(sanitize(XSS_PAYLOADS.link)).toBe('<a>x</a>');
    expect(sanitize('<a href="//evil.example/x">far</a>')).toBe('<a>far</a>');
  });
});
