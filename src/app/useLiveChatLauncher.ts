import { useTranslation } from 'react-i18next';
import { isElectron } from '../platform/appInfo';
import { goToServicePage } from '../platform/leaveApp';
import { shellChat } from '../shell/shellChat';
import { useStores } from '../stores/context';
import { useAccessCheck } from './useAccessCheck';

/** SPEC §2/§9: once the chat's address is in, the app goes there after 500 ms. */
export const CHAT_REDIRECT_MS = 500;

/**
 * Opens the platform's live chat (whitelabel CBS3) as the message centre and the side menu both
 * do: a visitor logs in first, a trial player is told 'free_reject' (SPEC §2); a member waits
 * under the loading overlay for the one-time chat address (CBS_launchChat), then the app goes
 * there (in the Electron shell: the chat screen, whose isolated chat view shows the page while
 * the app stays); a failure says so and stays.
 */
export function useLiveChatLauncher(): () => void {
  const { t } = useTranslation();
  const { chat, session, ui } = useStores();
  const { deny } = useAccessCheck();
  const show = (url: string) => {
    if (!isElectron()) return goToServicePage(url);
    ui.hideLoading();
    shellChat.open(url);
  };
  return () => {
    if (!session.isLoggedIn) return deny('login');
    if (session.viewer !== 'member') return deny('trialReject');
    ui.showLoading();
    chat.launch(t('messageCentre.liveChat')).then(
      (url) => setTimeout(() => show(url), CHAT_REDIRECT_MS),
      () => {
        ui.hideLoading();
        ui.showToast('messageCentre.chatFailed');
      },
    );
  };
}
