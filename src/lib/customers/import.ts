import { customerCreateSchema, type CustomerCreate } from '@/lib/schemas/customer';
import type { ImportField } from '@/lib/import/mapping';
import type { ImportKind, RowParse } from '@/lib/import/check';
import { DEFAULT_PHONE_COUNTRY, toE164, type CountryCode } from '@/lib/phone';

/** What a customer row of a file may hold. */
export const CUSTOMER_IMPORT_FIELDS = [
  {
    key: 'firstName',
    required: true,
    aliases: ['first name', 'firstname', 'given name', 'name', 'full name', 'customer name', 'client name', 'nama', 'nama pertama', 'nama depan', 'nama penuh', 'nama pelanggan', '名', '名字', '姓名', '客户姓名', '客户名称'],
  },
  { key: 'lastName', aliases: ['last name', 'lastname', 'surname', 'family name', 'nama akhir', 'nama keluarga', 'nama belakang', '姓', '姓氏'] },
  { key: 'phone', aliases: ['phone', 'phone number', 'mobile', 'mobile number', 'mobile phone', 'telephone', 'tel', 'contact', 'contact number', 'handphone', 'hp', 'telefon', 'no telefon', 'nombor telefon', 'telefon bimbit', 'no tel', '电话', '手机', '手机号', '手机号码', '电话号码', '联系电话'] },
  { key: 'email', aliases: ['email', 'e-mail', 'email address', 'mail', 'emel', 'alamat emel', 'e-mel', '电子邮件', '电子邮箱', '邮箱', '电邮'] },
  { key: 'birthday', aliases: ['birthday', 'date of birth', 'dob', 'birth date', 'birthdate', 'tarikh lahir', 'hari jadi', '生日', '出生日期'] },
  { key: 'gender', aliases: ['gender', 'sex', 'jantina', '性别'] },
  { key: 'notes', aliases: ['notes', 'note', 'remarks', 'remark', 'comments', 'comment', 'catatan', 'nota', '备注', '注释'] },
] as const satisfies readonly ImportField[];

export type CustomerImportKey = (typeof CUSTOMER_IMPORT_FIELDS)[number]['key'];
export type CustomerImportValue = Omit<CustomerCreate, 'id'>;

const GENDERS: Record<string, CustomerCreate['gender']> = {
  f: 'female', female: 'female', woman: 'female', perempuan: 'female', wanita: 'female', p: 'female', 女: 'female', 女性: 'female',
  m: 'male', male: 'male', man: 'male', lelaki: 'male', l: 'male', 男: 'male', 男性: 'male',
  other: 'other', lain: 'other', 'lain-lain': 'other', 其他: 'other',
};

/** "1990-04-23", "23/04/1990" or "23-04-1990" (day first, as written in Malaysia) → YYYY-MM-DD. */
export function importDay(text: string): string | null {
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  const parts = iso ? [iso[1], iso[2], iso[3]] : dmy ? [dmy[3], dmy[2], dmy[1]] : null;
  if (!parts) return null;
  const [y = '', m = '', d = ''] = parts;
  return `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
}

const createWithoutId = customerCreateSchema.omit({ id: true });

/**
 * The customer import (spec §2.2 `/customers/bulkUpload`): each row checked with the customers'
 * own schema; the phone read with the chosen country (default MY) and kept as E.164; rows are the
 * same customer when they share a phone number or an e-mail address.
 */
export function customerImportKind(country: CountryCode = DEFAULT_PHONE_COUNTRY): ImportKind<CustomerImportKey, CustomerImportValue> {
  return {
    parse: (record): RowParse<CustomerImportValue> => {
      const errors: Record<string, string> = {};
      const phone = record.phone === '' ? '' : toE164(record.phone, country);
      if (phone === null) errors.phone = 'validation.invalidPhone';
      const birthday = record.birthday === '' ? null : importDay(record.birthday);
      if (birthday === null && record.birthday !== '') errors.birthday = 'customers.validation.invalidDate';
      const gender = record.gender === '' ? '' : GENDERS[record.gender.toLowerCase()];
      if (gender === undefined) errors.gender = 'customers.validation.invalidGender';
      const parsed = createWithoutId.safeParse({
        firstName: record.firstName,
        lastName: record.lastName,
        email: record.email,
        phone: phone ?? '',
        notes: record.notes,
        birthday,
        gender: gender ?? '',
      });
      if (!parsed.success) {
        for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? '_form')] ??= issue.message;
      }
      if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
      return { ok: true, value: parsed.data };
    },
    keysOf: (value) => [...(value.phone ? [`phone:${value.phone}`] : []), ...(value.email ? [`email:${value.email}`] : [])],
  };
}

/** The fields of an existing customer that a row would change, given only where the file has them. */
export function importPatch(value: CustomerImportValue): Partial<CustomerImportValue> {
  const patch: Partial<CustomerImportValue> = { firstName: value.firstName };
  if (value.lastName) patch.lastName = value.lastName;
  if (value.email) patch.email = value.email;
  if (value.phone) patch.phone = value.phone;
  if (value.notes) patch.notes = value.notes;
  if (value.birthday) patch.birthday = value.birthday;
  if (value.gender) patch.gender = value.gender;
  return patch;
}
