import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DepositChannel } from '../../api';
import type { Choice } from './channels';

interface ChannelPickerProps {
  /** The channels of the chosen type. */
  channels: readonly DepositChannel[];
  choice: Choice;
  onChannel: (channelId: number) => void;
  onBank: (bankCode: string) => void;
}

/** A type's channels to pick from (when it has several), then the chosen channel's banks (when it has several). */
export function ChannelPicker({ channels, choice, onChannel, onBank }: ChannelPickerProps) {
  const { t } = useTranslation();
  const name = useId();
  const bankId = useId();
  const { banks } = choice.channel;
  return (
    <>
      {channels.length > 1 && (
        <fieldset className="deposit__group">
          <legend className="deposit__legend">{t('deposit.channel')}</legend>
          <div className="deposit__channels">
            {channels.map((channel) => (
              <label key={channel.channelId} className="deposit__channel">
                <input
                  type="radio"
                  name={name}
                  checked={channel.channelId === choice.channel.channelId}
                  onChange={() => onChannel(channel.channelId)}
                />
                <span>{channel.channelName}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {banks.length > 1 && (
        <div className="field">
          <label htmlFor={bankId}>{t('deposit.bank')}</label>
          <select className="control" id={bankId} value={choice.bank?.bankCode ?? ''} onChange={(event) => onBank(event.target.value)}>
            {banks.map((bank) => (
              <option key={bank.bankCode} value={bank.bankCode}>
                {bank.bankName}
              </option>
            ))}
          </select>
        </div>
      )}
    </>
  );
}
