import type { HelpTopic } from '../../../contracts/help';

/**
 * Help-centre topics in English and Filipino. Content is plain paragraphs (never HTML), so the
 * client renders it as text and nothing here can inject markup.
 */

type Language = 'EN' | 'TY';

const BARRED: Record<Language, string> = {
  EN:
    'You may not play if you are under 21 years old, a government official or employee connected with ' +
    'gaming, a member of the Armed Forces of the Philippines or the Philippine National Police, a person ' +
    'on the National Database of Restricted Persons (NDRP), or a gaming licence holder.',
  TY:
    'Hindi ka maaaring maglaro kung ikaw ay wala pang 21 taong gulang, opisyal o empleyado ng pamahalaan ' +
    'na may kaugnayan sa gaming, kasapi ng Sandatahang Lakas ng Pilipinas o ng Pambansang Pulisya ng ' +
    'Pilipinas, nasa National Database of Restricted Persons (NDRP), o may hawak ng lisensya sa gaming.',
};

export const TOPICS: Record<Language, HelpTopic[]> = {
  EN: [
    {
      title: 'Terms and conditions',
      tag: 'terms',
      content: [
        'Pinoy Play is operated under a licence of the Philippine Amusement and Gaming Corporation (PAGCOR). ' +
          'By opening an account you accept these terms.',
        BARRED.EN,
        'One account per person. Bonuses from free games are paid only to accounts with at least one valid top-up.',
        'We may ask you to verify your identity (KYC) before you withdraw, as the law requires.',
      ],
      children: [],
    },
    {
      title: 'Privacy policy',
      tag: 'privacy',
      content: [
        'We keep the personal data you give us (name, birthday, mobile number, email, identity documents) to ' +
          'run your account and to meet the Data Privacy Act of 2012 and anti-money-laundering rules.',
        'We never sell your data. You may ask to see, correct or delete it through customer service.',
      ],
      children: [],
    },
    {
      title: 'Responsible gaming',
      tag: 'responsible-gaming',
      content: [
        'Play for fun, within a budget you can afford to lose. Take breaks, and never chase losses.',
        'If gaming stops being fun, talk to customer service about limits or self-exclusion.',
      ],
      children: [],
    },
    {
      title: 'Account',
      tag: 'account',
      content: ['How to register, log in and keep your account safe.'],
      children: [
        {
          title: 'Registering',
          tag: 'register',
          content: ['Register with a username or your mobile number. You must be at least 21 years old.'],
          children: [],
        },
        {
          title: 'Forgotten password',
          tag: 'password',
          content: ['Use "Forgot password" on the login page to reset it with a code sent by SMS or email.'],
          children: [],
        },
      ],
    },
  ],
  TY: [
    {
      title: 'Mga tuntunin at kondisyon',
      tag: 'terms',
      content: [
        'Ang Pinoy Play ay pinapatakbo sa ilalim ng lisensya ng Philippine Amusement and Gaming Corporation ' +
          '(PAGCOR). Sa pagbubukas ng account, tinatanggap mo ang mga tuntuning ito.',
        BARRED.TY,
        'Isang account lamang bawat tao. Ang mga bonus mula sa libreng laro ay ibinibigay lamang sa mga ' +
          'account na may kahit isang wastong top-up.',
        'Maaari naming hingin na patunayan mo ang iyong pagkakakilanlan (KYC) bago ka mag-withdraw, ayon sa batas.',
      ],
      children: [],
    },
    {
      title: 'Patakaran sa privacy',
      tag: 'privacy',
      content: [
        'Iniingatan namin ang personal na datos na ibinibigay mo (pangalan, kaarawan, numero ng mobile, ' +
          'email, mga dokumento ng pagkakakilanlan) para patakbuhin ang iyong account at sundin ang Data ' +
          'Privacy Act of 2012 at ang mga patakaran laban sa money laundering.',
        'Hindi namin ibinebenta ang iyong datos. Maaari mong hilingin na makita, itama o burahin ito sa pamamagitan ng customer service.',
      ],
      children: [],
    },
    {
      title: 'Responsableng paglalaro',
      tag: 'responsible-gaming',
      content: [
        'Maglaro para sa kasiyahan, sa loob ng badyet na kaya mong mawala. Magpahinga, at huwag habulin ang mga talo.',
        'Kung hindi na masaya ang paglalaro, kausapin ang customer service tungkol sa mga limitasyon o self-exclusion.',
      ],
      children: [],
    },
    {
      title: 'Account',
      tag: 'account',
      content: ['Paano magparehistro, mag-log in at panatilihing ligtas ang iyong account.'],
      children: [
        {
          title: 'Pagpaparehistro',
          tag: 'register',
          content: ['Magparehistro gamit ang username o ang iyong numero ng mobile. Dapat ay hindi bababa sa 21 taong gulang ka.'],
          children: [],
        },
        {
          title: 'Nakalimutang password',
          tag: 'password',
          content: [
            'Gamitin ang "Nakalimutan ang password" sa pahina ng pag-log in para i-reset ito gamit ang code na ipinadala sa SMS o email.',
          ],
          children: [],
        },
      ],
    },
  ],
};
