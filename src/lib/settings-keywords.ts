// The searchable keyword lists of the settings pages (spec §2.3), in English, Chinese and Malay.
// They are not shown as written; they only find pages, so all three languages are kept here
// together and searched whatever the interface language (lib/keyword-search.ts).
import type { Locale } from './locale';

type Keywords = Readonly<Record<Locale, readonly string[]>>;

const k = (en: string[], zh: string[], ms: string[]): Keywords => ({ en, 'zh-CN': zh, 'ms-MY': ms });

/** Keywords by settings page id (the navigation's `group.page` or `page`). */
export const SETTINGS_KEYWORDS = {
  all: k(['settings', 'preferences', 'options', 'configuration'], ['设置', '偏好', '选项', '配置'], ['tetapan', 'keutamaan', 'pilihan', 'konfigurasi']),
  bookings: k(
    ['booking', 'appointment', 'online booking', 'time slot', 'lead time', 'cancellation', 'reschedule', 'availability'],
    ['预约', '预订', '时段', '提前时间', '取消', '改期', '可预约时间'],
    ['tempahan', 'janji temu', 'slot masa', 'masa pendahuluan', 'pembatalan', 'jadual semula', 'ketersediaan'],
  ),
  'business.general': k(
    ['business name', 'company', 'logo', 'address', 'registration number', 'contact', 'currency', 'country'],
    ['商家名称', '公司', '标志', '地址', '注册号码', '联系方式', '货币', '国家'],
    ['nama perniagaan', 'syarikat', 'logo', 'alamat', 'nombor pendaftaran', 'hubungi', 'mata wang', 'negara'],
  ),
  'business.subscription': k(
    ['subscription', 'plan', 'billing', 'upgrade', 'trial', 'pricing', 'bills', 'invoice', 'renewal', 'payment due', 'past due'],
    ['订阅', '套餐', '账单', '升级', '试用', '价格', '续费', '付款', '逾期'],
    ['langganan', 'pelan', 'pengebilan', 'naik taraf', 'percubaan', 'harga', 'bil', 'pembaharuan', 'bayaran', 'tertunggak'],
  ),
  'business.audit': k(
    ['audit', 'log', 'history', 'activity', 'changes', 'who changed', 'before and after'],
    ['审计', '日志', '历史记录', '活动', '更改', '谁修改了', '修改前后'],
    ['audit', 'log', 'sejarah', 'aktiviti', 'perubahan', 'siapa mengubah', 'sebelum dan selepas'],
  ),
  branch: k(
    ['branch', 'outlet', 'location', 'shop', 'store', 'opening hours', 'staff'],
    ['分店', '门店', '地点', '店铺', '营业时间', '员工'],
    ['cawangan', 'outlet', 'lokasi', 'kedai', 'waktu operasi', 'kakitangan'],
  ),
  'communications.whatsapp': k(
    ['whatsapp', 'message', 'reminder', 'chat', 'sms', 'notify customers'],
    ['WhatsApp', '消息', '提醒', '聊天', '短信', '通知客户'],
    ['whatsapp', 'mesej', 'peringatan', 'sembang', 'sms', 'maklumkan pelanggan'],
  ),
  'communications.messageTemplate': k(
    ['template', 'message template', 'reminder text', 'wording'],
    ['模板', '消息模板', '提醒内容', '文案'],
    ['templat', 'templat mesej', 'teks peringatan', 'ayat'],
  ),
  'checkout.receipt': k(
    ['receipt', 'print', 'receipt header', 'receipt footer', 'logo'],
    ['收据', '打印', '收据页眉', '收据页脚', '标志'],
    ['resit', 'cetak', 'pengepala resit', 'pengaki resit', 'logo'],
  ),
  'checkout.charges': k(
    ['charges', 'service charge', 'tax', 'sst', 'fee', 'rounding'],
    ['费用', '服务费', '税', '销售与服务税', '收费', '舍入'],
    ['caj', 'caj perkhidmatan', 'cukai', 'sst', 'yuran', 'pembundaran'],
  ),
  'checkout.paymentMethods': k(
    ['payment method', 'cash', 'card', 'e-wallet', 'qr payment', 'bank transfer'],
    ['付款方式', '现金', '银行卡', '电子钱包', '二维码付款', '银行转账'],
    ['kaedah pembayaran', 'tunai', 'kad', 'e-dompet', 'bayaran qr', 'pindahan bank'],
  ),
  'checkout.menuLayout': k(
    ['menu layout', 'buttons', 'grid', 'categories', 'point of sale', 'pos'],
    ['菜单布局', '按钮', '网格', '分类', '收银'],
    ['susun atur menu', 'butang', 'grid', 'kategori', 'tempat jualan', 'pos'],
  ),
  device: k(
    ['device', 'printer', 'bluetooth', 'usb', 'receipt printer', 'hardware'],
    ['设备', '打印机', '蓝牙', 'USB', '收据打印机', '硬件'],
    ['peranti', 'pencetak', 'bluetooth', 'usb', 'pencetak resit', 'perkakasan'],
  ),
  'account.general': k(
    ['profile', 'name', 'email', 'phone', 'photo', 'language'],
    ['个人资料', '姓名', '电子邮件', '电话', '头像', '语言'],
    ['profil', 'nama', 'e-mel', 'telefon', 'foto', 'bahasa'],
  ),
  'account.datetime': k(
    ['date', 'time', 'time zone', '12-hour', '24-hour', 'week start', 'clock'],
    ['日期', '时间', '时区', '12小时制', '24小时制', '每周开始', '时钟'],
    ['tarikh', 'masa', 'zon waktu', '12 jam', '24 jam', 'mula minggu', 'jam'],
  ),
  'account.notifications': k(
    ['notifications', 'alerts', 'email notifications', 'push notifications'],
    ['通知', '提醒通知', '邮件通知', '推送通知'],
    ['pemberitahuan', 'makluman', 'pemberitahuan e-mel', 'pemberitahuan tolak'],
  ),
  'account.appearance': k(
    ['appearance', 'theme', 'dark mode', 'light mode', 'colour', 'color', 'display'],
    ['外观', '主题', '深色模式', '浅色模式', '颜色', '显示'],
    ['penampilan', 'tema', 'mod gelap', 'mod cerah', 'warna', 'paparan'],
  ),
  'account.credentials': k(
    ['password', 'change password', 'security', 'sign in', 'login', 'credentials'],
    ['密码', '修改密码', '安全', '登录', '凭据'],
    ['kata laluan', 'tukar kata laluan', 'keselamatan', 'log masuk', 'kelayakan'],
  ),
  'account.integrations': k(
    ['integrations', 'google', 'calendar sync', 'connect', 'apps', 'calendar feed', 'ical', 'apple calendar', 'subscribe'],
    ['集成', '谷歌', '日历同步', '连接', '应用', '日历订阅', 'iCal', '苹果日历', '订阅'],
    ['integrasi', 'google', 'penyegerakan kalendar', 'sambung', 'aplikasi', 'suapan kalendar', 'ical', 'kalendar apple', 'langgan'],
  ),
  'website.appearance': k(
    ['website', 'website theme', 'booking page design', 'banner', 'colours', 'logo'],
    ['网站', '网站主题', '预约页面设计', '横幅', '颜色', '标志'],
    ['laman web', 'tema laman web', 'reka bentuk halaman tempahan', 'sepanduk', 'warna', 'logo'],
  ),
  'website.dataPrivacy': k(
    ['privacy', 'personal data', 'pdpa', 'consent', 'terms'],
    ['隐私', '个人资料保护', '个人数据', '同意', '条款'],
    ['privasi', 'data peribadi', 'pdpa', 'persetujuan', 'terma'],
  ),
  'website.bookingPolicy': k(
    ['booking policy', 'cancellation policy', 'deposit', 'no-show', 'rules'],
    ['预约政策', '取消政策', '订金', '爽约', '规则'],
    ['polisi tempahan', 'polisi pembatalan', 'deposit', 'tidak hadir', 'peraturan'],
  ),
  'website.bookingExperience': k(
    ['booking experience', 'online booking', 'booking form', 'booking steps', 'any staff', 'staff choice', 'services shown online'],
    ['预约体验', '在线预约', '预约表单', '预约步骤', '任意员工', '选择员工', '在线显示的服务'],
    ['pengalaman tempahan', 'tempahan dalam talian', 'borang tempahan', 'langkah tempahan', 'sesiapa kakitangan', 'pilihan kakitangan', 'perkhidmatan dalam talian'],
  ),
  'website.payment': k(
    ['online payment', 'payment gateway', 'billplz', 'prepayment', 'deposit'],
    ['在线支付', '支付网关', '预付款', '订金'],
    ['pembayaran dalam talian', 'gerbang pembayaran', 'billplz', 'prabayar', 'deposit'],
  ),
  'website.socialMediaIcon': k(
    ['social media', 'facebook', 'instagram', 'tiktok', 'links', 'icons'],
    ['社交媒体', '脸书', 'Instagram', '抖音', '链接', '图标'],
    ['media sosial', 'facebook', 'instagram', 'tiktok', 'pautan', 'ikon'],
  ),
  'org.business': k(['organisation', 'organization', 'company details'], ['组织', '机构', '公司资料'], ['organisasi', 'butiran syarikat']),
  'org.branches': k(['all branches', 'outlets'], ['所有分店', '门店'], ['semua cawangan', 'outlet']),
  'org.team': k(['team', 'staff', 'roles', 'permissions', 'members'], ['团队', '员工', '角色', '权限', '成员'], ['pasukan', 'kakitangan', 'peranan', 'kebenaran', 'ahli']),
  'org.payment': k(['payment', 'payout', 'bank account'], ['付款', '结算', '银行账户'], ['pembayaran', 'pembayaran keluar', 'akaun bank']),
  'org.commission': k(['commission', 'commission pattern', 'incentive'], ['佣金', '佣金方案', '奖励'], ['komisen', 'corak komisen', 'insentif']),
  'org.website': k(['website', 'booking site'], ['网站', '预约网站'], ['laman web', 'laman tempahan']),
  'org.account': k(['account', 'legacy settings'], ['账户', '旧版设置'], ['akaun', 'tetapan lama']),
} satisfies Record<string, Keywords>;

export type SettingsPageId = keyof typeof SETTINGS_KEYWORDS;

/** Every keyword of a page, in all three languages. */
export function settingsKeywords(id: SettingsPageId): string[] {
  const lists = SETTINGS_KEYWORDS[id];
  return [...lists.en, ...lists['zh-CN'], ...lists['ms-MY']];
}
