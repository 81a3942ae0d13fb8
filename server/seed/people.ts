import type { Prng } from '@server/seed/prng';

/** Malaysian given names and surnames by community, for believable demo customers. */
const MALAY_GIVEN = ['Nur Aisyah', 'Siti Aminah', 'Farah', 'Nurul Izzah', 'Aina', 'Hafiz', 'Amir', 'Syafiq', 'Aiman', 'Zulaikha', 'Hidayah', 'Irfan', 'Nabila', 'Haziq', 'Alya', 'Danish', 'Sofea', 'Iman', 'Rizal', 'Azlina'];
const MALAY_FATHER = ['Ahmad', 'Ismail', 'Abdullah', 'Rahman', 'Hassan', 'Ibrahim', 'Yusof', 'Aziz', 'Hamid', 'Osman', 'Razak', 'Kamal'];
const CHINESE_GIVEN = ['Mei Ling', 'Wei Jie', 'Xin Yi', 'Jia Hui', 'Kah Wai', 'Siew Mei', 'Chee Keong', 'Hui Min', 'Jun Hao', 'Li Ting', 'Zhi Wei', 'Pei Shan', 'Yong Sheng', 'Shu Fen'];
const CHINESE_ENGLISH = ['Jason', 'Michelle', 'Kelvin', 'Vivian', 'Alvin', 'Jasmine', 'Eric', 'Grace', 'Daniel', 'Joanne'];
const CHINESE_SURNAME = ['Tan', 'Lim', 'Lee', 'Wong', 'Ng', 'Chong', 'Teo', 'Goh', 'Ong', 'Chan', 'Yap', 'Loh', 'Chin', 'Khoo'];
const INDIAN_GIVEN = ['Priya', 'Kavitha', 'Arun', 'Deepa', 'Suresh', 'Anitha', 'Ganesh', 'Lakshmi', 'Ravi', 'Shalini', 'Vikram', 'Meena'];
const INDIAN_FATHER = ['Subramaniam', 'Krishnan', 'Muthu', 'Raj', 'Pillai', 'Nair', 'Kumar', 'Ramasamy', 'Selvam', 'Gopal'];
const EMAIL_DOMAINS = ['example.com', 'example.net', 'example.org', 'mail.example.my'];
const NOTES = ['Prefers Saturday mornings.', 'Sensitive scalp: use mild products.', 'Allergic to latex gloves.', 'Likes a quiet session.', 'Regular: always asks for Mei Ling.', 'Prefers to pay by DuitNow QR.'];

export interface Person {
  firstName: string;
  lastName: string;
}

export function person(r: Prng): Person {
  const community = r.next();
  if (community < 0.45) {
    const given = r.pick(MALAY_GIVEN);
    const female = /^(Nur|Siti|Farah|Aina|Zulaikha|Hidayah|Nabila|Alya|Sofea|Iman|Azlina)/.test(given);
    return { firstName: given, lastName: `${female ? 'binti' : 'bin'} ${r.pick(MALAY_FATHER)}` };
  }
  if (community < 0.8) {
    const given = r.chance(0.4) ? r.pick(CHINESE_ENGLISH) : r.pick(CHINESE_GIVEN);
    return { firstName: given, lastName: r.pick(CHINESE_SURNAME) };
  }
  return { firstName: r.pick(INDIAN_GIVEN), lastName: `a/p ${r.pick(INDIAN_FATHER)}` };
}

/** A Malaysian mobile number in E.164: +60 1X then 7 digits (011 numbers have 8). */
export function mobile(r: Prng): string {
  const prefix = r.pick(['12', '13', '14', '16', '17', '18', '19', '11']);
  const digits = prefix === '11' ? 8 : 7;
  let rest = '';
  for (let i = 0; i < digits; i++) rest += String(r.int(0, 9));
  return `+60${prefix}${rest}`;
}

export function emailFor(r: Prng, p: Person, n: number): string {
  const local = `${p.firstName}.${p.lastName.replace(/^(bin|binti|a\/p)\s+/, '')}`
    .toLowerCase()
    .replace(/[^a-z.]+/g, '');
  return `${local}${n}@${r.pick(EMAIL_DOMAINS)}`;
}

export function note(r: Prng): string {
  return r.chance(0.15) ? r.pick(NOTES) : '';
}
