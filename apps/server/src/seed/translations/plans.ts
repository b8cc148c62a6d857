import {
  COIN_BONUS_BY_MEMBERSHIP_ID,
  MARKETPLACE_CHAMPION_MAX_DISCOUNT_PERCENT as MAX_OFF,
  TRIAL_UPSELL_ACCESS_DAYS as DAYS,
  VPN_PLATINUM_PLAN_NAME,
} from '@member-area/domain';
import { row, type TranslatedTexts } from './languages';

/** The name of a product's monthly plan; the product's name is the same in every language. */
const monthlyPlanName = (product: string) =>
  row(
    `${product} Monthly`,
    `${product} mensuel`,
    `${product} monatlich`,
    `${product} mensile`,
    `${product} mensal`,
    `${product} mensual`,
    `${product} 月額`,
    `${product} Bulanan`,
  );

/** The name of a product's yearly plan; the product's name is the same in every language. */
const yearlyPlanName = (product: string) =>
  row(
    `${product} Yearly`,
    `${product} annuel`,
    `${product} jährlich`,
    `${product} annuale`,
    `${product} anual`,
    `${product} anual`,
    `${product} 年額`,
    `${product} Tahunan`,
  );

/** The name of a product's trial plan; German joins a compound with hyphens ('Coins-Club-Probeabo'). */
const trialPlanName = (product: string) =>
  row(
    `${product} Trial`,
    `Essai ${product}`,
    `${product.replaceAll(' ', '-')}-Probeabo`,
    `Prova ${product}`,
    `Experimentação ${product}`,
    `Prueba de ${product}`,
    `${product} お試し`,
    `Percubaan ${product}`,
  );

/**
 * Plan names in the other languages, by English name. Brand product names (Premium, Coins Club,
 * Play Pass, Champion, VPN Platinum) stay as they are; the rest of a name is translated.
 * Columns: fr-ca, de-de, it-it, pt-pt, es-es, ja-jp, my-ms (Malay).
 */
export const PLAN_NAMES: ReadonlyMap<string, TranslatedTexts> = new Map([
  monthlyPlanName('Premium'),
  yearlyPlanName('Premium'),
  trialPlanName('Premium'),
  row(
    'Movies Monthly',
    'Films mensuel',
    'Filme monatlich',
    'Film mensile',
    'Filmes mensal',
    'Películas mensual',
    '映画 月額',
    'Filem Bulanan',
  ),
  row(
    'Music Monthly',
    'Musique mensuel',
    'Musik monatlich',
    'Musica mensile',
    'Música mensal',
    'Música mensual',
    '音楽 月額',
    'Muzik Bulanan',
  ),
  row(
    'Books Monthly',
    'Livres mensuel',
    'Bücher monatlich',
    'Libri mensile',
    'Livros mensal',
    'Libros mensual',
    '書籍 月額',
    'Buku Bulanan',
  ),
  row(
    'Games Monthly',
    'Jeux mensuel',
    'Spiele monatlich',
    'Giochi mensile',
    'Jogos mensal',
    'Juegos mensual',
    'ゲーム 月額',
    'Permainan Bulanan',
  ),
  row(
    'Champion Bronze',
    'Champion Bronze',
    'Champion Bronze',
    'Champion Bronzo',
    'Champion Bronze',
    'Champion Bronce',
    'Champion ブロンズ',
    'Champion Gangsa',
  ),
  row(
    'Champion Silver',
    'Champion Argent',
    'Champion Silber',
    'Champion Argento',
    'Champion Prata',
    'Champion Plata',
    'Champion シルバー',
    'Champion Perak',
  ),
  row(
    'Champion Gold',
    'Champion Or',
    'Champion Gold',
    'Champion Oro',
    'Champion Ouro',
    'Champion Oro',
    'Champion ゴールド',
    'Champion Emas',
  ),
  row(
    'Champion Platinum',
    'Champion Platine',
    'Champion Platin',
    'Champion Platino',
    'Champion Platina',
    'Champion Platino',
    'Champion プラチナ',
    'Champion Platinum',
  ),
  row(
    'Champion Diamond',
    'Champion Diamant',
    'Champion Diamant',
    'Champion Diamante',
    'Champion Diamante',
    'Champion Diamante',
    'Champion ダイヤモンド',
    'Champion Berlian',
  ),
  monthlyPlanName('Coins Club'),
  yearlyPlanName('Coins Club'),
  trialPlanName('Coins Club'),
  monthlyPlanName('Play Pass'),
  yearlyPlanName('Play Pass'),
  trialPlanName('Play Pass'),
  trialPlanName('VPN'),
]);

/** Names that are product names in every language, so they have no translation rows. */
export const UNTRANSLATED_PLAN_NAMES: ReadonlySet<string> = new Set([VPN_PLATINUM_PLAN_NAME]);

const ALL_ACCESS = row(
  'Unlimited movies, sports, music, audiobooks, ebooks, games and software.',
  'Films, sports, musique, livres audio, livres numériques, jeux et logiciels en illimité.',
  'Unbegrenzt Filme, Sport, Musik, Hörbücher, E-Books, Spiele und Software.',
  'Film, sport, musica, audiolibri, ebook, giochi e software senza limiti.',
  'Filmes, desporto, música, audiolivros, e-books, jogos e software sem limites.',
  'Películas, deportes, música, audiolibros, libros electrónicos, juegos y software sin límites.',
  '映画、スポーツ、音楽、オーディオブック、電子書籍、ゲーム、ソフトウェアが使い放題。',
  'Filem, sukan, muzik, buku audio, e-buku, permainan dan perisian tanpa had.',
);
const TWO_MONTHS_FREE: TranslatedTexts = {
  'fr-ca': 'Deux mois gratuits.',
  'de-de': 'Zwei Monate gratis.',
  'it-it': 'Due mesi gratis.',
  'pt-pt': 'Dois meses grátis.',
  'es-es': 'Dos meses gratis.',
  'ja-jp': '2か月分無料。',
  'my-ms': 'Dua bulan percuma.',
};

const champion = (bonus: number) =>
  row(
    `Everything in Premium, up to ${MAX_OFF}% off in the marketplace, free standard shipping and ${bonus} bonus coins.`,
    `Tout Premium, jusqu’à ${MAX_OFF} % de rabais dans la boutique, la livraison standard gratuite et ${bonus} pièces en prime.`,
    `Alles aus Premium, bis zu ${MAX_OFF} % Rabatt im Marktplatz, kostenloser Standardversand und ${bonus} Bonusmünzen.`,
    `Tutto Premium, fino al ${MAX_OFF}% di sconto nel marketplace, spedizione standard gratuita e ${bonus} monete bonus.`,
    `Tudo o que o Premium inclui, até ${MAX_OFF}% de desconto no marketplace, envio normal grátis e ${bonus} moedas de bónus.`,
    `Todo lo de Premium, hasta un ${MAX_OFF} % de descuento en la tienda, envío estándar gratis y ${bonus} monedas de regalo.`,
    `Premium のすべてに加え、マーケットプレイスで最大${MAX_OFF}%オフ、通常配送無料、ボーナスコイン${bonus}枚。`,
    `Semua dalam Premium, diskaun sehingga ${MAX_OFF}% di pasaran, penghantaran standard percuma dan ${bonus} syiling bonus.`,
  );

/** The description of a product's yearly plan: a year of it at a lower price. */
const yearAtLowerPrice = (product: string) =>
  row(
    `A year of ${product} at a lower price.`,
    `Une année de ${product} à prix réduit.`,
    `Ein Jahr ${product} zum günstigeren Preis.`,
    `Un anno di ${product} a un prezzo più basso.`,
    `Um ano de ${product} a um preço mais baixo.`,
    `Un año de ${product} a un precio más bajo.`,
    `${product} 1年分をお得な価格で。`,
    `Setahun ${product} pada harga lebih rendah.`,
  );

/** The description of a product's trial plan: the trial's days of it, then monthly. */
const trialThenMonthly = (product: string) =>
  row(
    `${DAYS} days of ${product}, then monthly.`,
    `${DAYS} jours de ${product}, puis au mois.`,
    `${DAYS} Tage ${product}, danach monatlich.`,
    `${DAYS} giorni di ${product}, poi mensile.`,
    `${DAYS} dias de ${product} e depois mensal.`,
    `${DAYS} días de ${product} y después mensual.`,
    `${product} を${DAYS}日間、その後は月額。`,
    `${DAYS} hari ${product}, kemudian bulanan.`,
  );

/** Plan descriptions in the other languages, by English description (as plans.ts writes them). */
export const PLAN_DESCRIPTIONS: ReadonlyMap<string, TranslatedTexts> = new Map([
  ALL_ACCESS,
  [
    `${ALL_ACCESS[0]} Two months free.`,
    Object.fromEntries(
      Object.entries(ALL_ACCESS[1]).map(([lang, text]) => [
        lang,
        `${text}${lang === 'ja-jp' ? '' : ' '}${TWO_MONTHS_FREE[lang as keyof TranslatedTexts]}`,
      ]),
    ) as TranslatedTexts,
  ],
  row(
    `${DAYS} days of full access, then Premium Monthly.`,
    `${DAYS} jours d’accès complet, puis Premium mensuel.`,
    `${DAYS} Tage voller Zugang, danach Premium monatlich.`,
    `${DAYS} giorni di accesso completo, poi Premium mensile.`,
    `${DAYS} dias de acesso total e depois Premium mensal.`,
    `${DAYS} días de acceso completo y después Premium mensual.`,
    `${DAYS}日間すべて利用でき、その後は Premium 月額に移行します。`,
    `${DAYS} hari akses penuh, kemudian Premium Bulanan.`,
  ),
  row(
    'Every movie and series in the catalogue.',
    'Tous les films et toutes les séries du catalogue.',
    'Alle Filme und Serien im Katalog.',
    'Tutti i film e le serie del catalogo.',
    'Todos os filmes e séries do catálogo.',
    'Todas las películas y series del catálogo.',
    'カタログのすべての映画とシリーズ。',
    'Semua filem dan siri dalam katalog.',
  ),
  row(
    'Albums, playlists and the music queue.',
    'Albums, listes de lecture et file d’attente musicale.',
    'Alben, Playlists und die Musik-Warteschlange.',
    'Album, playlist e coda musicale.',
    'Álbuns, playlists e a fila de música.',
    'Álbumes, listas de reproducción y la cola de música.',
    'アルバム、プレイリスト、再生キュー。',
    'Album, senarai main dan baris gilir muzik.',
  ),
  row(
    'Ebooks and audiobooks, read or listen anywhere.',
    'Livres numériques et livres audio, à lire ou à écouter partout.',
    'E-Books und Hörbücher, überall lesen oder hören.',
    'Ebook e audiolibri, da leggere o ascoltare ovunque.',
    'E-books e audiolivros para ler ou ouvir em qualquer lugar.',
    'Libros electrónicos y audiolibros para leer o escuchar en cualquier lugar.',
    '電子書籍とオーディオブックを、どこでも読んで聴けます。',
    'E-buku dan buku audio, baca atau dengar di mana-mana.',
  ),
  ...[...new Set(Object.values(COIN_BONUS_BY_MEMBERSHIP_ID))].map(champion),
  row(
    'Games, music, movies and books, plus coins to spend.',
    'Jeux, musique, films et livres, plus des pièces à dépenser.',
    'Spiele, Musik, Filme und Bücher, dazu Münzen zum Ausgeben.',
    'Giochi, musica, film e libri, più monete da spendere.',
    'Jogos, música, filmes e livros, e ainda moedas para gastar.',
    'Juegos, música, películas y libros, además de monedas para gastar.',
    'ゲーム、音楽、映画、書籍に加えて、使えるコインも。',
    'Permainan, muzik, filem dan buku, serta syiling untuk dibelanjakan.',
  ),
  yearAtLowerPrice('Coins Club'),
  trialThenMonthly('Coins Club'),
  row(
    'Every movie in the catalogue.',
    'Tous les films du catalogue.',
    'Alle Filme im Katalog.',
    'Tutti i film del catalogo.',
    'Todos os filmes do catálogo.',
    'Todas las películas del catálogo.',
    'カタログのすべての映画。',
    'Semua filem dalam katalog.',
  ),
  row(
    'Games, apps, music and movies.',
    'Jeux, applications, musique et films.',
    'Spiele, Apps, Musik und Filme.',
    'Giochi, app, musica e film.',
    'Jogos, aplicações, música e filmes.',
    'Juegos, aplicaciones, música y películas.',
    'ゲーム、アプリ、音楽、映画。',
    'Permainan, aplikasi, muzik dan filem.',
  ),
  yearAtLowerPrice('Play Pass'),
  trialThenMonthly('Play Pass'),
  row(
    'Every game and app.',
    'Tous les jeux et toutes les applications.',
    'Alle Spiele und Apps.',
    'Tutti i giochi e le app.',
    'Todos os jogos e aplicações.',
    'Todos los juegos y aplicaciones.',
    'すべてのゲームとアプリ。',
    'Semua permainan dan aplikasi.',
  ),
  row(
    'Private browsing on up to 10 devices, every server location.',
    'Navigation privée sur jusqu’à 10 appareils, tous les emplacements de serveurs.',
    'Privates Surfen auf bis zu 10 Geräten, alle Serverstandorte.',
    'Navigazione privata su un massimo di 10 dispositivi, tutte le località dei server.',
    'Navegação privada em até 10 dispositivos, todas as localizações de servidores.',
    'Navegación privada en hasta 10 dispositivos, todas las ubicaciones de servidores.',
    '最大10台のデバイスでプライベートブラウジング、すべてのサーバー所在地に対応。',
    'Pelayaran peribadi pada sehingga 10 peranti, semua lokasi pelayan.',
  ),
  row(
    'VPN Platinum billed yearly: 45% less than monthly.',
    'VPN Platinum facturé à l’année : 45 % de moins qu’au mois.',
    'VPN Platinum jährlich abgerechnet: 45 % günstiger als monatlich.',
    'VPN Platinum fatturato annualmente: il 45% in meno rispetto al mensile.',
    'VPN Platinum faturado anualmente: menos 45% do que o mensal.',
    'VPN Platinum con facturación anual: un 45 % menos que la mensual.',
    'VPN Platinum 年払い：月払いより45%お得。',
    'VPN Platinum dibilkan setiap tahun: 45% lebih murah daripada bulanan.',
  ),
  trialThenMonthly('VPN Platinum'),
]);
