import { row, type TranslatedTexts } from './languages';

/**
 * The descriptions of the curated demo titles (catalogue/words.ts CURATED_TITLES, ids 1–7: the
 * titles the journeys and the demo open) in the seven other interface languages, by their generated
 * English text; titles and people's names stay as they are. The generated titles beyond them keep
 * their English description. Columns: fr-ca, de-de, it-it, pt-pt, es-es, ja-jp, my-ms.
 */
export const TITLE_DESCRIPTIONS: ReadonlyMap<string, TranslatedTexts> = new Map([
  row(
    'In Paris, a dance changes everything. Spider-Man of the Seventh Street is a comedy story directed by Maja Ricci, about the choices we make when nobody is watching.',
    'À Paris, une danse change tout. Spider-Man of the Seventh Street est une comédie réalisée par Maja Ricci, sur les choix que l’on fait quand personne ne regarde.',
    'In Paris verändert ein Tanz alles. Spider-Man of the Seventh Street ist eine Komödie von Maja Ricci über die Entscheidungen, die wir treffen, wenn niemand hinsieht.',
    'A Parigi, un ballo cambia tutto. Spider-Man of the Seventh Street è una commedia diretta da Maja Ricci sulle scelte che facciamo quando nessuno ci guarda.',
    'Em Paris, uma dança muda tudo. Spider-Man of the Seventh Street é uma comédia realizada por Maja Ricci sobre as escolhas que fazemos quando ninguém está a ver.',
    'En París, un baile lo cambia todo. Spider-Man of the Seventh Street es una comedia dirigida por Maja Ricci sobre las decisiones que tomamos cuando nadie mira.',
    'パリで、ひとつのダンスがすべてを変える。『Spider-Man of the Seventh Street』は、誰も見ていないときに私たちが下す選択を描いた、マヤ・リッチ（Maja Ricci）監督のコメディ。',
    'Di Paris, sebuah tarian mengubah segalanya. Spider-Man of the Seventh Street ialah kisah komedi arahan Maja Ricci tentang pilihan yang kita buat apabila tiada siapa melihat.',
  ),
  row(
    "L'Élève du Silence by André Ito: a crime book set between Istanbul and the sea, about a bridge nobody could forget.",
    'L’Élève du Silence, d’André Ito : un roman policier entre Istanbul et la mer, autour d’un pont que personne n’a pu oublier.',
    'L’Élève du Silence von André Ito: ein Krimi zwischen Istanbul und dem Meer über eine Brücke, die niemand vergessen konnte.',
    'L’Élève du Silence di André Ito: un giallo ambientato tra Istanbul e il mare, su un ponte che nessuno ha potuto dimenticare.',
    'L’Élève du Silence, de André Ito: um policial passado entre Istambul e o mar, sobre uma ponte que ninguém conseguiu esquecer.',
    'L’Élève du Silence, de André Ito: una novela negra entre Estambul y el mar, sobre un puente que nadie pudo olvidar.',
    'アンドレ・イトウ（André Ito）『L’Élève du Silence』：イスタンブールと海のあいだを舞台に、誰も忘れられなかった橋をめぐる犯罪小説。',
    'L’Élève du Silence oleh André Ito: buku jenayah berlatarkan antara Istanbul dan laut, tentang sebuah jambatan yang tiada siapa dapat lupakan.',
  ),
  row(
    'Silver Rivers return with Café Nocturne: country songs recorded in New Orleans, warm and close, made for late nights and long drives.',
    'Silver Rivers reviennent avec Café Nocturne : des chansons country enregistrées à La Nouvelle-Orléans, chaleureuses et intimes, faites pour les nuits tardives et les longs trajets.',
    'Silver Rivers melden sich mit Café Nocturne zurück: Country-Songs, aufgenommen in New Orleans, warm und nah, gemacht für späte Nächte und lange Fahrten.',
    'I Silver Rivers tornano con Café Nocturne: canzoni country registrate a New Orleans, calde e intime, fatte per le notti tarde e i lunghi viaggi in auto.',
    'Os Silver Rivers regressam com Café Nocturne: canções country gravadas em Nova Orleães, calorosas e intimistas, feitas para noites longas e viagens compridas.',
    'Silver Rivers vuelven con Café Nocturne: canciones country grabadas en Nueva Orleans, cálidas y cercanas, hechas para las noches largas y los viajes por carretera.',
    'シルバー・リヴァーズ（Silver Rivers）が『Café Nocturne』で帰ってきた。ニューオーリンズで録音した、温かく親密なカントリーソング。夜更けやロングドライブのお供に。',
    'Silver Rivers kembali dengan Café Nocturne: lagu-lagu country yang dirakam di New Orleans, hangat dan akrab, untuk malam yang lewat dan perjalanan jauh.',
  ),
  row(
    'Narrated with warmth, The Cartographer of Kyoto by Nico Walsh follows a heart from Reykjavík. A photography listen for the commute and the quiet hours.',
    'Racontée avec chaleur, The Cartographer of Kyoto de Nico Walsh suit un cœur venu de Reykjavik. Une écoute sur la photographie pour les trajets et les heures calmes.',
    'Mit Wärme erzählt: The Cartographer of Kyoto von Nico Walsh folgt einem Herzen aus Reykjavík. Ein Hörbuch über Fotografie für den Arbeitsweg und die stillen Stunden.',
    'Narrato con calore, The Cartographer of Kyoto di Nico Walsh segue un cuore partito da Reykjavík. Un ascolto di fotografia per il tragitto e le ore tranquille.',
    'Narrado com ternura, The Cartographer of Kyoto, de Nico Walsh, acompanha um coração vindo de Reiquiavique. Uma audição sobre fotografia para o trajeto e as horas calmas.',
    'Narrado con calidez, The Cartographer of Kyoto, de Nico Walsh, sigue a un corazón desde Reikiavik. Un audiolibro de fotografía para el trayecto y las horas tranquilas.',
    'ニコ・ウォルシュ（Nico Walsh）の『The Cartographer of Kyoto』を温かな朗読で。レイキャビクから来たひとつの心を追う、写真をめぐるオーディオブック。通勤や静かなひとときに。',
    'Diceritakan dengan mesra, The Cartographer of Kyoto oleh Nico Walsh mengikuti sekeping hati dari Reykjavík. Buku audio fotografi untuk perjalanan harian dan waktu tenang.',
  ),
  row(
    'Tower Siege: Frontier Defenders is a tower defense game from Kestrel Interactive: short rounds, rising challenge, and a forest to protect. Plays in the browser.',
    'Tower Siege: Frontier Defenders est un jeu de défense de tours de Kestrel Interactive : des parties courtes, un défi croissant et une forêt à protéger. Se joue dans le navigateur.',
    'Tower Siege: Frontier Defenders ist ein Tower-Defense-Spiel von Kestrel Interactive: kurze Runden, steigende Herausforderung und ein Wald, den es zu schützen gilt. Läuft im Browser.',
    'Tower Siege: Frontier Defenders è un tower defense di Kestrel Interactive: partite brevi, sfida crescente e una foresta da proteggere. Si gioca nel browser.',
    'Tower Siege: Frontier Defenders é um jogo de defesa de torres da Kestrel Interactive: rondas curtas, desafio crescente e uma floresta para proteger. Joga-se no navegador.',
    'Tower Siege: Frontier Defenders es un juego de defensa de torres de Kestrel Interactive: partidas cortas, dificultad creciente y un bosque que proteger. Se juega en el navegador.',
    '『Tower Siege: Frontier Defenders』はケストレル・インタラクティブ（Kestrel Interactive）のタワーディフェンスゲーム。短いラウンド、上がっていく難易度、守るべき森。ブラウザでプレイできます。',
    'Tower Siege: Frontier Defenders ialah permainan pertahanan menara daripada Kestrel Interactive: pusingan singkat, cabaran meningkat dan hutan untuk dilindungi. Dimainkan dalam pelayar.',
  ),
  row(
    'ZenNote Pro by Pixel Harbor helps you get things done: business tools that stay out of your way, on every device you own.',
    'ZenNote Pro de Pixel Harbor vous aide à avancer : des outils professionnels discrets, sur tous vos appareils.',
    'ZenNote Pro von Pixel Harbor hilft Ihnen, Dinge zu erledigen: Business-Tools, die nicht im Weg stehen, auf all Ihren Geräten.',
    'ZenNote Pro di Pixel Harbor ti aiuta a portare a termine le cose: strumenti per il lavoro che non ti intralciano, su tutti i tuoi dispositivi.',
    'ZenNote Pro, da Pixel Harbor, ajuda-o a fazer as coisas: ferramentas de trabalho que não atrapalham, em todos os seus dispositivos.',
    'ZenNote Pro, de Pixel Harbor, te ayuda a sacar el trabajo adelante: herramientas de negocio que no estorban, en todos tus dispositivos.',
    'ピクセル・ハーバー（Pixel Harbor）の『ZenNote Pro』で仕事がはかどります。邪魔にならないビジネスツールを、お持ちのすべてのデバイスで。',
    'ZenNote Pro oleh Pixel Harbor membantu anda menyelesaikan kerja: alatan perniagaan yang tidak mengganggu, pada setiap peranti anda.',
  ),
  row(
    'Live from Buenos Aires: Rivertown FC vs Harbor United, with commentary, stats and replays on PlayMax Sports.',
    'En direct de Buenos Aires : Rivertown FC contre Harbor United, avec commentaires, statistiques et reprises sur PlayMax Sports.',
    'Live aus Buenos Aires: Rivertown FC gegen Harbor United, mit Kommentar, Statistiken und Wiederholungen auf PlayMax Sports.',
    'In diretta da Buenos Aires: Rivertown FC contro Harbor United, con commento, statistiche e replay su PlayMax Sports.',
    'Em direto de Buenos Aires: Rivertown FC contra Harbor United, com comentários, estatísticas e repetições na PlayMax Sports.',
    'En directo desde Buenos Aires: Rivertown FC contra Harbor United, con comentarios, estadísticas y repeticiones en PlayMax Sports.',
    'ブエノスアイレスから生中継：リバータウンFC対ハーバー・ユナイテッド（Rivertown FC vs Harbor United）。PlayMax Sportsで実況、スタッツ、リプレイとともに。',
    'Secara langsung dari Buenos Aires: Rivertown FC lawan Harbor United, dengan ulasan, statistik dan ulang tayang di PlayMax Sports.',
  ),
]);
