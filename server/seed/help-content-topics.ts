import type { HelpRef, HelpText, SeedHelpItem } from '@server/seed/help-content-types';
import { GETTING_STARTED } from '@server/seed/help-content-tutorials';
import type { Locale } from '@/lib/locale';

/** The help drawer's landing: its children are the topics, suggestions and tutorials it shows. */
export const HELP_HOME = 'home';

const faq = (slug: string): HelpRef => ({ contentType: 'faq', slug });
const article = (slug: string): HelpRef => ({ contentType: 'article', slug });
const topicRef = (slug: string): HelpRef => ({ contentType: 'topic', slug });

const topic = (slug: string, tags: string[], children: HelpRef[], text: Record<Locale, [string, string]>): SeedHelpItem => ({
  contentType: 'topic',
  slug,
  tags,
  children,
  text: Object.fromEntries(
    Object.entries(text).map(([locale, [title, summary]]) => [locale, { title, summary, content: '' } satisfies HelpText]),
  ) as Record<Locale, HelpText>,
});

export const HELP_TOPICS: SeedHelpItem[] = [
  topic(HELP_HOME, [], [
    topicRef('checkout'),
    topicRef('printers'),
    topicRef('shifts-and-cash'),
    topicRef('sync'),
    topicRef('customers'),
    faq('checkout-offline'),
    article('pair-receipt-printer'),
    faq('refund-or-void'),
    article('fix-sync-issues'),
    { contentType: 'tutorial', slug: GETTING_STARTED },
  ], {
    en: ['Help', 'Answers for the counter, the back office and working offline.'],
    'zh-CN': ['帮助', '柜台、后台和离线工作的解答。'],
    'ms-MY': ['Bantuan', 'Jawapan untuk kaunter, pejabat belakang dan kerja di luar talian.'],
  }),
  topic('checkout', ['checkout'], [faq('checkout-offline'), article('offline-checkout-guide'), faq('cash-rounding'), article('refund-a-sale')], {
    en: ['Checkout', 'Carts, payments, receipts and refunds.'],
    'zh-CN': ['收银', '购物车、付款、收据和退款。'],
    'ms-MY': ['Pembayaran', 'Troli, bayaran, resit dan bayaran balik.'],
  }),
  topic('printers', ['printer'], [article('pair-receipt-printer'), faq('printer-not-listed')], {
    en: ['Printers', 'Pairing Bluetooth and USB receipt printers.'],
    'zh-CN': ['打印机', '配对蓝牙和 USB 收据打印机。'],
    'ms-MY': ['Pencetak', 'Memasangkan pencetak resit Bluetooth dan USB.'],
  }),
  topic('shifts-and-cash', ['shift', 'cash'], [article('open-and-close-shift'), faq('forgot-to-close-shift'), faq('cash-rounding')], {
    en: ['Shifts', 'Opening float, cash in and out, Z reports.'],
    'zh-CN': ['班次', '备用金、现金存取、Z 报表。'],
    'ms-MY': ['Syif', 'Apungan pembukaan, tunai masuk dan keluar, laporan Z.'],
  }),
  topic('sync', ['sync', 'offline'], [faq('waiting-to-sync'), article('fix-sync-issues'), article('offline-checkout-guide')], {
    en: ['Sync', 'Working offline and changes waiting to reach the server.'],
    'zh-CN': ['同步', '离线工作以及等待上传到服务器的更改。'],
    'ms-MY': ['Penyegerakan', 'Bekerja di luar talian dan perubahan yang menunggu untuk sampai ke pelayan.'],
  }),
  topic('customers', ['customers'], [article('add-and-find-customers'), faq('duplicate-customers')], {
    en: ['Customers', 'Adding, finding and keeping customers tidy.'],
    'zh-CN': ['顾客', '添加、查找和整理顾客资料。'],
    'ms-MY': ['Pelanggan', 'Menambah, mencari dan menyusun pelanggan.'],
  }),
];
