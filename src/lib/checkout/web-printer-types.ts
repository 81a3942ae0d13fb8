/**
 * The parts of Web Bluetooth and WebUSB the printer transport uses. TypeScript's DOM library
 * has neither API, so these describe just what we call (Chrome's shapes).
 */
export interface BtCharacteristic {
  uuid: string;
  properties: { write: boolean; writeWithoutResponse: boolean };
  writeValueWithoutResponse?: (data: Uint8Array) => Promise<void>;
  writeValueWithResponse?: (data: Uint8Array) => Promise<void>;
  writeValue?: (data: Uint8Array) => Promise<void>;
}
export interface BtService {
  uuid: string;
  getCharacteristics(): Promise<BtCharacteristic[]>;
}
export interface BtServer {
  connected: boolean;
  connect(): Promise<BtServer>;
  disconnect(): void;
  getPrimaryServices(): Promise<BtService[]>;
}
export interface BtDevice {
  id: string;
  name?: string;
  gatt?: BtServer;
}
export interface WebBluetooth {
  requestDevice(options: { filters?: { services: string[] }[]; acceptAllDevices?: boolean; optionalServices?: string[] }): Promise<BtDevice>;
  getDevices?: () => Promise<BtDevice[]>;
}

export interface UsbEndpoint {
  endpointNumber: number;
  direction: 'in' | 'out';
}
export interface UsbInterface {
  interfaceNumber: number;
  alternate: { interfaceClass: number; endpoints: UsbEndpoint[] };
}
export interface UsbConfiguration {
  configurationValue: number;
  interfaces: UsbInterface[];
}
export interface UsbDevice {
  vendorId: number;
  productId: number;
  productName?: string;
  serialNumber?: string;
  opened: boolean;
  configuration: UsbConfiguration | null;
  configurations: UsbConfiguration[];
  open(): Promise<void>;
  close(): Promise<void>;
  selectConfiguration(value: number): Promise<void>;
  claimInterface(value: number): Promise<void>;
  transferOut(endpoint: number, data: Uint8Array): Promise<{ status: 'ok' | 'stall' | 'babble' }>;
}
export interface WebUsb {
  requestDevice(options: { filters: { classCode?: number; vendorId?: number }[] }): Promise<UsbDevice>;
  getDevices(): Promise<UsbDevice[]>;
}

export function webBluetooth(): WebBluetooth | null {
  const nav = globalThis.navigator as (Navigator & { bluetooth?: WebBluetooth }) | undefined;
  return nav?.bluetooth ?? null;
}

export function webUsb(): WebUsb | null {
  const nav = globalThis.navigator as (Navigator & { usb?: WebUsb }) | undefined;
  return nav?.usb ?? null;
}
