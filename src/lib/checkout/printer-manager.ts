import { createStore, useStore } from '@/lib/store';
import type { PrinterConnection, SavedPrinter } from '@/lib/checkout/printer-transport';
import type { PrintWidth } from '@/lib/checkout/receipt-layout';

/**
 * The till's printers: saved ones in localStorage under the device id (spec §3), the connected
 * one in memory. Connect toggles: connecting saves and selects the printer; disconnect clears
 * the connected device (spec §4). Printing reconnects to the selected printer when needed.
 * The Bluetooth and USB transports load when a printer is first connected or printed to, so the
 * shell's devices drawer (which lists the saved printers) does not carry them on the first load.
 */
interface SavedPrinters {
  printers: SavedPrinter[];
  selectedId: string | null;
}

const storageKey = (deviceId: string) => `bookit-printers:${deviceId}`;

export const printerState = createStore<{ deviceId: string; saved: SavedPrinters; connectedId: string | null; busy: boolean }>({
  deviceId: '',
  saved: { printers: [], selectedId: null },
  connectedId: null,
  busy: false,
});

let connection: PrinterConnection | null = null;

const transports = () => import('@/lib/checkout/printer-transport');

function persist(): void {
  localStorage.setItem(storageKey(printerState.deviceId), JSON.stringify(printerState.saved));
}

/** Loads this device's saved printers (call once the device id is known). */
export function loadPrinters(deviceId: string): void {
  if (printerState.deviceId === deviceId) return;
  const raw = localStorage.getItem(storageKey(deviceId));
  const parsed = raw === null ? null : (JSON.parse(raw) as SavedPrinters);
  printerState.deviceId = deviceId;
  printerState.saved = parsed ?? { printers: [], selectedId: null };
}

export function usePrinters() {
  return useStore(printerState);
}

function remember(printer: SavedPrinter): void {
  const others = printerState.saved.printers.filter((p) => p.id !== printer.id);
  printerState.saved = { printers: [...others, printer], selectedId: printer.id };
  persist();
}

export async function connectPrinter(transport: 'bluetooth' | 'usb'): Promise<SavedPrinter> {
  printerState.busy = true;
  try {
    const { pickPrinter } = await transports();
    const next = await pickPrinter(transport);
    const known = printerState.saved.printers.find((p) => p.id === next.printer.id);
    if (known) next.printer = { ...next.printer, label: known.label, printWidth: known.printWidth };
    if (connection && connection.printer.id !== next.printer.id) await connection.close();
    connection = next;
    remember(next.printer);
    printerState.connectedId = next.printer.id;
    return next.printer;
  } finally {
    printerState.busy = false;
  }
}

export async function disconnectPrinter(): Promise<void> {
  const current = connection;
  connection = null;
  printerState.connectedId = null;
  if (current) await current.close();
}

export function forgetPrinter(id: string): void {
  const printers = printerState.saved.printers.filter((p) => p.id !== id);
  printerState.saved = { printers, selectedId: printerState.saved.selectedId === id ? (printers[0]?.id ?? null) : printerState.saved.selectedId };
  persist();
}

export function updatePrinter(id: string, patch: { label?: string; printWidth?: PrintWidth }): void {
  printerState.saved = { ...printerState.saved, printers: printerState.saved.printers.map((p) => (p.id === id ? { ...p, ...patch } : p)) };
  if (connection?.printer.id === id) connection.printer = { ...connection.printer, ...patch };
  persist();
}

export function selectedPrinter(): SavedPrinter | null {
  const { printers, selectedId } = printerState.saved;
  return printers.find((p) => p.id === selectedId) ?? null;
}

/**
 * Sends bytes to the selected printer, reconnecting first if needed. `build` gets the printer's
 * width so the layout fits the paper. Throws PrinterError (noDevice, printFailed, …).
 */
export async function printBytes(build: (width: PrintWidth) => Uint8Array): Promise<void> {
  const { PrinterError, reconnect } = await transports();
  const saved = selectedPrinter();
  if (!saved) throw new PrinterError('noDevice');
  printerState.busy = true;
  try {
    if (!connection || connection.printer.id !== saved.id) {
      connection = await reconnect(saved);
      printerState.connectedId = saved.id;
    }
    const width = saved.printWidth;
    try {
      await connection.write(build(width));
    } catch (error) {
      connection = null;
      printerState.connectedId = null;
      throw error instanceof PrinterError ? error : new PrinterError('printFailed', { cause: error });
    }
  } finally {
    printerState.busy = false;
  }
}
