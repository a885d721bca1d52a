import { ShortcutList } from '@/components/keyboard/shortcut-list';
import { t } from '@/i18n/t';
import { HelpSection } from './help-section';

/** The keyboard shortcuts, from the same list the ? dialog shows. */
export function KeyboardHelp() {
  return (
    <HelpSection id="help-keyboard" title={t('help.shortcuts.title')}>
      <p>{t('keyboard.dialog.description')}</p>
      <ShortcutList />
    </HelpSection>
  );
}
