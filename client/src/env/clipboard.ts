import { showToast } from './toast';

/** Copies a text to the clipboard and says so in a toast (`copied`), or that it failed (`failed`). */
export async function copyWithToast(text: string, copied: string, failed: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    showToast({ message: copied, type: 'success' });
  } catch {
    showToast({ message: failed });
  }
}
