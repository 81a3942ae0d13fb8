/**
 * Script-injection payloads for the "typed text is inert" tests (issue 14 §4): the sanitiser's
 * unit tests and tests/e2e/xss.spec.ts. Every payload that runs calls `__xss(kind)`, which the
 * tests define, so a run is caught whichever way it happens (element handler, script, URL).
 */
export const XSS_PAYLOADS = {
  img: `<img src=x onerror=__xss('img')>`,
  script: `<script>__xss('script')</script>`,
  svg: `"><svg onload=__xss('svg')>`,
  attr: `' autofocus onfocus=__xss('attr') x='`,
  iframe: `<iframe srcdoc="<script>parent.__xss('frame')</script>">`,
  jsUrl: `javascript:__xss('url')`,
  link: `<a href="javascript:__xss('link')">x</a>`,
  template: '${__xss(`tpl`)}',
  angular: `{{constructor.constructor('__xss(1)')()}}`,
  i18n: '{{lng}} $t(nav.dashboard) {{- name}}',
  bidi: '\u202Eexe.gnp\u202C',
} as const;
export type XssKind = keyof typeof XSS_PAYLOADS;

export const XSS_KINDS = Object.keys(XSS_PAYLOADS) as XssKind[];

/** `tag` followed by the payloads of `kinds`, within `max` characters (a field's limit). */
export function xssText(tag: string, kinds: readonly XssKind[], max: number): string {
  let text = tag;
  for (const kind of kinds) {
    const next = `${text} ${XSS_PAYLOADS[kind]}`;
    if (next.length > max) break;
    text = next;
  }
  return text;
}

/** A long text: every payload, repeated up to `max` characters (at a space). */
export function longXssText(tag: string, max: number): string {
  const all = XSS_KINDS.map((k) => XSS_PAYLOADS[k]).join(' ');
  let text = tag;
  while (`${text} ${all}`.length <= max) text = `${text} ${all}`;
  return text;
}
