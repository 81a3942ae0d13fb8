import type { SeedHelpItem } from '@server/seed/help-content-types';

export const GETTING_STARTED = 'getting-started-at-the-counter';

const episode = (n: number, slug: string, durationSeconds: number, text: SeedHelpItem['text'], tags: string[]): SeedHelpItem => ({
  contentType: 'tutorial',
  slug,
  tags: ['tutorial', ...tags],
  seriesId: GETTING_STARTED,
  episode: n,
  durationSeconds,
  text,
});

/** A series of four short walkthroughs for a new counter tablet, and the series itself. */
export const HELP_TUTORIALS: SeedHelpItem[] = [
  {
    contentType: 'tutorial',
    slug: GETTING_STARTED,
    tags: ['tutorial', 'checkout'],
    children: [
      { contentType: 'tutorial', slug: 'sign-in-and-pick-a-branch' },
      { contentType: 'tutorial', slug: 'your-first-sale' },
      { contentType: 'tutorial', slug: 'print-a-receipt' },
      { contentType: 'tutorial', slug: 'close-the-day' },
    ],
    text: {
      en: {
        title: 'Getting started at the counter',
        summary: 'Four short lessons that take a new tablet from sign-in to the end-of-day Z report.',
        content: '<p>Follow the episodes in order on the tablet you will use at the counter. Each takes a few minutes.</p>',
      },
      'zh-CN': {
        title: '柜台入门',
        summary: '四个简短课程，带新平板从登录一直到日结 Z 报表。',
        content: '<p>请在柜台要用的平板上按顺序完成各集，每集只需几分钟。</p>',
      },
      'ms-MY': {
        title: 'Bermula di kaunter',
        summary: 'Empat pelajaran ringkas yang membawa tablet baharu dari log masuk hingga laporan Z hujung hari.',
        content: '<p>Ikuti episod mengikut urutan pada tablet yang akan anda gunakan di kaunter. Setiap satu mengambil beberapa minit.</p>',
      },
    },
  },
  episode(1, 'sign-in-and-pick-a-branch', 90, {
    en: {
      title: 'Sign in and pick your branch',
      summary: 'Sign in once while online; the tablet then keeps working offline.',
      content:
        '<ol><li>Open the app while the tablet is online and sign in with your work e-mail.</li><li>If you work at more than one branch, choose this counter’s branch with the branch switcher at the top.</li><li>Wait for the sync status to show that everything is up to date: the tablet now holds a copy of your business.</li><li>Add the app to the home screen when the browser offers to install it, so it opens even without a connection.</li></ol>',
    },
    'zh-CN': {
      title: '登录并选择分店',
      summary: '在线时登录一次，之后平板即可离线使用。',
      content:
        '<ol><li>在平板联网时打开应用，用工作电子邮件登录。</li><li>如果您在多家分店工作，请用顶部的分店切换器选择本柜台所在的分店。</li><li>等同步状态显示全部已更新：平板现在已保存了一份您的商家数据。</li><li>浏览器提示安装时，把应用添加到主屏幕，这样没有网络也能打开。</li></ol>',
    },
    'ms-MY': {
      title: 'Log masuk dan pilih cawangan anda',
      summary: 'Log masuk sekali semasa dalam talian; tablet kemudian terus berfungsi di luar talian.',
      content:
        '<ol><li>Buka aplikasi semasa tablet dalam talian dan log masuk dengan e-mel kerja anda.</li><li>Jika anda bekerja di lebih daripada satu cawangan, pilih cawangan kaunter ini dengan penukar cawangan di bahagian atas.</li><li>Tunggu status penyegerakan menunjukkan semuanya terkini: tablet kini menyimpan salinan perniagaan anda.</li><li>Tambah aplikasi ke skrin utama apabila pelayar menawarkan untuk memasangnya, supaya ia dibuka walaupun tanpa sambungan.</li></ol>',
    },
  }, ['sign-in', 'branch', 'offline']),
  episode(2, 'your-first-sale', 150, {
    en: {
      title: 'Your first sale',
      summary: 'Build a cart from the menu, take payment (split it if you like) and finish the sale.',
      content:
        '<ol><li>Open <a href="/checkout/menu">Checkout → Menu</a> and tap services or products to add them to the cart.</li><li>Attach a customer if you know them; park the cart if they are not ready to pay yet.</li><li>Press <strong>Payment</strong>, choose a payment method and the amount. To split a bill, pay part by card and the rest in cash — the remaining balance updates each time.</li><li>When nothing is left to pay, the sale is complete and the receipt is ready.</li></ol>',
    },
    'zh-CN': {
      title: '第一笔销售',
      summary: '从菜单建立购物车，收款（可拆分付款）并完成销售。',
      content:
        '<ol><li>打开<a href="/checkout/menu">收银 → 菜单</a>，点击服务或商品把它们加入购物车。</li><li>如认识顾客可附加顾客；如顾客还没准备付款，可先挂起购物车。</li><li>点击<strong>付款</strong>，选择付款方式和金额。要拆分账单，可部分刷卡、其余付现金——每次付款后剩余金额都会更新。</li><li>全部付清后，销售完成，收据即可打印。</li></ol>',
    },
    'ms-MY': {
      title: 'Jualan pertama anda',
      summary: 'Bina troli dari menu, terima bayaran (pecahkan jika mahu) dan selesaikan jualan.',
      content:
        '<ol><li>Buka <a href="/checkout/menu">Pembayaran → Menu</a> dan ketik perkhidmatan atau produk untuk menambahnya ke troli.</li><li>Lampirkan pelanggan jika anda mengenali mereka; simpan troli jika mereka belum bersedia membayar.</li><li>Tekan <strong>Bayaran</strong>, pilih kaedah bayaran dan amaun. Untuk memecahkan bil, bayar sebahagian dengan kad dan selebihnya dengan tunai — baki dikemas kini setiap kali.</li><li>Apabila tiada lagi yang perlu dibayar, jualan selesai dan resit sedia.</li></ol>',
    },
  }, ['checkout', 'payments', 'split']),
  episode(3, 'print-a-receipt', 60, {
    en: {
      title: 'Print a receipt',
      summary: 'Print on the paired printer after a sale, or reprint one from Transactions.',
      content:
        '<p>After a sale, press <strong>Print</strong> on the completed screen. If no printer is connected, open <strong>Devices</strong> in the header and tap your printer to reconnect it.</p><p>To reprint an older receipt, find the sale in <a href="/transactions/payments">Transactions</a> and press <strong>Reprint</strong>. Receipt numbers carry the branch and till code, so every copy matches the original.</p>',
    },
    'zh-CN': {
      title: '打印收据',
      summary: '销售后用已配对的打印机打印，或在“交易”中重新打印。',
      content:
        '<p>销售完成后，在完成页面点击<strong>打印</strong>。如果没有连接打印机，请打开页首的<strong>设备</strong>，点击您的打印机重新连接。</p><p>要重新打印旧收据，请在<a href="/transactions/payments">交易</a>中找到该销售并点击<strong>重新打印</strong>。收据编号包含分店和收银机代码，所以每份副本都与原件一致。</p>',
    },
    'ms-MY': {
      title: 'Cetak resit',
      summary: 'Cetak pada pencetak yang dipasangkan selepas jualan, atau cetak semula dari Transaksi.',
      content:
        '<p>Selepas jualan, tekan <strong>Cetak</strong> pada skrin selesai. Jika tiada pencetak bersambung, buka <strong>Peranti</strong> di pengepala dan ketik pencetak anda untuk menyambung semula.</p><p>Untuk mencetak semula resit lama, cari jualan dalam <a href="/transactions/payments">Transaksi</a> dan tekan <strong>Cetak semula</strong>. Nombor resit mengandungi kod cawangan dan kaunter, jadi setiap salinan sepadan dengan yang asal.</p>',
    },
  }, ['printer', 'receipt']),
  episode(4, 'close-the-day', 120, {
    en: {
      title: 'Close the day',
      summary: 'Count the drawer, close the shift and check that every sale has synced.',
      content:
        '<ol><li>Count the cash in the drawer.</li><li>Open <a href="/checkout/shift">Shift</a> and close it with the counted cash; print the Z report.</li><li>Look at the sync status in the header. If sales are still waiting, leave the app open on Wi-Fi for a minute; if anything is in <strong>Sync issues</strong>, sort it out now while the day is fresh.</li></ol>',
    },
    'zh-CN': {
      title: '日结',
      summary: '清点钱箱、关闭班次，并确认每笔销售都已同步。',
      content:
        '<ol><li>清点钱箱中的现金。</li><li>打开<a href="/checkout/shift">班次</a>，以清点的现金关闭班次，并打印 Z 报表。</li><li>查看页首的同步状态。如果仍有销售等待上传，请在 Wi-Fi 下保持应用打开一分钟；如果<strong>同步问题</strong>中有内容，请趁记忆犹新及时处理。</li></ol>',
    },
    'ms-MY': {
      title: 'Tutup hari',
      summary: 'Kira laci, tutup syif dan pastikan setiap jualan telah disegerakkan.',
      content:
        '<ol><li>Kira tunai dalam laci.</li><li>Buka <a href="/checkout/shift">Syif</a> dan tutupnya dengan tunai yang dikira; cetak laporan Z.</li><li>Lihat status penyegerakan di pengepala. Jika jualan masih menunggu, biarkan aplikasi terbuka pada Wi-Fi selama seminit; jika ada apa-apa dalam <strong>Isu penyegerakan</strong>, selesaikannya sekarang selagi hari masih segar.</li></ol>',
    },
  }, ['shift', 'sync', 'report']),
];
