import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { ReferralValue } from '../../api/referral';
import { formatTime } from '../../lib/formatTime';
import { useLoad } from '../../lib/useLoad';
import { usePaged } from '../../lib/usePaged';
import { useStores } from '../../stores/context';
import { CopyButton } from '../../ui/CopyButton';
import { Icon } from '../../ui/Icon';
import { LoadStatus } from '../../ui/LoadStatus';
import { PagedListStatus } from '../../ui/PagedListStatus';
import { Section } from '../../ui/Section';
import { QrCode } from '../../ui/QrCode';
import '../../ui/recordList.css';
import './referral.css';

/** The Web Share API where the browser has it (phones, mostly); elsewhere the copy buttons do. */
const canShare = () => typeof navigator.share === 'function';

function Invitation({ invitation }: { invitation: ReferralValue }) {
  const { t } = useTranslation();
  const { code, link } = invitation;
  const share = () =>
    // A player who closes the share sheet rejects the promise: nothing to say about that.
    void navigator.share({ title: t('titles.referral'), text: t('referral.shareText', { code }), url: link }).catch(() => undefined);

  return (
    <div className="referral__card">
      <dl className="referral__facts">
        <div>
          <dt>{t('referral.code')}</dt>
          <dd>
            <strong className="referral__code">{code}</strong>
            <CopyButton text={code} what={t('referral.what.code')} />
          </dd>
        </div>
        <div>
          <dt>{t('referral.link')}</dt>
          <dd>
            <span className="referral__link">{link}</span>
            <CopyButton text={link} what={t('referral.what.link')} />
          </dd>
        </div>
      </dl>
      <figure className="referral__qr">
        <QrCode text={link} label={t('referral.qr')} />
        <figcaption>{t('referral.qrHint')}</figcaption>
      </figure>
      {canShare() && (
        <button type="button" className="btn btn--primary btn--block" onClick={share}>
          <Icon name="share" />
          {t('referral.share')}
        </button>
      )}
    </div>
  );
}

/**
 * Invite / referral (/m/member/referral; the footer's invite and home's side bar): the member's
 * invitation link and code, its QR code, copy and share, then the players it brought, newest
 * first, 20 at a time. The server makes the code on the first visit.
 */
export default observer(function ReferralPage() {
  const { t } = useTranslation();
  const { referral } = useStores();
  const invitation = useLoad('invitation', () => referral.invitation());
  const players = usePaged('players', async (pageNo) => {
    const page = await referral.players(pageNo);
    return { items: page.list, totalPages: page.totalPages, totalCount: page.totalCount };
  });

  return (
    <section className="page referral">
      <p className="referral__lead">{t('referral.lead')}</p>
      {invitation.value ? <Invitation invitation={invitation.value} /> : <LoadStatus loaded={invitation} />}
      <Section title={t('referral.players')}>
        {players.pageNo > 0 && <p className="referral__count">{t('referral.count', { count: players.totalCount })}</p>}
        {players.items.length > 0 && (
          <ul className="record-list">
            {players.items.map((player, index) => (
              <li key={`${player.joinedAt}:${index}`} className="record-list__item record-list__line">
                <span className="record-list__strong">{player.username}</span>
                <span className="record-list__muted">{t('referral.joined', { date: formatTime(player.joinedAt) })}</span>
              </li>
            ))}
          </ul>
        )}
        <PagedListStatus paged={players} empty="referral.none" />
      </Section>
    </section>
  );
});
