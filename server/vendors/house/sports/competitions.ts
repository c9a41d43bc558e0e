import { badminton } from './badminton';
import { basketball, NBA_STYLE, PBA_STYLE } from './basketball';
import { boxing } from './boxing';
import { esports } from './esports';
import { football } from './football';
import type { SportModel } from './model';
import { tennis } from './tennis';
import { volleyball } from './volleyball';

/**
 * The competitions the sportsbook runs, each with its sides and their ratings (about 60 to 95).
 * Every match is simulated: clubs carry their real names, boxers and players are invented.
 */
export interface Competition {
  code: string;
  name: string;
  model: SportModel<unknown>;
  /** Two sides for each match of a kick-off slot, so there must be at least twice as many. */
  sides: readonly (readonly [string, number])[];
}

const c = <P>(code: string, name: string, model: SportModel<P>, sides: Competition['sides']): Competition => ({
  code,
  name,
  model: model as SportModel<unknown>,
  sides,
});

export const COMPETITIONS: readonly Competition[] = [
  c('pba', 'PBA Philippine Cup', basketball(PBA_STYLE), [
    ['San Miguel Beermen', 90],
    ['Barangay Ginebra San Miguel', 88],
    ['TNT Tropang Giga', 87],
    ['Meralco Bolts', 84],
    ['Magnolia Hotshots', 83],
    ['Rain or Shine Elasto Painters', 80],
    ['Converge FiberXers', 77],
    ['NLEX Road Warriors', 76],
    ['Phoenix Fuel Masters', 72],
    ['NorthPort Batang Pier', 71],
    ['Blackwater Bossing', 66],
    ['Terrafirma Dyip', 62],
  ]),
  c('nba', 'NBA', basketball(NBA_STYLE), [
    ['Boston Celtics', 92],
    ['Oklahoma City Thunder', 91],
    ['Denver Nuggets', 89],
    ['Cleveland Cavaliers', 87],
    ['Milwaukee Bucks', 86],
    ['New York Knicks', 85],
    ['Minnesota Timberwolves', 85],
    ['Dallas Mavericks', 84],
    ['Los Angeles Lakers', 82],
    ['Golden State Warriors', 82],
    ['Miami Heat', 80],
    ['Phoenix Suns', 80],
    ['Houston Rockets', 78],
    ['Sacramento Kings', 77],
    ['Chicago Bulls', 72],
    ['San Antonio Spurs', 70],
  ]),
  c('epl', 'Premier League', football, [
    ['Manchester City', 92],
    ['Arsenal', 91],
    ['Liverpool', 91],
    ['Chelsea', 84],
    ['Aston Villa', 83],
    ['Newcastle United', 82],
    ['Tottenham Hotspur', 81],
    ['Manchester United', 80],
    ['Brighton & Hove Albion', 77],
    ['Crystal Palace', 74],
    ['West Ham United', 74],
    ['Brentford', 73],
    ['Nottingham Forest', 73],
    ['Fulham', 72],
    ['Everton', 70],
    ['Wolverhampton Wanderers', 70],
  ]),
  c('pfl', 'Philippines Football League', football, [
    ['Kaya FC-Iloilo', 85],
    ['Dynamic Herb Cebu', 84],
    ['Stallion Laguna', 78],
    ['Manila Digger', 76],
    ['One Taguig', 74],
    ['Davao Aguilas', 72],
    ['Loyola Agilas', 71],
    ['Mendiola FC 1991', 70],
    ['Maharlika Taguig', 66],
    ['Philippine Army', 64],
  ]),
  c('pvl', 'Premier Volleyball League', volleyball, [
    ['Creamline Cool Smashers', 92],
    ['Choco Mucho Flying Titans', 85],
    ['Petro Gazz Angels', 84],
    ['PLDT High Speed Hitters', 84],
    ['Cignal HD Spikers', 83],
    ['Chery Tiggo Crossovers', 80],
    ['Akari Chargers', 78],
    ['Farm Fresh Foxies', 72],
    ['Nxled Chameleons', 70],
    ['ZUS Coffee Thunderbelles', 70],
    ['Capital1 Solar Spikers', 68],
    ['Galeries Tower Highrisers', 64],
  ]),
  c('boxing', 'Boxing Fight Night', boxing, [
    ['Rodel Mangubat', 90],
    ['Luis Ortega', 88],
    ['Kenji Watanabe', 86],
    ['Jerome Villaflor', 84],
    ['Andile Mokoena', 83],
    ['Arnel Baguio', 80],
    ['Tomasz Nowicki', 78],
    ['Dindo Pacleb', 76],
    ['Jake Harrington', 74],
    ['Ramil Sarmiento', 72],
    ['Yuto Sakamoto', 70],
    ['Carlos Mendoza', 67],
  ]),
  c('tennis', 'Tennis World Tour', tennis, [
    ['Andrei Volkov', 92],
    ['Julien Marchand', 89],
    ['Miguel Lorenzo', 87],
    ['Kai Tanaka', 85],
    ['Lucas Ferreira', 83],
    ['Henrik Lindqvist', 81],
    ['Marco Bellini', 79],
    ['Daniel Okafor', 76],
    ['Joshua Reyes', 73],
    ['Samuel Ortiz', 70],
  ]),
  c('badminton', 'Badminton Super Series', badminton, [
    ['Takumi Hayashi', 91],
    ['Chen Hao', 90],
    ['Lars Mikkelsen', 86],
    ['Park Min-seok', 85],
    ['Arif Wibowo', 84],
    ['Teo Wei Jie', 82],
    ['Ravi Menon', 78],
    ['Carlo Manalastas', 76],
    ['Niko Estrella', 73],
    ['Jericho Salonga', 70],
  ]),
  c('mpl', 'MPL Philippines', esports('moba', 3), [
    ['Team Liquid PH', 90],
    ['ONIC Philippines', 89],
    ['Falcons AP Bren', 88],
    ['Blacklist International', 85],
    ['RSG Philippines', 84],
    ['Aurora Philippines', 80],
    ['TNC Pro Team', 78],
    ['Omega Esports', 76],
    ['Minana EVOS', 72],
    ['Smart Omega', 70],
  ]),
  c('dota', 'Dota 2 Pro Series', esports('moba', 3), [
    ['Team Spirit', 91],
    ['Gaimin Gladiators', 89],
    ['Team Falcons', 89],
    ['Team Liquid', 88],
    ['Tundra Esports', 86],
    ['Xtreme Gaming', 85],
    ['BetBoom Team', 84],
    ['Talon Esports', 80],
    ['BOOM Esports', 76],
    ['Execration', 72],
  ]),
  c('valorant', 'Valorant Masters', esports('tactical', 3), [
    ['Paper Rex', 89],
    ['Gen.G', 90],
    ['Sentinels', 88],
    ['Fnatic', 88],
    ['Team Heretics', 86],
    ['DRX', 85],
    ['EDward Gaming', 84],
    ['Team Secret', 78],
    ['Talon Esports', 77],
    ['Leviatán', 80],
  ]),
  c('cs2', 'CS2 Pro Series', esports('tactical', 3), [
    ['Team Vitality', 92],
    ['Natus Vincere', 89],
    ['FaZe Clan', 87],
    ['MOUZ', 87],
    ['Team Spirit', 88],
    ['G2 Esports', 86],
    ['The MongolZ', 84],
    ['Heroic', 80],
    ['Eternal Fire', 80],
    ['Astralis', 78],
  ]),
  c('lol', 'League of Legends Masters', esports('moba', 3), [
    ['T1', 91],
    ['Gen.G', 92],
    ['Hanwha Life Esports', 89],
    ['Bilibili Gaming', 88],
    ['Top Esports', 86],
    ['G2 Esports', 85],
    ['Fnatic', 80],
    ['Team Liquid', 78],
    ['PSG Talon', 75],
    ['GAM Esports', 72],
  ]),
  c('hok', 'Honor of Kings Pro League', esports('moba', 5), [
    ['Chengdu AG Super Play', 92],
    ['Wuhan eStarPro', 89],
    ['Wolves Esports', 86],
    ['Nova Esports', 84],
    ['Team Falcons', 82],
    ['RRQ Hoshi', 78],
    ['Bigetron Esports', 76],
    ['ONIC Philippines', 74],
  ]),
  c('pubgm', 'PUBG Mobile Pro Series', esports('moba', 3), [
    ['Alpha7 Esports', 88],
    ['Nigma Galaxy', 86],
    ['Bigetron Red Aliens', 85],
    ['Stalwart Esports', 82],
    ['Team Secret', 80],
    ['ROC Esports', 76],
  ]),
];

const BY_CODE = new Map(COMPETITIONS.map((comp) => [comp.code, comp]));
export const competitionByCode = (code: string): Competition | undefined => BY_CODE.get(code);

/** How a catalogue entry's name opens, and the competition it shows. */
const NAMES: readonly [string, string][] = [
  ['pba', 'pba'],
  ['nba', 'nba'],
  ['premier', 'epl'],
  ['football', 'pfl'],
  ['volleyball', 'pvl'],
  ['boxing', 'boxing'],
  ['tennis', 'tennis'],
  ['badminton', 'badminton'],
  ['mobile legends', 'mpl'],
  ['dota', 'dota'],
  ['valorant', 'valorant'],
  ['cs2', 'cs2'],
  ['league of legends', 'lol'],
  ['honor of kings', 'hok'],
  ['pubg', 'pubgm'],
];

/**
 * The competition a catalogue entry shows, from its name ("PBA Parlay", "Dota 2 Cup"); a name
 * the sportsbook does not know shows football, or for an e-sports entry Mobile Legends.
 */
export function sportOf(name: string, type: 'SPORTS' | 'ESPORTS' | string = 'SPORTS'): Competition {
  const lower = name.toLowerCase();
  const found = NAMES.find(([start]) => lower.startsWith(start));
  return BY_CODE.get(found ? found[1] : type === 'ESPORTS' ? 'mpl' : 'pfl')!;
}
