import type { HelpTopic } from '../../../contracts/help';

/**
 * Help-centre topics in English and Filipino, as the operator writes them: simple HTML
 * (paragraphs, headings from h3, lists, links). The client shows it only through its sanitiser,
 * which keeps that and nothing else (src/lib/sanitizeHtml.ts); help.test.ts keeps these within it.
 */

type Language = 'EN' | 'TY';

const BARRED: Record<Language, string> = {
  EN:
    '<p>You may not play if you are:</p><ul>' +
    '<li>under 21 years old;</li>' +
    '<li>a government official or employee connected with gaming;</li>' +
    '<li>a member of the Armed Forces of the Philippines or the Philippine National Police;</li>' +
    '<li>a person on the National Database of Restricted Persons (NDRP); or</li>' +
    '<li>a gaming licence holder.</li></ul>',
  TY:
    '<p>Hindi ka maaaring maglaro kung ikaw ay:</p><ul>' +
    '<li>wala pang 21 taong gulang;</li>' +
    '<li>opisyal o empleyado ng pamahalaan na may kaugnayan sa gaming;</li>' +
    '<li>kasapi ng Sandatahang Lakas ng Pilipinas o ng Pambansang Pulisya ng Pilipinas;</li>' +
    '<li>nasa National Database of Restricted Persons (NDRP); o</li>' +
    '<li>may hawak ng lisensya sa gaming.</li></ul>',
};

const PAGCOR = '<a href="https://www.pagcor.ph/" target="_blank" rel="noopener noreferrer">PAGCOR</a>';

export const TOPICS: Record<Language, HelpTopic[]> = {
  EN: [
    {
      title: 'Terms and conditions',
      tag: 'terms',
      content:
        `<p>Pinoy Play is operated under a licence of the Philippine Amusement and Gaming Corporation (${PAGCOR}). ` +
        'By opening an account you accept these terms.</p>' +
        `<h3>Who may play</h3>${BARRED.EN}` +
        '<h3>Accounts and bonuses</h3>' +
        '<p>One account per person. Bonuses from free games are paid only to accounts with at least one valid top-up.</p>' +
        '<p>We may ask you to verify your identity (KYC) before you withdraw, as the law requires. ' +
        'How we keep your details is set out in our <a href="/m/help#privacy">privacy policy</a>.</p>',
      children: [],
    },
    {
      title: 'Privacy policy',
      tag: 'privacy',
      content:
        '<p>We keep the personal data you give us (name, birthday, mobile number, email, identity documents) to ' +
        'run your account and to meet the <strong>Data Privacy Act of 2012</strong> and anti-money-laundering rules.</p>' +
        '<p>We never sell your data. You may ask to see, correct or delete it through customer service.</p>',
      children: [],
    },
    {
      title: 'Responsible gaming',
      tag: 'responsible-gaming',
      content:
        '<p>Play for fun, within a budget you can afford to lose.</p>' +
        '<ul><li>Take breaks.</li><li>Never chase losses.</li><li>Set yourself limits before you play.</li></ul>' +
        '<p>If gaming stops being fun, set <a href="/m/member/protection">limits or a break</a>, ' +
        'or talk to customer service about self-exclusion.</p>',
      children: [],
    },
    {
      title: 'Account',
      tag: 'account',
      content: '<p>How to register, log in and keep your account safe.</p>',
      children: [
        {
          title: 'Registering',
          tag: 'register',
          content:
            '<p>Register with a username or your mobile number. You must be at least 21 years old.</p>' +
            '<ol><li>Open <a href="/m/register">Register</a>.</li><li>Fill in the form and the SMS code.</li>' +
            '<li>Accept the disclaimer and tap Register.</li></ol>',
          children: [],
        },
        {
          title: 'Forgotten password',
          tag: 'password',
          content: '<p>Use <a href="/m/forget">Forgot password</a> on the login page to reset it with a code sent by SMS or email.</p>',
          children: [],
        },
      ],
    },
  ],
  TY: [
    {
      title: 'Mga tuntunin at kondisyon',
      tag: 'terms',
      content:
        '<p>Ang Pinoy Play ay pinapatakbo sa ilalim ng lisensya ng Philippine Amusement and Gaming Corporation ' +
        `(${PAGCOR}). Sa pagbubukas ng account, tinatanggap mo ang mga tuntuning ito.</p>` +
        `<h3>Sino ang maaaring maglaro</h3>${BARRED.TY}` +
        '<h3>Mga account at bonus</h3>' +
        '<p>Isang account lamang bawat tao. Ang mga bonus mula sa libreng laro ay ibinibigay lamang sa mga ' +
        'account na may kahit isang wastong top-up.</p>' +
        '<p>Maaari naming hingin na patunayan mo ang iyong pagkakakilanlan (KYC) bago ka mag-withdraw, ayon sa batas. ' +
        'Kung paano namin iniingatan ang iyong mga detalye ay nasa aming <a href="/m/help#privacy">patakaran sa privacy</a>.</p>',
      children: [],
    },
    {
      title: 'Patakaran sa privacy',
      tag: 'privacy',
      content:
        '<p>Iniingatan namin ang personal na datos na ibinibigay mo (pangalan, kaarawan, numero ng mobile, ' +
        'email, mga dokumento ng pagkakakilanlan) para patakbuhin ang iyong account at sundin ang <strong>Data ' +
        'Privacy Act of 2012</strong> at ang mga patakaran laban sa money laundering.</p>' +
        '<p>Hindi namin ibinebenta ang iyong datos. Maaari mong hilingin na makita, itama o burahin ito ' +
        'sa pamamagitan ng customer service.</p>',
      children: [],
    },
    {
      title: 'Responsableng paglalaro',
      tag: 'responsible-gaming',
      content:
        '<p>Maglaro para sa kasiyahan, sa loob ng badyet na kaya mong mawala.</p>' +
        '<ul><li>Magpahinga.</li><li>Huwag habulin ang mga talo.</li><li>Magtakda ng mga limitasyon bago maglaro.</li></ul>' +
        '<p>Kung hindi na masaya ang paglalaro, magtakda ng <a href="/m/member/protection">mga limitasyon o pahinga</a>, ' +
        'o kausapin ang customer service tungkol sa self-exclusion.</p>',
      children: [],
    },
    {
      title: 'Account',
      tag: 'account',
      content: '<p>Paano magparehistro, mag-log in at panatilihing ligtas ang iyong account.</p>',
      children: [
        {
          title: 'Pagpaparehistro',
          tag: 'register',
          content:
            '<p>Magparehistro gamit ang username o ang iyong numero ng mobile. Dapat ay hindi bababa sa 21 taong gulang ka.</p>' +
            '<ol><li>Buksan ang <a href="/m/register">Magparehistro</a>.</li><li>Punan ang form at ang SMS code.</li>' +
            '<li>Tanggapin ang disclaimer at pindutin ang Magparehistro.</li></ol>',
          children: [],
        },
        {
          title: 'Nakalimutang password',
          tag: 'password',
          content:
            '<p>Gamitin ang <a href="/m/forget">Nakalimutan ang password</a> sa pahina ng pag-log in para i-reset ito ' +
            'gamit ang code na ipinadala sa SMS o email.</p>',
          children: [],
        },
      ],
    },
  ],
};
