import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { t } from '@/i18n/t';
import { ShortcutList } from './shortcut-list';

/** The list ? opens; Escape, Close or a click beside it closes it. */
export function ShortcutsDialog({ onClose }: { onClose(): void }) {
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('keyboard.dialog.title')}
      description={t('keyboard.dialog.description')}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t('keyboard.dialog.close')}
        </Button>
      }
    >
      <ShortcutList />
    </Dialog>
  );
}
