import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DepositLink } from '../../app/DepositLink';
import { GuardedLink } from '../../app/GuardedLink';
import { PATHS } from '../../app/routes';
import type { TemplateVersion } from '../../stores/SystemStore';
import { Icon } from '../../ui/Icon';
import type { Shortcut } from './shortcuts';

interface MemberShortcutsProps {
  shortcuts: readonly Shortcut[];
  /** base: rows with a chevron, one a line; new: icon tiles, three a line. */
  template: TemplateVersion;
  /** A line under an entry's name (the verification entry shows the player's state). */
  notes?: Partial<Record<Shortcut['id'], ReactNode>>;
}

/**
 * The member centre's entries. Each goes through the access rules like every other link; the
 * deposit entry opens the e-wallet popup in the GCash/Maya host variant (app/DepositLink).
 */
export const MemberShortcuts = observer(function MemberShortcuts({ shortcuts, template, notes = {} }: MemberShortcutsProps) {
  const { t } = useTranslation();
  return (
    <ul className={`member-links member-links--${template}`}>
      {shortcuts.map((shortcut) => {
        const Entry = shortcut.to === PATHS.voucherCenter ? DepositLink : GuardedLink;
        const note = notes[shortcut.id];
        return (
          <li key={shortcut.id}>
            <Entry to={shortcut.to} className="member-links__entry">
              <Icon name={shortcut.icon} className="member-links__icon" />
              <span className="member-links__text">
                <span>{t(`member.links.${shortcut.id}`)}</span>
                {/* The space keeps the note a word of its own in the link's name ("Identity verification Verified"). */}
                {note && <span className="member-links__note"> {note}</span>}
              </span>
              {template === 'base' && <Icon name="chevron" />}
            </Entry>
          </li>
        );
      })}
    </ul>
  );
});
