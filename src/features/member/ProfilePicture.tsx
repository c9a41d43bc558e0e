import { observer } from 'mobx-react-lite';
import { useRef, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../stores/context';
import { Icon } from '../../ui/Icon';
import { errorKeyOf } from '../../ui/form/useFormErrors';
import { prepareImage } from '../kyc/kycImages';
import { useProfilePicture } from './useProfilePicture';

/**
 * The member card's avatar (SPEC's head icon): tapping it picks a photo, which is checked and
 * compressed on the phone like the ID photos (kycImages.ts), then sent; the server cuts it to a
 * square and keeps it without its metadata. A picture set can be removed.
 */
export const ProfilePicture = observer(function ProfilePicture() {
  const { t } = useTranslation();
  const { session, ui } = useStores();
  const picture = useProfilePicture();
  const input = useRef<HTMLInputElement>(null);

  const run = async (change: () => Promise<void>, done: string) => {
    ui.showLoading();
    try {
      await change();
      ui.showToast(done);
    } catch (error) {
      ui.showToast(errorKeyOf(error));
    } finally {
      ui.hideLoading();
    }
  };

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file picked again must fire again.
    event.target.value = '';
    if (!file) return;
    const prepared = await prepareImage(file);
    if (prepared.error !== undefined) return ui.showToast(prepared.error);
    await run(() => session.setIcon(prepared.image), 'member.picture.saved');
  };

  return (
    <div className="member-card__picture">
      <button
        type="button"
        className="member-card__avatar-button"
        aria-label={t('member.picture.change')}
        onClick={() => input.current?.click()}
      >
        {picture ? <img src={picture} alt="" className="member-card__avatar" /> : <Icon name="user" className="member-card__avatar" />}
      </button>
      <input ref={input} type="file" accept="image/png,image/jpeg" hidden onChange={(event) => void pick(event)} />
      {session.memberInfo?.icon && (
        <button
          type="button"
          className="btn btn--ghost btn--small"
          onClick={() => void run(() => session.removeIcon(), 'member.picture.removed')}
        >
          {t('member.picture.remove')}
        </button>
      )}
    </div>
  );
});
