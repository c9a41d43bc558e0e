import { observer } from 'mobx-react-lite';
import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { shellChatView } from '../platform/gameView';
import { onShellEvent } from '../platform/shellEvents';
import { Icon } from '../ui/Icon';
import { useModalFocus } from '../ui/useModalFocus';
import { shellChat } from './shellChat';
import './ShellChatScreen.css';

/**
 * The live chat in the Electron shell (SPEC §9 chat, issue 16): the app's bar with the title and
 * a back button, and the shell's isolated chat view below it. Back (or Escape, or the chat page's
 * own back link) destroys the view and returns to the page the player was on.
 */
export const ShellChatScreen = observer(function ShellChatScreen() {
  const { url, close } = shellChat;
  return url ? <LiveChatScreen key={url} url={url} onBack={close} /> : null;
});

function LiveChatScreen({ url, onBack }: { url: string; onBack: () => void }) {
  const { t } = useTranslation();
  const [view] = useState(shellChatView);
  const [refused, setRefused] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const bar = useRef<HTMLElement>(null);
  const titleId = useId();
  const back = useEffectEvent(onBack);
  useModalFocus(panel, onBack);

  useEffect(() => {
    if (!view) return;
    const topInset = Math.ceil(bar.current?.getBoundingClientRect().bottom ?? 0);
    view.open(url, topInset).catch(() => setRefused(true));
    return () => {
      void view.close().catch(() => undefined);
    };
  }, [view, url]);

  useEffect(() => onShellEvent((event) => event.type === 'chatClosed' && back()), []);

  return (
    <div ref={panel} className="shell-chat" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
      <header className="shell-chat__bar" ref={bar}>
        <button type="button" className="icon-btn" aria-label={t('shell.closeChat')} onClick={onBack}>
          <Icon name="back" />
        </button>
        <h1 id={titleId} className="shell-chat__title">
          {t('shell.liveChatTitle')}
        </h1>
      </header>
      {refused && (
        <p className="shell-chat__error" role="alert">
          {t('shell.chatFailed')}
        </p>
      )}
    </div>
  );
}
