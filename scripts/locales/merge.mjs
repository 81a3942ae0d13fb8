// Merges a fragment of keys into public/locales/<lng>/<ns>.json without touching other keys.
// Usage: node scripts/locales/merge.mjs <fragment.json>   (fragment: { "en": {...}, "zh-CN": {...}, "ms-MY": {...} })
import { readFileSync, writeFileSync } from 'node:fs';

const [fragmentPath, ns = 'app'] = process.argv.slice(2);
const fragment = JSON.parse(readFileSync(fragmentPath, 'utf8'));
const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
const deepMerge = (target, source) => {
  for (const [k, v] of Object.entries(source)) target[k] = isObject(v) && isObject(target[k]) ? deepMerge(target[k], v) : v;
  return target;
};
for (const [lng, keys] of Object.entries(fragment)) {
  const file = `public/locales/${lng}/${ns}.json`;
  const current = JSON.parse(readFileSync(file, 'utf8'));
  writeFileSync(file, `${JSON.stringify(deepMerge(current, keys), null, 2)}\n`);
}
