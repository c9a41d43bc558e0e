import { createHash } from 'node:crypto';
import type { CryptoQuote } from '../../../contracts/deposit';

/**
 * The sandbox's crypto desk: a fixed rate per coin (pesos per coin, as a decimal string) and an
 * address derived from the order, so each deposit has its own. A real desk quotes live rates.
 */
const COINS: Record<string, { network: string; pesosPerCoin: string; decimals: number; prefix: string }> = {
  BTC: { network: 'Bitcoin', pesosPerCoin: '5850000.00', decimals: 8, prefix: 'tb1q' },
  USDT: { network: 'Ethereum (ERC-20)', pesosPerCoin: '58.20', decimals: 6, prefix: '0x' },
};

/** How long a quoted rate holds. */
export const CRYPTO_QUOTE_MINUTES = 30;

export function hasCoin(method: string | null): boolean {
  return method !== null && method in COINS;
}

/** The coin amount for `centavos` at the coin's rate, rounded up to the coin's smallest unit. */
export function cryptoQuote(method: string, centavos: number, reference: string): CryptoQuote {
  const coin = COINS[method]!;
  const scale = 10n ** BigInt(coin.decimals);
  const rateCentavos = BigInt(coin.pesosPerCoin.replace('.', ''));
  // units = ceil(centavos * scale / rateCentavos), all in integers.
  const units = (BigInt(centavos) * scale + rateCentavos - 1n) / rateCentavos;
  const whole = units / scale;
  const fraction = (units % scale).toString().padStart(coin.decimals, '0');
  const digest = createHash('sha256').update(`sandbox-crypto:${method}:${reference}`).digest('hex');
  return {
    currency: method,
    network: coin.network,
    address: `${coin.prefix}${digest.slice(0, coin.prefix === '0x' ? 40 : 38)}`,
    cryptoAmount: `${whole}.${fraction}`,
    rate: coin.pesosPerCoin,
  };
}
