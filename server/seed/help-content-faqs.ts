import type { SeedHelpItem } from '@server/seed/help-content-types';

/** Short questions the counter asks most, answered in a paragraph or two. */
export const HELP_FAQS: SeedHelpItem[] = [
  {
    contentType: 'faq',
    slug: 'checkout-offline',
    tags: ['checkout', 'offline', 'sync'],
    text: {
      en: {
        title: 'Can I take payments when the internet is down?',
        summary: 'Yes. Checkout keeps working offline and sends every sale once the connection is back.',
        content:
          '<p>Yes. The app keeps a copy of your business on this device, so carts, payments, receipts and shifts all work without a connection.</p><p>Each sale is saved on the device first and marked <strong>Waiting to sync</strong> in Transactions. When the connection returns, sales are sent in the order they were made, and none is sent twice.</p><p>Card terminals and e-wallets that need their own connection still need it: take cash or record the payment by reference.</p>',
      },
      'zh-CN': {
        title: '断网时还能收款吗？',
        summary: '可以。收银在离线时照常运作，网络恢复后会自动上传每一笔销售。',
        content:
          '<p>可以。应用会在本设备上保存一份您的商家数据，所以购物车、收款、收据和班次在没有网络时都能使用。</p><p>每笔销售会先保存在设备上，并在“交易”中标记为<strong>等待同步</strong>。网络恢复后，销售会按发生的先后顺序上传，且不会重复上传。</p><p>需要自身联网的刷卡机和电子钱包仍需网络：请改收现金，或按参考号记录付款。</p>',
      },
      'ms-MY': {
        title: 'Bolehkah saya terima bayaran semasa internet terputus?',
        summary: 'Boleh. Pembayaran terus berfungsi di luar talian dan setiap jualan dihantar apabila sambungan kembali.',
        content:
          '<p>Boleh. Aplikasi menyimpan salinan perniagaan anda pada peranti ini, jadi troli, bayaran, resit dan syif semuanya berfungsi tanpa sambungan.</p><p>Setiap jualan disimpan pada peranti dahulu dan ditanda <strong>Menunggu penyegerakan</strong> dalam Transaksi. Apabila sambungan kembali, jualan dihantar mengikut urutan ia dibuat, dan tiada yang dihantar dua kali.</p><p>Terminal kad dan e-dompet yang memerlukan sambungan sendiri masih memerlukannya: terima tunai atau rekod bayaran dengan nombor rujukan.</p>',
      },
    },
  },
  {
    contentType: 'faq',
    slug: 'waiting-to-sync',
    tags: ['sync', 'offline', 'transactions'],
    text: {
      en: {
        title: 'Why does a sale say “Waiting to sync”?',
        summary: 'The sale is safe on this device and has not reached the server yet.',
        content:
          '<p>The sale was saved on this device but the server has not confirmed it yet — usually because the device is offline or the connection is slow.</p><p>You do not need to do anything: the app retries on its own, waiting a little longer after each failed try. Keep the app open (or open it again later) on this device until the label changes to <strong>Synced</strong>.</p><p>If the server refuses a change, it moves to <strong>Sync issues</strong> instead, where you can correct it.</p>',
      },
      'zh-CN': {
        title: '为什么销售显示“等待同步”？',
        summary: '这笔销售已安全保存在本设备上，只是还没有送达服务器。',
        content:
          '<p>这笔销售已保存在本设备上，但服务器尚未确认——通常是因为设备离线或网络较慢。</p><p>您无需操作：应用会自动重试，每次失败后稍等更久再试。请在本设备上保持应用打开（或稍后再打开），直到标签变为<strong>已同步</strong>。</p><p>如果服务器拒绝了某项更改，它会转到<strong>同步问题</strong>，您可以在那里更正。</p>',
      },
      'ms-MY': {
        title: 'Mengapa jualan menunjukkan “Menunggu penyegerakan”?',
        summary: 'Jualan itu selamat pada peranti ini dan belum sampai ke pelayan.',
        content:
          '<p>Jualan telah disimpan pada peranti ini tetapi pelayan belum mengesahkannya — biasanya kerana peranti di luar talian atau sambungan perlahan.</p><p>Anda tidak perlu berbuat apa-apa: aplikasi mencuba semula sendiri, menunggu lebih lama selepas setiap cubaan gagal. Biarkan aplikasi terbuka (atau bukanya semula nanti) pada peranti ini sehingga label bertukar kepada <strong>Disegerakkan</strong>.</p><p>Jika pelayan menolak sesuatu perubahan, ia berpindah ke <strong>Isu penyegerakan</strong>, di mana anda boleh membetulkannya.</p>',
      },
    },
  },
  {
    contentType: 'faq',
    slug: 'printer-not-listed',
    tags: ['printer', 'bluetooth', 'usb', 'device'],
    text: {
      en: {
        title: 'My receipt printer does not appear when I pair it',
        summary: 'Check that it is on, in pairing mode, not connected to another device, and that the browser supports Bluetooth or USB.',
        content:
          '<ul><li>Switch the printer on and make sure it has paper; many printers only advertise themselves for a minute after power-on.</li><li>Disconnect it from any other tablet or phone — a Bluetooth printer talks to one device at a time.</li><li>Use Chrome or Edge on Android, Windows, macOS or ChromeOS. Safari and iPhone browsers cannot reach Bluetooth or USB printers.</li><li>For USB, plug the cable in before pressing <strong>Add USB printer</strong>, and try another port if the list stays empty.</li></ul><p>Still nothing? Print the printer’s self-test page (usually by holding the feed button while switching it on) to check that the printer itself works.</p>',
      },
      'zh-CN': {
        title: '配对时找不到我的收据打印机',
        summary: '请确认打印机已开启、处于配对模式、没有连接其他设备，并且浏览器支持蓝牙或 USB。',
        content:
          '<ul><li>打开打印机电源并确认有纸；很多打印机只在开机后约一分钟内可被发现。</li><li>先断开它与其他平板或手机的连接——蓝牙打印机一次只能连接一台设备。</li><li>请在 Android、Windows、macOS 或 ChromeOS 上使用 Chrome 或 Edge。Safari 和 iPhone 上的浏览器无法连接蓝牙或 USB 打印机。</li><li>USB 打印机请先插好数据线，再点<strong>添加 USB 打印机</strong>；如果列表仍为空，请换一个接口。</li></ul><p>仍然不行？请打印打印机的自检页（通常是按住走纸键再开机），确认打印机本身正常。</p>',
      },
      'ms-MY': {
        title: 'Pencetak resit saya tidak muncul semasa dipasangkan',
        summary: 'Pastikan ia dihidupkan, dalam mod pasangan, tidak bersambung ke peranti lain, dan pelayar menyokong Bluetooth atau USB.',
        content:
          '<ul><li>Hidupkan pencetak dan pastikan ada kertas; banyak pencetak hanya boleh dikesan selama seminit selepas dihidupkan.</li><li>Putuskan sambungannya daripada tablet atau telefon lain — pencetak Bluetooth hanya bercakap dengan satu peranti pada satu masa.</li><li>Gunakan Chrome atau Edge pada Android, Windows, macOS atau ChromeOS. Safari dan pelayar iPhone tidak boleh mencapai pencetak Bluetooth atau USB.</li><li>Untuk USB, pasang kabel sebelum menekan <strong>Tambah pencetak USB</strong>, dan cuba port lain jika senarai kekal kosong.</li></ul><p>Masih tiada? Cetak halaman ujian kendiri pencetak (biasanya dengan menahan butang suapan semasa menghidupkannya) untuk memastikan pencetak itu sendiri berfungsi.</p>',
      },
    },
  },
  {
    contentType: 'faq',
    slug: 'refund-or-void',
    tags: ['refund', 'void', 'transactions'],
    text: {
      en: {
        title: 'Should I refund or void a sale?',
        summary: 'Void a sale that should never have happened; refund when the customer returns some or all of what they paid for.',
        content:
          '<p><strong>Void</strong> cancels the whole sale — for example a sale rung up twice or on the wrong customer. The full amount goes back and the sale counts as zero in reports.</p><p><strong>Refund</strong> returns part or all of the money for a sale that did happen, such as a returned product or an unhappy customer. Choose how the money goes back and give a reason; products can be put back in stock.</p><p>Both are kept as their own records next to the original sale and appear on the shift’s Z report.</p>',
      },
      'zh-CN': {
        title: '该退款还是作废销售？',
        summary: '本不该发生的销售请作废；顾客退回部分或全部商品或服务时请退款。',
        content:
          '<p><strong>作废</strong>会取消整笔销售——例如重复结账或记错顾客。全部金额会退回，该销售在报表中计为零。</p><p><strong>退款</strong>用于确实发生过的销售，退回部分或全部金额，例如退货或顾客不满意。请选择退款方式并填写原因；商品可以放回库存。</p><p>两者都会作为独立记录保存在原销售旁边，并显示在班次的 Z 报表中。</p>',
      },
      'ms-MY': {
        title: 'Patutkah saya bayar balik atau batalkan jualan?',
        summary: 'Batalkan jualan yang tidak sepatutnya berlaku; bayar balik apabila pelanggan memulangkan sebahagian atau semua yang dibayar.',
        content:
          '<p><strong>Batal</strong> membatalkan seluruh jualan — contohnya jualan yang dimasukkan dua kali atau pada pelanggan yang salah. Jumlah penuh dipulangkan dan jualan dikira sifar dalam laporan.</p><p><strong>Bayaran balik</strong> memulangkan sebahagian atau semua wang bagi jualan yang memang berlaku, seperti produk yang dipulangkan atau pelanggan yang tidak berpuas hati. Pilih cara wang dipulangkan dan berikan sebab; produk boleh dimasukkan semula ke stok.</p><p>Kedua-duanya disimpan sebagai rekod tersendiri di sebelah jualan asal dan muncul dalam laporan Z syif.</p>',
      },
    },
  },
  {
    contentType: 'faq',
    slug: 'cash-rounding',
    tags: ['checkout', 'cash', 'payments'],
    text: {
      en: {
        title: 'Why was the cash total rounded?',
        summary: 'With cash rounding on, a bill settled in cash is rounded to the nearest 5 sen.',
        content:
          '<p>Malaysia has no 1-sen coin, so when <strong>Cash rounding</strong> is on in checkout settings, a bill that cash settles is rounded to the nearest 5 sen (RM 10.02 becomes RM 10.00, RM 10.03 becomes RM 10.05).</p><p>Rounding only applies when cash pays the last part of the bill. Card and e-wallet payments are never rounded. The rounding amount is printed on the receipt and kept with the sale.</p>',
      },
      'zh-CN': {
        title: '为什么现金总额被四舍五入了？',
        summary: '开启现金凑整后，以现金结清的账单会凑整到最接近的 5 仙。',
        content:
          '<p>马来西亚没有 1 仙硬币，因此在收银设置中开启<strong>现金凑整</strong>后，以现金结清的账单会凑整到最接近的 5 仙（RM 10.02 变为 RM 10.00，RM 10.03 变为 RM 10.05）。</p><p>只有当现金支付账单的最后部分时才会凑整。刷卡和电子钱包付款从不凑整。凑整金额会打印在收据上，并随销售保存。</p>',
      },
      'ms-MY': {
        title: 'Mengapa jumlah tunai dibundarkan?',
        summary: 'Apabila pembundaran tunai dihidupkan, bil yang dijelaskan dengan tunai dibundarkan kepada 5 sen terdekat.',
        content:
          '<p>Malaysia tiada syiling 1 sen, jadi apabila <strong>Pembundaran tunai</strong> dihidupkan dalam tetapan pembayaran, bil yang dijelaskan dengan tunai dibundarkan kepada 5 sen terdekat (RM 10.02 menjadi RM 10.00, RM 10.03 menjadi RM 10.05).</p><p>Pembundaran hanya berlaku apabila tunai membayar bahagian terakhir bil. Bayaran kad dan e-dompet tidak pernah dibundarkan. Amaun pembundaran dicetak pada resit dan disimpan bersama jualan.</p>',
      },
    },
  },
  {
    contentType: 'faq',
    slug: 'forgot-to-close-shift',
    tags: ['shift', 'cash', 'checkout'],
    text: {
      en: {
        title: 'I forgot to close yesterday’s shift',
        summary: 'Close it now with the cash you count; the Z report shows when it was opened and closed.',
        content:
          '<p>A shift stays open until someone closes it, even overnight. Count the cash in the drawer, open <strong>Shift</strong> in checkout and close it with the counted amount. The Z report lists every sale since the shift opened, so yesterday’s and today’s sales will be on it together.</p><p>Then open a new shift with today’s opening float. To keep days apart in future, close the shift before you leave.</p>',
      },
      'zh-CN': {
        title: '我忘了关闭昨天的班次',
        summary: '现在按清点的现金关闭它；Z 报表会显示班次的开始和结束时间。',
        content:
          '<p>班次在有人关闭之前会一直开着，即使过了夜。请清点钱箱里的现金，在收银中打开<strong>班次</strong>，并用清点的金额关闭。Z 报表会列出班次开始以来的所有销售，所以昨天和今天的销售会出现在同一份报表上。</p><p>然后用今天的备用金开启新班次。以后请在离开前关闭班次，以便按天分开。</p>',
      },
      'ms-MY': {
        title: 'Saya terlupa menutup syif semalam',
        summary: 'Tutupnya sekarang dengan tunai yang anda kira; laporan Z menunjukkan bila ia dibuka dan ditutup.',
        content:
          '<p>Syif kekal dibuka sehingga seseorang menutupnya, walaupun semalaman. Kira tunai dalam laci, buka <strong>Syif</strong> dalam pembayaran dan tutupnya dengan amaun yang dikira. Laporan Z menyenaraikan setiap jualan sejak syif dibuka, jadi jualan semalam dan hari ini akan berada bersama.</p><p>Kemudian buka syif baharu dengan apungan pembukaan hari ini. Untuk memisahkan hari pada masa akan datang, tutup syif sebelum anda pulang.</p>',
      },
    },
  },
  {
    contentType: 'faq',
    slug: 'duplicate-customers',
    tags: ['customers'],
    text: {
      en: {
        title: 'How do I avoid adding the same customer twice?',
        summary: 'Search by phone number before adding: it finds customers however the number was typed.',
        content:
          '<p>Before you add a customer, type their phone number or name into the search box on <strong>Customers</strong>. Phone search matches with or without the country code, spaces or dashes, so 012-345 6789 and +60123456789 find the same person.</p><p>Customers added on another device appear here once that device has synced.</p>',
      },
      'zh-CN': {
        title: '如何避免重复添加同一位顾客？',
        summary: '添加前先按电话号码搜索：无论号码怎么输入都能找到顾客。',
        content:
          '<p>添加顾客前，请在<strong>顾客</strong>页面的搜索框中输入对方的电话号码或姓名。电话搜索会忽略国家代码、空格和横线，所以 012-345 6789 与 +60123456789 会找到同一个人。</p><p>在其他设备上添加的顾客，待那台设备同步后也会出现在这里。</p>',
      },
      'ms-MY': {
        title: 'Bagaimana mengelak menambah pelanggan yang sama dua kali?',
        summary: 'Cari dengan nombor telefon sebelum menambah: ia menemui pelanggan walau bagaimana nombor itu ditaip.',
        content:
          '<p>Sebelum menambah pelanggan, taip nombor telefon atau nama mereka dalam kotak carian di <strong>Pelanggan</strong>. Carian telefon sepadan dengan atau tanpa kod negara, ruang atau sengkang, jadi 012-345 6789 dan +60123456789 menemui orang yang sama.</p><p>Pelanggan yang ditambah pada peranti lain muncul di sini sebaik sahaja peranti itu disegerakkan.</p>',
      },
    },
  },
];
