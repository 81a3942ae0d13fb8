import { useState } from 'react';
import { AddressForm, EMPTY_ADDRESS, type Address } from '@/ui/AddressForm';
import { Checkbox } from '@/ui/Checkbox';
import { ColorPicker } from '@/ui/ColorPicker';
import { NumberField } from '@/ui/NumberField';
import { OneTimeCodeInput } from '@/ui/OneTimeCodeInput';
import { PasswordField } from '@/ui/PasswordField';
import { PhoneInput } from '@/ui/PhoneInput';
import { ReadModeInput } from '@/ui/ReadModeInput';
import { SearchBox } from '@/ui/SearchBox';
import { Select } from '@/ui/Select';
import { Switch } from '@/ui/Switch';
import { TextField } from '@/ui/TextField';
import { GallerySection, Specimen, SpecimenGrid } from '../GallerySection';

export function FieldsSection() {
  const [email, setEmail] = useState('');
  const [search, setSearch] = useState('');
  const [phone, setPhone] = useState<string | null>('+60123456789');
  const [address, setAddress] = useState<Address>({ ...EMPTY_ADDRESS, address1: '12 Jalan Ampang', city: 'Kuala Lumpur' });
  const [color, setColor] = useState('#3B5BDB');
  const [name, setName] = useState('Hair & Co. Bangsar');
  const [code, setCode] = useState('');
  return (
    <GallerySection id="fields" title="Fields">
      <SpecimenGrid>
        <Specimen name="TextField">
          <TextField label="Email" type="email" value={email} onChange={setEmail} placeholder="name@example.com" />
          <TextField label="Nickname" isOptional description="Shown on receipts" />
          <TextField label="First name" errorMessage="Enter a first name" defaultValue="" />
          <TextField label="Disabled" isDisabled defaultValue="Read only value" />
        </Specimen>
        <Specimen name="PasswordField">
          <PasswordField label="Password" defaultValue="Secret!234" />
          <PasswordField label="Password (visible)" defaultValue="Secret!234" defaultVisible />
          <PasswordField label="New password" autoComplete="new-password" errorMessage="At least 8 characters" />
        </Specimen>
        <Specimen name="SearchBox (lowercases, 300 ms debounce)">
          <SearchBox onSearch={setSearch} />
          <SearchBox onSearch={() => undefined} defaultValue="Haircut" label="Search services" />
          <span>Debounced: “{search}”</span>
        </Specimen>
        <Specimen name="NumberField">
          <NumberField label="Quantity" defaultValue={2} minValue={0} />
          <NumberField label="Custom duration (whole number ≥ 1)" defaultValue={30} minValue={1} integer />
          <NumberField label="Discount" defaultValue={0.15} formatOptions={{ style: 'percent' }} step={0.05} showStepper={false} />
        </Specimen>
        <Specimen name="Select, Checkbox, Switch">
          <Select
            label="Branch"
            defaultValue="kl"
            options={[
              { value: 'kl', label: 'Kuala Lumpur' },
              { value: 'pj', label: 'Petaling Jaya' },
              { value: 'sg', label: 'Singapore' },
            ]}
          />
          <Select label="Level" placeholder="Choose a level" errorMessage="Choose a level" options={[{ value: 'view', label: 'View' }]} />
          <Checkbox defaultSelected>Send reminders</Checkbox>
          <Checkbox isIndeterminate>Some selected</Checkbox>
          <Switch defaultSelected>Online booking</Switch>
          <Switch isDisabled>Disabled switch</Switch>
        </Specimen>
        <Specimen name="ReadModeInput (click to edit)">
          <ReadModeInput label="Business name" value={name} onCommit={setName} />
          <ReadModeInput label="Tagline" value="" placeholder="Add a tagline" onCommit={() => undefined} />
        </Specimen>
        <Specimen name="OneTimeCodeInput (type or paste 6 digits)">
          <OneTimeCodeInput label="Verification code" onChange={setCode} />
          <span>Code: “{code}”</span>
          <OneTimeCodeInput label="PIN with error" errorMessage="Invalid code" />
        </Specimen>
        <Specimen name="PhoneInput (E.164 out)">
          <PhoneInput label="Phone number" value={phone} onChange={(v) => setPhone(v)} />
          <span>Value: {phone ?? 'null'}</span>
          <PhoneInput label="Phone (optional)" value={null} onChange={() => undefined} isOptional defaultCountry="SG" />
        </Specimen>
        <Specimen name="ColorPicker">
          <ColorPicker label="Staff colour" value={color} onChange={setColor} />
        </Specimen>
        <Specimen name="AddressForm (all required; messages from the caller)" wide>
          <AddressForm value={address} onChange={setAddress} errors={{ postalCode: address.postalCode ? null : 'Enter a postcode' }} />
        </Specimen>
      </SpecimenGrid>
    </GallerySection>
  );
}
