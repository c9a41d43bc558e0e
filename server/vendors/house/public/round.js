import { addTexts, api, money, t } from './common.js';

// The round's details as the provider recorded them, from the address the betting record linked.
addTexts({
  en: {
    roundDetails: 'Round details',
    roundHelp:
      'What the game provider recorded of this round. Check the server seed against its hash: SHA-256 of the seed must give the hash shown before the round.',
    notFound: 'This round is not known to this game provider.',
    game: 'Game',
    state: 'State',
    stake: 'Stake',
    win: 'Win',
    serverSeedHash: 'Server seed hash',
    serverSeed: 'Server seed',
    clientSeed: 'Client seed',
    outcome: 'Outcome',
    legs: 'Legs',
    notYet: 'Shown once the round is over',
  },
  fil: {
    roundDetails: 'Detalye ng round',
    roundHelp:
      'Ang naitala ng game provider sa round na ito. Suriin ang server seed laban sa hash nito: ang SHA-256 ng seed ay dapat tumugma sa hash na ipinakita bago ang round.',
    notFound: 'Hindi kilala ng game provider na ito ang round na ito.',
    game: 'Laro',
    state: 'Katayuan',
    stake: 'Taya',
    win: 'Panalo',
    serverSeedHash: 'Hash ng server seed',
    serverSeed: 'Server seed',
    clientSeed: 'Client seed',
    outcome: 'Resulta',
    legs: 'Mga leg',
    notYet: 'Ipapakita kapag tapos na ang round',
  },
});

const round = decodeURIComponent(location.pathname.split('/').pop());
const facts = document.getElementById('facts');

function row(label, value) {
  const term = document.createElement('dt');
  term.textContent = t(label);
  const detail = document.createElement('dd');
  detail.textContent = value;
  facts.append(term, detail);
}

const text = (value) => (value === null || value === undefined ? t('notYet') : typeof value === 'string' ? value : JSON.stringify(value));

try {
  const d = await api(`/api/round-details/${encodeURIComponent(round)}`);
  row('game', d.game);
  if (d.state) row('state', d.state);
  if (typeof d.stake === 'number') row('stake', money(d.stake));
  if (typeof d.win === 'number') row('win', money(d.win));
  if (d.legs)
    row('legs', d.legs.map((leg) => `${leg.home} vs ${leg.away}: ${leg.selection} @ ${leg.odds} (${leg.outcome ?? '…'})`).join('; '));
  if (d.serverSeedHash) row('serverSeedHash', d.serverSeedHash);
  if ('serverSeed' in d) row('serverSeed', text(d.serverSeed));
  if (d.clientSeed) row('clientSeed', d.clientSeed);
  if ('outcome' in d) row('outcome', text(d.outcome));
  for (const leg of d.legs ?? [])
    row('serverSeedHash', `${leg.matchId}: ${leg.serverSeedHash}${leg.serverSeed ? ` / ${leg.serverSeed}` : ''}`);
} catch {
  document.getElementById('message').textContent = t('notFound');
}
