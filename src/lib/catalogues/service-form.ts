import type { ServiceRow } from '@/lib/api-types';
import { serviceCreateSchema, type ServiceCreateInput } from '@/lib/schemas/service';
import { emptyNumberErrors, fromSen, PLACEHOLDER_ID, toSen } from '@/lib/catalogues/item-form';
import { fieldErrorsOf } from '@/lib/validation/field-errors';

/** The service form's values as the screen edits them (money in ringgit, image as text). */
export interface ServiceForm {
  name: string;
  category: string;
  description: string;
  durationMinutes: number;
  processingMinutes: number;
  bufferMinutes: number;
  price: number;
  levelPrices: { level: string; price: number }[];
  sst: boolean;
  color: string;
  memberIds: string[];
  branchIds: string[];
  onlineBookable: boolean;
  imageUrl: string;
}

export const NEW_SERVICE: ServiceForm = {
  name: '',
  category: '',
  description: '',
  durationMinutes: 60,
  processingMinutes: 0,
  bufferMinutes: 0,
  price: 0,
  levelPrices: [],
  sst: true,
  color: '#3B5BDB',
  memberIds: [],
  branchIds: [],
  onlineBookable: true,
  imageUrl: '',
};

export function serviceFormOf(row: ServiceRow): ServiceForm {
  return {
    name: row.name,
    category: row.category,
    description: row.description,
    durationMinutes: row.durationMinutes,
    processingMinutes: row.processingMinutes,
    bufferMinutes: row.bufferMinutes,
    price: fromSen(row.price),
    levelPrices: row.levelPrices.map((l) => ({ level: l.level, price: fromSen(l.price) })),
    sst: row.sst,
    color: row.color,
    memberIds: [...row.memberIds],
    branchIds: [...row.branchIds],
    onlineBookable: row.onlineBookable,
    imageUrl: row.imageUrl ?? '',
  };
}

export type ServiceInput = Omit<ServiceCreateInput, 'id' | 'active'>;

/** The mutation's input, or the fields left empty (number fields read NaN when cleared). */
export function serviceInputOf(form: ServiceForm): { input: ServiceInput } | { errors: Record<string, string> } {
  const errors = emptyNumberErrors({
    durationMinutes: form.durationMinutes,
    processingMinutes: form.processingMinutes,
    bufferMinutes: form.bufferMinutes,
    price: form.price,
    ...Object.fromEntries(form.levelPrices.map((l, i) => [`levelPrices.${i}.price`, l.price])),
  });
  if (Object.keys(errors).length > 0) return { errors };
  return {
    input: {
      ...form,
      price: toSen(form.price),
      levelPrices: form.levelPrices.map((l) => ({ level: l.level, price: toSen(l.price) })),
      imageUrl: form.imageUrl.trim() === '' ? null : form.imageUrl.trim(),
    },
  };
}

/** Every field's error as the form stands (shown after the first submit, re-run on each edit). */
export function serviceFormErrors(form: ServiceForm): Record<string, string> {
  const built = serviceInputOf(form);
  if ('errors' in built) return built.errors;
  const parsed = serviceCreateSchema.safeParse({ ...built.input, id: PLACEHOLDER_ID });
  return parsed.success ? {} : fieldErrorsOf(parsed.error.issues);
}
