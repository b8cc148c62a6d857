import { row, type TranslatedTexts } from '../translations/languages';

/** One question of a brand's faq/support screen; its texts are English, translated in FAQ_TEXTS. */
export interface FaqSeed {
  slug: string;
  question: string;
  answer: string;
}

const CANCEL: FaqSeed = {
  slug: 'cancel-membership',
  question: 'How do I cancel my membership?',
  answer:
    'Open Account, then Membership and billing, and choose Cancel subscription. You keep access until the end of the period you paid for, and your preferences are kept for 10 months.',
};
const PAYMENT: FaqSeed = {
  slug: 'update-payment-method',
  question: 'How do I update my payment method?',
  answer:
    'Open Account, then Payment methods, add a new card and make it your preferred one. The previous card becomes your backup.',
};
const PLAYBACK: FaqSeed = {
  slug: 'playback-problem',
  question: 'A title does not play properly. What can I do?',
  answer:
    'Refresh the page and check your connection. If it keeps happening, report the problem with the form on this page so our team can look into it.',
};
const LANGUAGE: FaqSeed = {
  slug: 'change-language',
  question: 'How do I change the language?',
  answer: 'Open Account, then Profile, choose your language and save.',
};
const GIVEAWAYS: FaqSeed = {
  slug: 'giveaways',
  question: 'How do giveaways work?',
  answer:
    'Active members get 1 free entry every month and can buy more. One winner is drawn each month and announced within 7 days.',
};
const COINS: FaqSeed = {
  slug: 'coins',
  question: 'What are coins and how do I get them?',
  answer:
    'Coins are the currency of your member area. Buy a pack from your wallet and spend them in the marketplace or on impacts.',
};
const CREDITS: FaqSeed = {
  slug: 'credits',
  question: 'How do I earn credits?',
  answer: 'Playing games earns credits, shown in your wallet, as long as your balance is above zero.',
};
const VPN: FaqSeed = {
  slug: 'vpn-setup',
  question: 'How do I set up the VPN?',
  answer:
    'Open the VPN page, pick your device and follow its steps. Sign in with your registration credentials, then choose a location or the fastest server.',
};

/** Each brand's questions, in the order shown: what its members ask about first leads. */
export const FAQ_BY_BRAND: Readonly<Record<string, readonly FaqSeed[]>> = {
  playmax: [PLAYBACK, GIVEAWAYS, CANCEL, PAYMENT, LANGUAGE],
  clickcoins: [COINS, PLAYBACK, CANCEL, PAYMENT, LANGUAGE],
  clickplay: [CREDITS, PLAYBACK, CANCEL, PAYMENT, LANGUAGE],
  vpn: [VPN, CANCEL, PAYMENT, LANGUAGE],
};

/** By English text. Columns: fr-ca, de-de, it-it, pt-pt, es-es, ja-jp, my-ms (Malay). */
export const FAQ_TEXTS: ReadonlyMap<string, TranslatedTexts> = new Map([
  row(
    CANCEL.question,
    'Comment résilier mon abonnement?',
    'Wie kündige ich meine Mitgliedschaft?',
    'Come posso annullare il mio abbonamento?',
    'Como cancelo a minha subscrição?',
    '¿Cómo cancelo mi suscripción?',
    'メンバーシップを解約するには？',
    'Bagaimanakah saya membatalkan keahlian saya?',
  ),
  row(
    CANCEL.answer,
    'Ouvrez Compte, puis Abonnement et facturation, et choisissez Résilier l’abonnement. Vous gardez l’accès jusqu’à la fin de la période payée, et vos préférences sont conservées 10 mois.',
    'Öffnen Sie Konto, dann Mitgliedschaft und Abrechnung, und wählen Sie Abo kündigen. Sie behalten den Zugang bis zum Ende des bezahlten Zeitraums, und Ihre Einstellungen werden 10 Monate aufbewahrt.',
    'Apri Account, poi Abbonamento e fatturazione, e scegli Annulla abbonamento. Mantieni l’accesso fino alla fine del periodo pagato e le tue preferenze vengono conservate per 10 mesi.',
    'Abra Conta, depois Subscrição e faturação, e escolha Cancelar subscrição. Mantém o acesso até ao fim do período pago e as suas preferências são guardadas durante 10 meses.',
    'Abre Cuenta, luego Suscripción y facturación, y elige Cancelar suscripción. Mantienes el acceso hasta el final del periodo pagado y tus preferencias se conservan 10 meses.',
    '「アカウント」から「メンバーシップと請求」を開き、「サブスクリプションを解約」を選んでください。お支払い済みの期間の終わりまでご利用いただけ、設定は10か月間保存されます。',
    'Buka Akaun, kemudian Keahlian dan pengebilan, dan pilih Batalkan langganan. Anda kekal mempunyai akses sehingga akhir tempoh yang telah dibayar, dan pilihan anda disimpan selama 10 bulan.',
  ),
  row(
    PAYMENT.question,
    'Comment modifier mon mode de paiement?',
    'Wie ändere ich meine Zahlungsmethode?',
    'Come aggiorno il mio metodo di pagamento?',
    'Como atualizo o meu método de pagamento?',
    '¿Cómo actualizo mi método de pago?',
    'お支払い方法を変更するには？',
    'Bagaimanakah saya mengemas kini kaedah pembayaran saya?',
  ),
  row(
    PAYMENT.answer,
    'Ouvrez Compte, puis Modes de paiement, ajoutez une nouvelle carte et faites-en votre carte préférée. L’ancienne carte devient votre carte de secours.',
    'Öffnen Sie Konto, dann Zahlungsmethoden, fügen Sie eine neue Karte hinzu und machen Sie sie zu Ihrer bevorzugten. Die bisherige Karte wird Ihre Ersatzkarte.',
    'Apri Account, poi Metodi di pagamento, aggiungi una nuova carta e impostala come preferita. La carta precedente diventa quella di riserva.',
    'Abra Conta, depois Métodos de pagamento, adicione um novo cartão e defina-o como preferido. O cartão anterior passa a ser o de reserva.',
    'Abre Cuenta, luego Métodos de pago, añade una tarjeta nueva y márcala como preferida. La tarjeta anterior pasa a ser la de respaldo.',
    '「アカウント」から「お支払い方法」を開き、新しいカードを追加して優先カードに設定してください。以前のカードは予備のカードになります。',
    'Buka Akaun, kemudian Kaedah pembayaran, tambah kad baharu dan jadikannya kad pilihan anda. Kad sebelumnya menjadi kad sandaran anda.',
  ),
  row(
    PLAYBACK.question,
    'Un titre ne joue pas correctement. Que faire?',
    'Ein Titel wird nicht richtig abgespielt. Was kann ich tun?',
    'Un titolo non si riproduce correttamente. Cosa posso fare?',
    'Um título não é reproduzido corretamente. O que posso fazer?',
    'Un título no se reproduce bien. ¿Qué puedo hacer?',
    'タイトルが正しく再生されません。どうすればよいですか？',
    'Sesuatu tajuk tidak dimainkan dengan betul. Apakah yang boleh saya lakukan?',
  ),
  row(
    PLAYBACK.answer,
    'Actualisez la page et vérifiez votre connexion. Si le problème persiste, signalez-le avec le formulaire de cette page pour que notre équipe s’en occupe.',
    'Laden Sie die Seite neu und prüfen Sie Ihre Verbindung. Wenn es weiterhin passiert, melden Sie das Problem mit dem Formular auf dieser Seite, damit sich unser Team darum kümmert.',
    'Ricarica la pagina e controlla la connessione. Se continua a succedere, segnala il problema con il modulo in questa pagina così il nostro team potrà verificarlo.',
    'Atualize a página e verifique a sua ligação. Se continuar a acontecer, comunique o problema com o formulário desta página para que a nossa equipa o analise.',
    'Actualiza la página y comprueba tu conexión. Si sigue ocurriendo, informa del problema con el formulario de esta página para que nuestro equipo lo revise.',
    'ページを再読み込みし、接続を確認してください。それでも解決しない場合は、このページのフォームから問題を報告してください。担当チームが確認します。',
    'Muat semula halaman dan semak sambungan anda. Jika ia terus berlaku, laporkan masalah itu dengan borang di halaman ini supaya pasukan kami dapat menyemaknya.',
  ),
  row(
    LANGUAGE.question,
    'Comment changer la langue?',
    'Wie ändere ich die Sprache?',
    'Come cambio la lingua?',
    'Como altero o idioma?',
    '¿Cómo cambio el idioma?',
    '言語を変更するには？',
    'Bagaimanakah saya menukar bahasa?',
  ),
  row(
    LANGUAGE.answer,
    'Ouvrez Compte, puis Profil, choisissez votre langue et enregistrez.',
    'Öffnen Sie Konto, dann Profil, wählen Sie Ihre Sprache und speichern Sie.',
    'Apri Account, poi Profilo, scegli la lingua e salva.',
    'Abra Conta, depois Perfil, escolha o seu idioma e guarde.',
    'Abre Cuenta, luego Perfil, elige tu idioma y guarda.',
    '「アカウント」から「プロフィール」を開き、言語を選んで保存してください。',
    'Buka Akaun, kemudian Profil, pilih bahasa anda dan simpan.',
  ),
  row(
    GIVEAWAYS.question,
    'Comment fonctionnent les concours?',
    'Wie funktionieren Gewinnspiele?',
    'Come funzionano i concorsi a premi?',
    'Como funcionam os passatempos?',
    '¿Cómo funcionan los sorteos?',
    'プレゼント企画の仕組みは？',
    'Bagaimanakah cabutan bertuah berfungsi?',
  ),
  row(
    GIVEAWAYS.answer,
    'Les membres actifs reçoivent 1 participation gratuite chaque mois et peuvent en acheter d’autres. Un gagnant est tiré au sort chaque mois et annoncé dans les 7 jours.',
    'Aktive Mitglieder erhalten jeden Monat 1 kostenloses Los und können weitere kaufen. Jeden Monat wird ein Gewinner gezogen und innerhalb von 7 Tagen bekannt gegeben.',
    'I membri attivi ricevono 1 partecipazione gratuita ogni mese e possono acquistarne altre. Ogni mese viene estratto un vincitore, annunciato entro 7 giorni.',
    'Os membros ativos recebem 1 participação gratuita por mês e podem comprar mais. Todos os meses é sorteado um vencedor, anunciado no prazo de 7 dias.',
    'Los socios activos reciben 1 participación gratis cada mes y pueden comprar más. Cada mes se sortea un ganador, que se anuncia en un plazo de 7 días.',
    'アクティブな会員は毎月1口の無料エントリーを受け取り、追加購入もできます。毎月1名の当選者が抽選され、7日以内に発表されます。',
    'Ahli aktif menerima 1 penyertaan percuma setiap bulan dan boleh membeli lebih. Seorang pemenang dicabut setiap bulan dan diumumkan dalam masa 7 hari.',
  ),
  row(
    COINS.question,
    'Que sont les pièces et comment en obtenir?',
    'Was sind Münzen und wie bekomme ich sie?',
    'Cosa sono le monete e come si ottengono?',
    'O que são moedas e como as obtenho?',
    '¿Qué son las monedas y cómo las consigo?',
    'コインとは何ですか？どうすれば入手できますか？',
    'Apakah syiling dan bagaimanakah saya mendapatkannya?',
  ),
  row(
    COINS.answer,
    'Les pièces sont la monnaie de votre espace membre. Achetez un lot depuis votre portefeuille et dépensez-les dans la boutique ou pour des impacts.',
    'Münzen sind die Währung Ihres Mitgliederbereichs. Kaufen Sie ein Paket in Ihrer Geldbörse und geben Sie sie im Marktplatz oder für Impacts aus.',
    'Le monete sono la valuta della tua area membri. Acquista un pacchetto dal tuo portafoglio e spendile nel marketplace o per gli impatti.',
    'As moedas são a moeda da sua área de membro. Compre um pacote na sua carteira e gaste-as no marketplace ou em impactos.',
    'Las monedas son la divisa de tu área de socio. Compra un paquete desde tu monedero y gástalas en la tienda o en impactos.',
    'コインは会員エリアの通貨です。ウォレットからパックを購入し、マーケットプレイスやインパクトに使えます。',
    'Syiling ialah mata wang ruang ahli anda. Beli pek daripada dompet anda dan belanjakannya di pasaran atau untuk impak.',
  ),
  row(
    CREDITS.question,
    'Comment gagner des crédits?',
    'Wie verdiene ich Guthaben?',
    'Come guadagno crediti?',
    'Como ganho créditos?',
    '¿Cómo gano créditos?',
    'クレジットを獲得するには？',
    'Bagaimanakah saya memperoleh kredit?',
  ),
  row(
    CREDITS.answer,
    'Jouer à des jeux rapporte des crédits, affichés dans votre portefeuille, tant que votre solde est supérieur à zéro.',
    'Spielen bringt Guthaben, das in Ihrer Geldbörse angezeigt wird, solange Ihr Kontostand über null liegt.',
    'Giocare fa guadagnare crediti, mostrati nel tuo portafoglio, purché il saldo sia superiore a zero.',
    'Jogar dá créditos, mostrados na sua carteira, desde que o seu saldo seja superior a zero.',
    'Jugar te da créditos, que se muestran en tu monedero, siempre que tu saldo sea superior a cero.',
    'ゲームをプレイするとクレジットが貯まり、ウォレットに表示されます（残高が0より多い場合に限ります）。',
    'Bermain permainan memberikan kredit, yang dipaparkan dalam dompet anda, selagi baki anda melebihi sifar.',
  ),
  row(
    VPN.question,
    'Comment configurer le RPV?',
    'Wie richte ich das VPN ein?',
    'Come configuro la VPN?',
    'Como configuro a VPN?',
    '¿Cómo configuro la VPN?',
    'VPNを設定するには？',
    'Bagaimanakah saya menyediakan VPN?',
  ),
  row(
    VPN.answer,
    'Ouvrez la page RPV, choisissez votre appareil et suivez les étapes. Connectez-vous avec vos identifiants d’inscription, puis choisissez un emplacement ou le serveur le plus rapide.',
    'Öffnen Sie die VPN-Seite, wählen Sie Ihr Gerät und folgen Sie den Schritten. Melden Sie sich mit Ihren Registrierungsdaten an und wählen Sie dann einen Standort oder den schnellsten Server.',
    'Apri la pagina VPN, scegli il tuo dispositivo e segui i passaggi. Accedi con le credenziali di registrazione, poi scegli una località o il server più veloce.',
    'Abra a página VPN, escolha o seu dispositivo e siga os passos. Inicie sessão com as credenciais de registo e escolha uma localização ou o servidor mais rápido.',
    'Abre la página VPN, elige tu dispositivo y sigue los pasos. Inicia sesión con tus credenciales de registro y elige una ubicación o el servidor más rápido.',
    'VPNページを開き、お使いのデバイスを選んで手順に従ってください。登録時の認証情報でサインインし、場所または最速のサーバーを選びます。',
    'Buka halaman VPN, pilih peranti anda dan ikut langkahnya. Log masuk dengan butiran pendaftaran anda, kemudian pilih lokasi atau pelayan terpantas.',
  ),
]);
