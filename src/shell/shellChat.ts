import { makeAutoObservable } from 'mobx';

/**
 * The live chat the Electron shell shows in its chat view, or none: the launcher opens it with
 * the address CBS_launchChat gave, the chat screen's back button (or the chat page's own back
 * link) closes it. Only the shell has it; a browser goes to the chat page instead.
 */
class ShellChat {
  url: string | null = null;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  open(url: string): void {
    this.url = url;
  }

  close(): void {
    this.url = null;
  }
}

export const shellChat = new ShellChat();
