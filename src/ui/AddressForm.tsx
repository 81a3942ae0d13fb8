import { useTranslation } from 'react-i18next';
import { TextField } from './TextField';
import './AddressForm.css';

/** Address (spec §3). */
export interface Address {
  address1: string;
  address2: string;
  city: string;
  postalCode: string;
  province: string;
  country: string;
}

export type AddressField = keyof Address;

export const ADDRESS_FIELDS: readonly AddressField[] = ['address1', 'address2', 'city', 'postalCode', 'province', 'country'];

export const EMPTY_ADDRESS: Address = { address1: '', address2: '', city: '', postalCode: '', province: '', country: '' };

/** Every address field is required (spec §5); gives the fields left empty. */
export function missingAddressFields(address: Address): AddressField[] {
  return ADDRESS_FIELDS.filter((f) => address[f].trim() === '');
}

export interface AddressFormProps {
  value: Address;
  onChange: (value: Address) => void;
  /** Messages per field, written by the caller (spec §5). */
  errors?: Partial<Record<AddressField, string | null | undefined>>;
  isDisabled?: boolean;
}

const AUTOCOMPLETE: Record<AddressField, string> = {
  address1: 'address-line1',
  address2: 'address-line2',
  city: 'address-level2',
  postalCode: 'postal-code',
  province: 'address-level1',
  country: 'country-name',
};

/** Address, unit or suite, city, postcode, state, country — all required. */
export function AddressForm({ value, onChange, errors = {}, isDisabled = false }: AddressFormProps) {
  const { t } = useTranslation('app');
  return (
    <div className="ui-address">
      {ADDRESS_FIELDS.map((field) => (
        <TextField
          key={field}
          className={`ui-address__${field}`}
          label={t(`ui.address.${field}`)}
          value={value[field]}
          onChange={(v) => onChange({ ...value, [field]: v })}
          errorMessage={errors[field]}
          autoComplete={AUTOCOMPLETE[field]}
          isRequired
          isDisabled={isDisabled}
          name={field}
        />
      ))}
    </div>
  );
}
