import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button as AriaButton,
  Input,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
  TextField as AriaTextField,
} from 'react-aria-components';
import { DEFAULT_PHONE_COUNTRY, phoneCountries, splitE164, toE164, type CountryCode } from '@/lib/phone';
import { FieldDescription, FieldErrorText, FieldLabel } from './FieldParts';
import { Icon } from './Icon';
import './Popover.css';
import './PhoneInput.css';

export interface PhoneInputProps {
  label: ReactNode;
  /** E.164 value ('+60123456789') or null. */
  value: string | null;
  /** Called with the E.164 number, or null when the input cannot be parsed, and the country. */
  onChange: (value: string | null, country: CountryCode) => void;
  defaultCountry?: CountryCode;
  description?: ReactNode;
  errorMessage?: string | null | undefined;
  isOptional?: boolean;
  isRequired?: boolean;
  isDisabled?: boolean;
  name?: string;
}

/** Phone input with a country selector (Malaysia and Singapore first); emits E.164 or null. */
export function PhoneInput({ label, value, onChange, defaultCountry = DEFAULT_PHONE_COUNTRY, description, errorMessage, isOptional, isRequired = false, isDisabled = false, name }: PhoneInputProps) {
  const { t, i18n } = useTranslation('app');
  const initial = splitE164(value);
  const [country, setCountry] = useState<CountryCode>(initial?.country ?? defaultCountry);
  const [national, setNational] = useState(initial?.national ?? '');
  const countries = useMemo(() => phoneCountries(i18n.language || 'en'), [i18n.language]);

  const emit = (text: string, c: CountryCode) => onChange(toE164(text, c), c);

  return (
    <div className="ui-field ui-phone" data-invalid={errorMessage ? true : undefined}>
      <AriaTextField
        className="ui-field"
        value={national}
        onChange={(v) => {
          setNational(v);
          emit(v, country);
        }}
        type="tel"
        autoComplete="tel-national"
        isInvalid={Boolean(errorMessage)}
        isRequired={isRequired}
        isDisabled={isDisabled}
        validationBehavior="aria"
        {...(name ? { name } : {})}
      >
        <FieldLabel isOptional={isOptional}>{label}</FieldLabel>
        <div className="ui-phone__row">
          <AriaSelect
            aria-label={t('ui.phone.country')}
            className="ui-phone__country"
            value={country}
            isDisabled={isDisabled}
            onChange={(key) => {
              if (key === null) return;
              const c = String(key) as CountryCode;
              setCountry(c);
              emit(national, c);
            }}
          >
            <AriaButton className="ui-phone__country-button">
              <SelectValue>
                {() => {
                  const c = countries.find((x) => x.code === country);
                  return (
                    <span className="ui-phone__country-value">
                      <span className="ui-phone__iso">{country}</span> +{c?.callingCode}
                    </span>
                  );
                }}
              </SelectValue>
              <Icon name="chevronDown" size={16} />
            </AriaButton>
            <Popover className="ui-popover ui-phone__popover">
              <ListBox className="ui-popover__list" items={countries}>
                {(c) => (
                  <ListBoxItem id={c.code} textValue={c.name} className="ui-popover__item ui-listbox__item">
                    <span>
                      <span className="ui-phone__iso" aria-hidden="true">{c.code}</span> {c.name}
                    </span>
                    <span className="ui-phone__code">+{c.callingCode}</span>
                  </ListBoxItem>
                )}
              </ListBox>
            </Popover>
          </AriaSelect>
          <Input className="ui-input" inputMode="tel" />
        </div>
        <FieldDescription>{description}</FieldDescription>
        <FieldErrorText>{errorMessage}</FieldErrorText>
      </AriaTextField>
    </div>
  );
}
