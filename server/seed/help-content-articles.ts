import type { SeedHelpItem } from '@server/seed/help-content-types';

/** Step-by-step guides. The offline guide's body is long, so it lives in a file (contentUrl). */
export const HELP_ARTICLES: SeedHelpItem[] = [
  {
    contentType: 'article',
    slug: 'offline-checkout-guide',
    tags: ['checkout', 'offline', 'sync'],
    bodyFile: true,
    text: {
      en: {
        title: 'Checking out while offline',
        summary: 'What works without a connection, what to check before you go offline, and how sales catch up afterwards.',
        content: '',
      },
      'zh-CN': {
        title: '离线收银指南',
        summary: '没有网络时哪些功能可用、离线前要检查什么，以及之后销售如何补传。',
        content: '',
      },
      'ms-MY': {
        title: 'Membuat pembayaran di luar talian',
        summary: 'Apa yang berfungsi tanpa sambungan, apa yang perlu disemak sebelum di luar talian, dan bagaimana jualan dihantar kemudian.',
        content: '',
      },
    },
  },
  {
    contentType: 'article',
    slug: 'pair-receipt-printer',
    tags: ['printer', 'bluetooth', 'usb', 'device', 'receipt'],
    text: {
      en: {
        title: 'Pair a Bluetooth or USB receipt printer',
        summary: 'Add an ESC/POS thermal printer to this device, set the paper width and print a test page.',
        content:
          '<ol><li>Open <a href="/settings/device">Device settings</a> on the tablet or computer that sits next to the printer. Printers are saved per device.</li><li>Press <strong>Add Bluetooth printer</strong> or <strong>Add USB printer</strong>. The browser lists nearby printers; pick yours and allow access.</li><li>Set the <strong>Paper width</strong>: 58 mm rolls usually print 32 or 33 columns, 80 mm rolls 48 columns.</li><li>Press <strong>Print test page</strong>. If the lines wrap or stop short, change the paper width and print again.</li></ol><p>From then on, the <strong>Devices</strong> button in the header shows your saved printers and lets you reconnect one with a single tap. Receipts print after each sale and can be reprinted from Transactions.</p>',
      },
      'zh-CN': {
        title: '配对蓝牙或 USB 收据打印机',
        summary: '把 ESC/POS 热敏打印机添加到本设备，设置纸宽并打印测试页。',
        content:
          '<ol><li>在打印机旁边的平板或电脑上打开<a href="/settings/device">设备设置</a>。打印机按设备分别保存。</li><li>点击<strong>添加蓝牙打印机</strong>或<strong>添加 USB 打印机</strong>。浏览器会列出附近的打印机；选择您的打印机并允许访问。</li><li>设置<strong>纸张宽度</strong>：58 毫米纸卷通常打印 32 或 33 列，80 毫米纸卷打印 48 列。</li><li>点击<strong>打印测试页</strong>。如果文字换行或没打满，请更改纸宽后再打印。</li></ol><p>之后，页首的<strong>设备</strong>按钮会显示已保存的打印机，轻点一下即可重新连接。每笔销售后会打印收据，也可以在“交易”中重新打印。</p>',
      },
      'ms-MY': {
        title: 'Pasangkan pencetak resit Bluetooth atau USB',
        summary: 'Tambah pencetak terma ESC/POS pada peranti ini, tetapkan lebar kertas dan cetak halaman ujian.',
        content:
          '<ol><li>Buka <a href="/settings/device">Tetapan peranti</a> pada tablet atau komputer di sebelah pencetak. Pencetak disimpan mengikut peranti.</li><li>Tekan <strong>Tambah pencetak Bluetooth</strong> atau <strong>Tambah pencetak USB</strong>. Pelayar menyenaraikan pencetak berhampiran; pilih pencetak anda dan benarkan akses.</li><li>Tetapkan <strong>Lebar kertas</strong>: gulungan 58 mm biasanya mencetak 32 atau 33 lajur, gulungan 80 mm 48 lajur.</li><li>Tekan <strong>Cetak halaman ujian</strong>. Jika baris terbalut atau terhenti awal, tukar lebar kertas dan cetak semula.</li></ol><p>Selepas itu, butang <strong>Peranti</strong> di pengepala menunjukkan pencetak yang disimpan dan membolehkan anda menyambung semula dengan satu ketikan. Resit dicetak selepas setiap jualan dan boleh dicetak semula dari Transaksi.</p>',
      },
    },
  },
  {
    contentType: 'article',
    slug: 'refund-a-sale',
    tags: ['refund', 'void', 'transactions', 'receipt'],
    text: {
      en: {
        title: 'Refund or void a sale',
        summary: 'Find the sale in Transactions, choose refund or void, say how the money goes back and why.',
        content:
          '<ol><li>Open <a href="/transactions/payments">Transactions → Payments</a> and find the sale by its receipt number or the day it was made.</li><li>Open the sale and press <strong>Refund</strong> (part or all of the amount) or <strong>Void</strong> (the whole sale).</li><li>Choose <strong>Refund by</strong> — usually the method the customer paid with — enter a reason and, for products, tick <strong>Put the products back in stock</strong> if they can be sold again.</li><li>Confirm. The refund prints on a receipt and appears under <strong>Refunds and voids</strong> on the sale.</li></ol><p>Refunds work offline like sales do: they are saved on the device and sent when the connection returns. A refund larger than what is left of the sale is flagged for review.</p>',
      },
      'zh-CN': {
        title: '退款或作废销售',
        summary: '在“交易”中找到销售，选择退款或作废，说明退款方式和原因。',
        content:
          '<ol><li>打开<a href="/transactions/payments">交易 → 付款</a>，按收据编号或日期找到该销售。</li><li>打开销售，点击<strong>退款</strong>（部分或全部金额）或<strong>作废</strong>（整笔销售）。</li><li>选择<strong>退款方式</strong>——通常与顾客付款方式相同——填写原因；如果商品可以再次出售，请勾选<strong>将商品放回库存</strong>。</li><li>确认。退款会打印在收据上，并显示在该销售的<strong>退款与作废</strong>下。</li></ol><p>退款和销售一样可以离线进行：先保存在设备上，网络恢复后再上传。超过销售剩余金额的退款会被标记为待审核。</p>',
      },
      'ms-MY': {
        title: 'Bayar balik atau batalkan jualan',
        summary: 'Cari jualan dalam Transaksi, pilih bayaran balik atau batal, nyatakan cara wang dipulangkan dan sebabnya.',
        content:
          '<ol><li>Buka <a href="/transactions/payments">Transaksi → Bayaran</a> dan cari jualan dengan nombor resit atau hari ia dibuat.</li><li>Buka jualan dan tekan <strong>Bayar balik</strong> (sebahagian atau semua amaun) atau <strong>Batal</strong> (seluruh jualan).</li><li>Pilih <strong>Bayar balik melalui</strong> — biasanya kaedah yang digunakan pelanggan — masukkan sebab dan, untuk produk, tandakan <strong>Masukkan semula produk ke stok</strong> jika boleh dijual semula.</li><li>Sahkan. Bayaran balik dicetak pada resit dan muncul di bawah <strong>Bayaran balik dan pembatalan</strong> pada jualan.</li></ol><p>Bayaran balik berfungsi di luar talian seperti jualan: disimpan pada peranti dan dihantar apabila sambungan kembali. Bayaran balik yang melebihi baki jualan ditanda untuk semakan.</p>',
      },
    },
  },
  {
    contentType: 'article',
    slug: 'open-and-close-shift',
    tags: ['shift', 'cash', 'checkout', 'report'],
    text: {
      en: {
        title: 'Open and close a shift (Z report)',
        summary: 'Start the day with an opening float, record cash in and out, and close with the counted cash.',
        content:
          '<h3>Open</h3><p>In checkout, open <a href="/checkout/shift">Shift</a>, enter the cash in the drawer as the <strong>Opening float</strong> and press <strong>Open shift</strong>. Sales made on this device now belong to the shift.</p><h3>During the day</h3><p>Record money taken out (for example to pay a supplier) or put in with <strong>Cash in</strong> and <strong>Cash out</strong>, each with a note.</p><h3>Close</h3><p>Count the drawer and press <strong>Close shift with counted cash</strong>. The Z report shows gross sales, discounts, SST, refunds, expected cash and the difference between expected and counted cash. Print it with <strong>Print Z report</strong> and keep it with the cash.</p>',
      },
      'zh-CN': {
        title: '开启和关闭班次（Z 报表）',
        summary: '以备用金开始一天，记录现金存取，并以清点的现金关闭班次。',
        content:
          '<h3>开启</h3><p>在收银中打开<a href="/checkout/shift">班次</a>，把钱箱中的现金填为<strong>备用金</strong>，然后点击<strong>开启班次</strong>。此后本设备上的销售都归入该班次。</p><h3>营业期间</h3><p>用<strong>存入现金</strong>和<strong>取出现金</strong>记录拿出（例如支付供应商）或放入的钱，并写上备注。</p><h3>关闭</h3><p>清点钱箱，点击<strong>以清点现金关闭班次</strong>。Z 报表会显示销售总额、折扣、SST、退款、应有现金，以及应有与清点现金之间的差额。点击<strong>打印 Z 报表</strong>并与现金一起保存。</p>',
      },
      'ms-MY': {
        title: 'Buka dan tutup syif (laporan Z)',
        summary: 'Mulakan hari dengan apungan pembukaan, rekod tunai masuk dan keluar, dan tutup dengan tunai yang dikira.',
        content:
          '<h3>Buka</h3><p>Dalam pembayaran, buka <a href="/checkout/shift">Syif</a>, masukkan tunai dalam laci sebagai <strong>Apungan pembukaan</strong> dan tekan <strong>Buka syif</strong>. Jualan pada peranti ini kini tergolong dalam syif tersebut.</p><h3>Sepanjang hari</h3><p>Rekod wang yang dikeluarkan (contohnya untuk membayar pembekal) atau dimasukkan dengan <strong>Tunai masuk</strong> dan <strong>Tunai keluar</strong>, masing-masing dengan nota.</p><h3>Tutup</h3><p>Kira laci dan tekan <strong>Tutup syif dengan tunai dikira</strong>. Laporan Z menunjukkan jualan kasar, diskaun, SST, bayaran balik, tunai dijangka dan perbezaan antara tunai dijangka dan dikira. Cetaknya dengan <strong>Cetak laporan Z</strong> dan simpan bersama tunai.</p>',
      },
    },
  },
  {
    contentType: 'article',
    slug: 'fix-sync-issues',
    tags: ['sync', 'offline'],
    text: {
      en: {
        title: 'Fix changes the server refused (Sync issues)',
        summary: 'When the server refuses a change made on this device, correct it and retry, or discard it.',
        content:
          '<p>Most changes reach the server on their own. A few are refused — for example a customer whose e-mail another device has just taken. Refused changes are never thrown away: they wait in <a href="/sync-issues">Sync issues</a>, with the server’s reason.</p><ul><li><strong>Edit</strong> the change, then <strong>Save and retry</strong>.</li><li><strong>Retry</strong> as it is, if the cause has gone away.</li><li><strong>Discard</strong> to go back to the server’s version. Later changes that depend on it are discarded with it, and the app tells you how many.</li></ul><p>Sync issues belong to this device and this account; another tablet has its own list.</p>',
      },
      'zh-CN': {
        title: '处理被服务器拒绝的更改（同步问题）',
        summary: '当服务器拒绝本设备上的更改时，可以更正后重试，或放弃该更改。',
        content:
          '<p>大多数更改会自动送达服务器，少数会被拒绝——例如某位顾客的电子邮件刚被另一台设备使用。被拒绝的更改不会被丢弃：它们会连同服务器给出的原因保存在<a href="/sync-issues">同步问题</a>中。</p><ul><li><strong>编辑</strong>该更改，然后<strong>保存并重试</strong>。</li><li>如果原因已消除，可直接<strong>重试</strong>。</li><li><strong>放弃</strong>以恢复服务器上的版本。依赖它的后续更改会一并放弃，应用会告诉您数量。</li></ul><p>同步问题属于本设备和本账户；其他平板有各自的列表。</p>',
      },
      'ms-MY': {
        title: 'Betulkan perubahan yang ditolak pelayan (Isu penyegerakan)',
        summary: 'Apabila pelayan menolak perubahan yang dibuat pada peranti ini, betulkan dan cuba semula, atau buang.',
        content:
          '<p>Kebanyakan perubahan sampai ke pelayan dengan sendirinya. Sebilangan kecil ditolak — contohnya pelanggan yang e-melnya baru sahaja digunakan oleh peranti lain. Perubahan yang ditolak tidak pernah dibuang: ia menunggu dalam <a href="/sync-issues">Isu penyegerakan</a>, bersama sebab daripada pelayan.</p><ul><li><strong>Sunting</strong> perubahan, kemudian <strong>Simpan dan cuba semula</strong>.</li><li><strong>Cuba semula</strong> seadanya, jika puncanya sudah tiada.</li><li><strong>Buang</strong> untuk kembali kepada versi pelayan. Perubahan kemudian yang bergantung padanya dibuang bersama, dan aplikasi memberitahu berapa banyak.</li></ul><p>Isu penyegerakan milik peranti dan akaun ini; tablet lain mempunyai senarai sendiri.</p>',
      },
    },
  },
  {
    contentType: 'article',
    slug: 'add-and-find-customers',
    tags: ['customers'],
    text: {
      en: {
        title: 'Add and find customers',
        summary: 'Create a customer in seconds at the counter and find them again by name, e-mail or phone.',
        content:
          '<p>Open <a href="/customers">Customers</a> and press <strong>Add customer</strong>. Only the first name is required; a phone number or e-mail makes the customer easy to find again and lets receipts reach them.</p><p>The search box matches the start of any word in the name, the e-mail, and the phone number in any format. Results appear as you type, even offline, because customers are kept on the device.</p><p>At checkout, attach the customer to the cart so the sale shows in their history and they can use their credit or vouchers.</p>',
      },
      'zh-CN': {
        title: '添加和查找顾客',
        summary: '在柜台几秒钟即可建立顾客资料，并可按姓名、电子邮件或电话再次找到。',
        content:
          '<p>打开<a href="/customers">顾客</a>，点击<strong>添加顾客</strong>。只有名字是必填的；填写电话号码或电子邮件便于日后查找，也能让收据送达顾客。</p><p>搜索框会匹配姓名中任何词的开头、电子邮件，以及任何格式的电话号码。由于顾客资料保存在设备上，即使离线，输入时也会即时显示结果。</p><p>结账时，把顾客加到购物车，这笔销售就会出现在其记录中，顾客也可以使用储值或礼券。</p>',
      },
      'ms-MY': {
        title: 'Tambah dan cari pelanggan',
        summary: 'Cipta pelanggan dalam beberapa saat di kaunter dan cari mereka semula dengan nama, e-mel atau telefon.',
        content:
          '<p>Buka <a href="/customers">Pelanggan</a> dan tekan <strong>Tambah pelanggan</strong>. Hanya nama pertama diperlukan; nombor telefon atau e-mel memudahkan pelanggan ditemui semula dan membolehkan resit sampai kepada mereka.</p><p>Kotak carian sepadan dengan permulaan mana-mana perkataan dalam nama, e-mel, dan nombor telefon dalam apa jua format. Hasil muncul semasa anda menaip, walaupun di luar talian, kerana pelanggan disimpan pada peranti.</p><p>Semasa pembayaran, lampirkan pelanggan pada troli supaya jualan muncul dalam sejarah mereka dan mereka boleh menggunakan kredit atau baucar.</p>',
      },
    },
  },
];
