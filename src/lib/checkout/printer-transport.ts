import { CHUNK_PAUSE_MS, CHUNK_SIZES, writeChunked } from '@/lib/checkout/chunked-write';
import { DEFAULT_PRINT_WIDTH, type PrintWidth } from '@/lib/checkout/receipt-layout';
import { webBluetooth, webUsb, type BtCharacteristic, type BtDevice, type UsbDevice } from '@/lib/checkout/web-printer-types';

/** Spec §3 saved printer device. */
export interface SavedPrinter {
  id: string;
  transport: 'bluetooth' | 'usb';
  serviceUUID: string | null;
  name: string;
  label: string;
  printWidth: PrintWidth;
  vendorId: number | null;
  productId: number | null;
  configurationNumber: number | null;
  interfaceNumber: number | null;
  endpointNumber: number | null;
}

/** Spec §8 printer alerts. `cancelled`: the user closed the browser's chooser (no alert). */
export type PrinterErrorCode = 'unsupported' | 'noDevice' | 'noWritableCharacteristic' | 'printFailed' | 'cancelled';

export class PrinterError extends Error {
  constructor(
    readonly code: PrinterErrorCode,
    options?: { cause?: unknown },
  ) {
    super(`printer: ${code}`, options);
    this.name = 'PrinterError';
  }
}

/** Service UUIDs of common ESC/POS Bluetooth LE printers (generic, Zjiang/Goojprt, ISSC, Xprinter). */
export const PRINTER_SERVICES = [
  '000018f0-0000-1000-8000-00805f9b34fb',
  'e7810a71-73ae-499d-8c15-faa9aef0c3f2',
  '49535343-fe7d-4ae5-8fa9-9fafd205e455',
  '0000ff00-0000-1000-8000-00805f9b34fb',
];
const USB_PRINTER_CLASS = 7;

export interface PrinterConnection {
  printer: SavedPrinter;
  write(bytes: Uint8Array, wait?: (ms: number) => Promise<void>): Promise<number>;
  close(): Promise<void>;
}

const isCancel = (e: unknown) => e instanceof Error && (e.name === 'NotFoundError' || e.name === 'AbortError');

async function writableCharacteristic(device: BtDevice): Promise<{ c: BtCharacteristic; service: string }> {
  if (!device.gatt) throw new PrinterError('noWritableCharacteristic');
  const server = device.gatt.connected ? device.gatt : await device.gatt.connect();
  for (const service of await server.getPrimaryServices()) {
    for (const c of await service.getCharacteristics()) {
      if (c.properties.write || c.properties.writeWithoutResponse) return { c, service: service.uuid };
    }
  }
  throw new PrinterError('noWritableCharacteristic');
}

async function bluetoothConnection(device: BtDevice, saved: Partial<SavedPrinter>): Promise<PrinterConnection> {
  const { c, service } = await writableCharacteristic(device);
  const send = async (chunk: Uint8Array) => {
    if (c.properties.writeWithoutResponse && c.writeValueWithoutResponse) await c.writeValueWithoutResponse(chunk);
    else if (c.writeValueWithResponse) await c.writeValueWithResponse(chunk);
    else if (c.writeValue) await c.writeValue(chunk);
    else throw new PrinterError('noWritableCharacteristic');
  };
  const printer: SavedPrinter = {
    id: device.id, transport: 'bluetooth', serviceUUID: service, name: device.name ?? 'Bluetooth printer', label: saved.label ?? device.name ?? '',
    printWidth: saved.printWidth ?? DEFAULT_PRINT_WIDTH, vendorId: null, productId: null, configurationNumber: null, interfaceNumber: null, endpointNumber: null,
  };
  return {
    printer,
    write: (bytes, wait) => writeChunked(bytes, { chunkSize: CHUNK_SIZES.bluetooth, pauseMs: CHUNK_PAUSE_MS, write: send, ...(wait ? { wait } : {}) }),
    close: async () => device.gatt?.disconnect(),
  };
}

function usbId(d: UsbDevice): string {
  return `usb:${d.vendorId}:${d.productId}:${d.serialNumber ?? ''}`;
}

async function usbConnection(device: UsbDevice, saved: Partial<SavedPrinter>): Promise<PrinterConnection> {
  if (!device.opened) await device.open();
  const config = device.configuration ?? device.configurations[0];
  if (!config) throw new PrinterError('noWritableCharacteristic');
  if (device.configuration === null) await device.selectConfiguration(config.configurationValue);
  const iface = config.interfaces.find((i) => i.alternate.interfaceClass === USB_PRINTER_CLASS) ?? config.interfaces[0];
  const endpoint = iface?.alternate.endpoints.find((e) => e.direction === 'out');
  if (!iface || !endpoint) throw new PrinterError('noWritableCharacteristic');
  await device.claimInterface(iface.interfaceNumber);
  const printer: SavedPrinter = {
    id: usbId(device), transport: 'usb', serviceUUID: null, name: device.productName ?? 'USB printer', label: saved.label ?? device.productName ?? '',
    printWidth: saved.printWidth ?? DEFAULT_PRINT_WIDTH, vendorId: device.vendorId, productId: device.productId,
    configurationNumber: config.configurationValue, interfaceNumber: iface.interfaceNumber, endpointNumber: endpoint.endpointNumber,
  };
  const send = async (chunk: Uint8Array) => {
    const result = await device.transferOut(endpoint.endpointNumber, chunk);
    if (result.status !== 'ok') throw new PrinterError('printFailed');
  };
  return {
    printer,
    write: (bytes, wait) => writeChunked(bytes, { chunkSize: CHUNK_SIZES.usb, pauseMs: CHUNK_PAUSE_MS, write: send, ...(wait ? { wait } : {}) }),
    close: () => device.close(),
  };
}

/** Asks the browser's chooser for a printer and connects to it. */
export async function pickPrinter(transport: 'bluetooth' | 'usb'): Promise<PrinterConnection> {
  try {
    if (transport === 'bluetooth') {
      const bt = webBluetooth();
      if (!bt) throw new PrinterError('unsupported');
      const device = await bt.requestDevice({ filters: PRINTER_SERVICES.map((s) => ({ services: [s] })), optionalServices: PRINTER_SERVICES });
      return await bluetoothConnection(device, {});
    }
    const usb = webUsb();
    if (!usb) throw new PrinterError('unsupported');
    return await usbConnection(await usb.requestDevice({ filters: [{ classCode: USB_PRINTER_CLASS }] }), {});
  } catch (error) {
    if (error instanceof PrinterError) throw error;
    if (isCancel(error)) throw new PrinterError('cancelled', { cause: error });
    throw new PrinterError('printFailed', { cause: error });
  }
}

/** Reconnects to a saved printer without a chooser (devices this site was given before). */
export async function reconnect(saved: SavedPrinter): Promise<PrinterConnection> {
  try {
    if (saved.transport === 'bluetooth') {
      const bt = webBluetooth();
      if (!bt) throw new PrinterError('unsupported');
      const device = (await bt.getDevices?.())?.find((d) => d.id === saved.id);
      if (!device) throw new PrinterError('noDevice');
      return await bluetoothConnection(device, saved);
    }
    const usb = webUsb();
    if (!usb) throw new PrinterError('unsupported');
    const device = (await usb.getDevices()).find((d) => usbId(d) === saved.id);
    if (!device) throw new PrinterError('noDevice');
    return await usbConnection(device, saved);
  } catch (error) {
    if (error instanceof PrinterError) throw error;
    throw new PrinterError('printFailed', { cause: error });
  }
}
